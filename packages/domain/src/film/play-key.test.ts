import { describe, expect, it } from 'vitest';
import { asGameId } from '../ids.js';
import { PLAY_KEY_PATTERN, formatPlayKey, parsePlayKey } from './play-key.js';

describe('play key', () => {
  it('formats and parses "{gameId}-{playId}"', () => {
    const key = { gameId: asGameId(2024090800), playId: 57 };
    expect(formatPlayKey(key)).toBe('2024090800-57');
    expect(parsePlayKey('2024090800-57')).toEqual(key);
    expect(parsePlayKey('2024090800-0')).toEqual({ gameId: 2024090800, playId: 0 });
  });
  it.each([
    '',
    '57',
    '2024090800',
    '2024090800-',
    '202409080-57',
    '2024090800-057',
    '2024090800-5a',
    ' 2024090800-5',
  ])('rejects %j', (value) => {
    expect(parsePlayKey(value)).toBeNull();
    expect(new RegExp(PLAY_KEY_PATTERN).test(value)).toBe(false);
  });
});
