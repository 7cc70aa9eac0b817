import { describe, it, expect } from 'vitest';
import type { SeasonType } from '../weeks/index.js';
import { getNextGame } from './next-game.js';

const game = (id: number, isoTime: string, seasonType: SeasonType = 'REG') => ({ id, isoTime, seasonType });
const now = new Date('2024-09-15T17:00:00Z');

describe('getNextGame', () => {
  it('picks the earliest regular-season game after now, in any input order', () => {
    const games = [
      game(3, '2024-09-29T17:00:00Z'),
      game(1, '2024-09-08T17:00:00Z'),
      game(2, '2024-09-22T17:00:00Z'),
    ];
    expect(getNextGame(games, now)?.id).toBe(2);
  });
  it('excludes a game kicking off exactly now, includes one a millisecond later', () => {
    expect(getNextGame([game(1, '2024-09-15T17:00:00Z')], now)).toBeNull();
    expect(getNextGame([game(1, '2024-09-15T17:00:00.001Z')], now)?.id).toBe(1);
  });
  it('ignores preseason and postseason games', () => {
    const games = [
      game(1, '2024-09-16T00:00:00Z', 'POST'),
      game(2, '2024-09-16T00:00:00Z', 'PRE'),
      game(3, '2024-09-20T00:00:00Z'),
    ];
    expect(getNextGame(games, now)?.id).toBe(3);
  });
  it('is null for no games, only past games, or unparseable times', () => {
    expect(getNextGame([], now)).toBeNull();
    expect(getNextGame([game(1, '2024-09-01T00:00:00Z')], now)).toBeNull();
    expect(getNextGame([game(1, 'TBD')], now)).toBeNull();
  });
});
