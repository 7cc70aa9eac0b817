import { POSITIONS } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random/create-random.js';
import { isValidJerseyNumber, pickJerseyNumber } from './jersey-numbers.js';

const valid = (position: (typeof POSITIONS)[number]) =>
  Array.from({ length: 100 }, (_, number) => number).filter((number) =>
    isValidJerseyNumber(position, number),
  );

describe('isValidJerseyNumber', () => {
  it('follows the current NFL numbering rules at their edges', () => {
    expect(valid('QB')).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(valid('OL')).toEqual(Array.from({ length: 30 }, (_, n) => 50 + n));
    expect(valid('LS')).toEqual(Array.from({ length: 20 }, (_, n) => 40 + n));
    expect(valid('CB')).toEqual(Array.from({ length: 50 }, (_, n) => n));
    for (const position of ['K', 'P'] as const) {
      expect(isValidJerseyNumber(position, 19)).toBe(true);
      expect(isValidJerseyNumber(position, 20)).toBe(false);
      expect(isValidJerseyNumber(position, 89)).toBe(false);
      expect(isValidJerseyNumber(position, 90)).toBe(true);
    }
    for (const position of ['RB', 'WR', 'TE'] as const) {
      expect([49, 50, 79, 80, 89, 90].map((n) => isValidJerseyNumber(position, n))).toEqual([
        true,
        false,
        false,
        true,
        true,
        false,
      ]);
    }
    expect([49, 50, 79, 80, 89, 90].map((n) => isValidJerseyNumber('DL', n))).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
    ]);
    for (const position of ['EDGE', 'LB'] as const) {
      expect([0, 59, 60, 89, 90, 99].map((n) => isValidJerseyNumber(position, n))).toEqual([
        true,
        true,
        false,
        false,
        true,
        true,
      ]);
    }
  });

  it('rejects numbers outside 0–99 and fractions', () => {
    expect(isValidJerseyNumber('QB', -1)).toBe(false);
    expect(isValidJerseyNumber('DL', 100)).toBe(false);
    expect(isValidJerseyNumber('QB', 1.5)).toBe(false);
  });
});

describe('pickJerseyNumber', () => {
  it('only ever picks a valid, free number, down to the last one', () => {
    const random = createRandom('jerseys');
    for (const position of POSITIONS) {
      const taken = new Set<number>();
      for (let index = 0; index < valid(position).length; index += 1) {
        const number = pickJerseyNumber(position, taken, random);
        expect(number).not.toBeNull();
        expect(isValidJerseyNumber(position, number!)).toBe(true);
        expect(taken.has(number!)).toBe(false);
        taken.add(number!);
      }
      // Every valid number is now taken: nothing is left to give.
      expect(pickJerseyNumber(position, taken, random)).toBeNull();
    }
  });

  it('starts in the block a position is known for', () => {
    const random = createRandom('blocks');
    const none = new Set<number>();
    for (let index = 0; index < 50; index += 1) {
      expect(pickJerseyNumber('OL', none, random)).toBeGreaterThanOrEqual(60);
      expect(pickJerseyNumber('QB', none, random)).toBeGreaterThanOrEqual(1);
      expect(pickJerseyNumber('WR', none, random)).toBeGreaterThanOrEqual(80);
    }
  });
});
