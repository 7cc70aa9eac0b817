import { describe, expect, it } from 'vitest';
import { createRandom } from '../random/create-random.js';
import { createPlayerName, isDeniedName } from './player-names.js';

describe('createPlayerName', () => {
  it('is deterministic and shows "First Last"', () => {
    const first = createPlayerName(createRandom('names'));
    expect(createPlayerName(createRandom('names'))).toEqual(first);
    expect(first.displayName).toBe(`${first.firstName} ${first.lastName}`);
    expect(first.lastName).toMatch(/^[A-Z][a-z]+$/);
  });

  it('gives varied names, never a denied one, and avoids names already used', () => {
    const random = createRandom('many-names');
    const used = new Set<string>();
    for (let index = 0; index < 5000; index += 1) {
      const name = createPlayerName(random, used);
      expect(isDeniedName(name.firstName, name.lastName)).toBe(false);
      used.add(name.displayName);
    }
    // Repeats only happen when eight redraws in a row collide: practically never at this size.
    expect(used.size).toBeGreaterThan(4990);
  });
});

describe('isDeniedName', () => {
  it('catches famous real names whatever their case', () => {
    expect(isDeniedName('Tom', 'Brady')).toBe(true);
    expect(isDeniedName('JERRY', 'rice')).toBe(true);
    expect(isDeniedName('Anyone', 'Manning')).toBe(true);
    expect(isDeniedName('Jerry', 'Halbrook')).toBe(false);
  });
});
