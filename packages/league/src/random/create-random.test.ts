import { describe, expect, it } from 'vitest';
import { createRandom } from './create-random.js';

const draw = (seed: string, count: number): number[] => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.int(0, 1_000_000));
};

describe('createRandom', () => {
  it('gives the same sequence for the same seed', () => {
    expect(draw('league-42', 50)).toEqual(draw('league-42', 50));
  });

  it('gives unrelated sequences for similar seeds', () => {
    const first = draw('league-1', 50);
    const second = draw('league-2', 50);
    expect(first.filter((value, index) => value === second[index]).length).toBeLessThan(3);
  });

  it('is pinned to known values, so a platform or library change that shifts every league is caught', () => {
    // Recorded once; only the hash and the generator (xoroshiro128+) decide these numbers.
    expect(draw('all22', 5)).toEqual(PINNED_ALL22);
  });

  it('derives forks from the path, not from how many draws came before', () => {
    const untouched = createRandom('seed');
    const drawn = createRandom('seed');
    for (let index = 0; index < 100; index += 1) drawn.float();
    const a = untouched.fork('schedule');
    const b = drawn.fork('schedule');
    expect(Array.from({ length: 20 }, () => a.float())).toEqual(Array.from({ length: 20 }, () => b.float()));
    expect(untouched.fork('a').fork('b').path).toBe('seed/a/b');
  });

  it('gives different streams for different labels', () => {
    const random = createRandom('seed');
    const a = random.fork('players');
    const b = random.fork('schedule');
    const fromA = Array.from({ length: 20 }, () => a.int(0, 1_000_000));
    const fromB = Array.from({ length: 20 }, () => b.int(0, 1_000_000));
    expect(fromA).not.toEqual(fromB);
  });

  it('keeps int() within inclusive bounds and reaches both ends', () => {
    const random = createRandom('bounds');
    const seen = new Set(Array.from({ length: 2000 }, () => random.int(-2, 3)));
    // Only these six integers ever appear: both bounds included, nothing outside or fractional.
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3]);
    expect(random.int(7, 7)).toBe(7);
  });

  it('rejects bounds that are not safe integers in order', () => {
    const random = createRandom('bad');
    expect(() => random.int(3, 2)).toThrow(RangeError);
    expect(() => random.int(0.5, 2)).toThrow(RangeError);
    expect(() => random.pick([])).toThrow(RangeError);
  });

  it('spreads int() evenly (chi-square on a die, 6 000 rolls)', () => {
    const random = createRandom('dice');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let index = 0; index < 6000; index += 1) counts[random.int(1, 6) - 1]! += 1;
    const chiSquare = counts.reduce((sum, count) => sum + (count - 1000) ** 2 / 1000, 0);
    // 5 degrees of freedom: 20.5 is the 0.1% critical value.
    expect(chiSquare).toBeLessThan(20.5);
  });

  it('keeps float() in [0, 1) with a mean near 0.5', () => {
    const random = createRandom('floats');
    const values = Array.from({ length: 10_000 }, () => random.float());
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.reduce((sum, value) => sum + value, 0) / values.length).toBeCloseTo(0.5, 1);
  });

  it('draws normal() with the requested mean and standard deviation', () => {
    const random = createRandom('normal');
    const values = Array.from({ length: 20_000 }, () => random.normal(10, 3));
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const sd = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
    expect(mean).toBeGreaterThan(9.9);
    expect(mean).toBeLessThan(10.1);
    expect(sd).toBeGreaterThan(2.9);
    expect(sd).toBeLessThan(3.1);
    expect(values.every(Number.isFinite)).toBe(true);
  });

  it('honours chance() probabilities, including the edges', () => {
    const random = createRandom('chance');
    let hits = 0;
    for (let index = 0; index < 10_000; index += 1) if (random.chance(0.3)) hits += 1;
    expect(hits / 10_000).toBeGreaterThan(0.28);
    expect(hits / 10_000).toBeLessThan(0.32);
    expect(random.chance(0)).toBe(false);
    expect(random.chance(1)).toBe(true);
  });

  it('shuffles into a new array holding the same items, leaving the input alone', () => {
    const random = createRandom('shuffle');
    const input = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const shuffled = random.shuffle(input);
    expect(shuffled).not.toBe(input);
    expect([...shuffled].sort((a, b) => a - b)).toEqual([...input]);
    // Every position takes every value over many shuffles.
    const firsts = new Set(Array.from({ length: 200 }, () => random.shuffle(input)[0]));
    expect(firsts.size).toBe(10);
  });

  it('picks every element of an array', () => {
    const random = createRandom('pick');
    const picked = new Set(Array.from({ length: 200 }, () => random.pick(['a', 'b', 'c'])));
    expect(picked).toEqual(new Set(['a', 'b', 'c']));
  });
});

const PINNED_ALL22 = [988307, 884779, 367418, 564855, 323656];
