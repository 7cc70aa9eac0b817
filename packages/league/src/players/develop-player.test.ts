import { describe, expect, it } from 'vitest';
import { createRandom } from '../random/create-random.js';
import { developRatings, getAgeOffset, getExpectedYearlyChange } from './develop-player.js';
import { createPlayerRatings } from './player-ratings.js';

describe('getExpectedYearlyChange', () => {
  it('grows young players, holds the plateau and declines older ones', () => {
    expect(getExpectedYearlyChange('WR', 22)).toBeGreaterThan(getExpectedYearlyChange('WR', 25));
    expect(getExpectedYearlyChange('WR', 25)).toBeGreaterThan(0);
    expect(getExpectedYearlyChange('WR', 28)).toBe(0);
    expect(getExpectedYearlyChange('WR', 31)).toBeLessThan(0);
    expect(getExpectedYearlyChange('WR', 33)).toBeLessThan(getExpectedYearlyChange('WR', 31));
  });

  it('has running backs decline first and quarterbacks and kickers last', () => {
    expect(getExpectedYearlyChange('RB', 29)).toBeLessThan(0);
    expect(getExpectedYearlyChange('WR', 29)).toBe(0);
    expect(getExpectedYearlyChange('QB', 33)).toBe(0);
    expect(getExpectedYearlyChange('K', 34)).toBe(0);
    expect(getAgeOffset('RB', 32)).toBeLessThan(getAgeOffset('QB', 32));
    expect(getAgeOffset('QB', 36)).toBeLessThan(0);
    expect(getAgeOffset('WR', 27)).toBe(0);
    expect(getAgeOffset('WR', 22)).toBeLessThan(-5);
  });
});

describe('developRatings', () => {
  it('keeps good players good: an 88 at 26 is still far above a 60 after three seasons', () => {
    const random = createRandom('development');
    let starsAhead = 0;
    for (let trial = 0; trial < 200; trial += 1) {
      let star = createPlayerRatings('WR', 88, random);
      let depth = createPlayerRatings('WR', 60, random);
      for (let age = 27; age <= 29; age += 1) {
        star = developRatings('WR', star, age, random);
        depth = developRatings('WR', depth, age, random);
      }
      if (star.overall > depth.overall + 10) starsAhead += 1;
    }
    expect(starsAhead).toBe(200);
  });

  it('moves players along the age curve on average, with noise', () => {
    const random = createRandom('curve');
    const changes = (position: 'RB' | 'QB', age: number) =>
      Array.from({ length: 400 }, () => {
        const before = createPlayerRatings(position, 70, random);
        return developRatings(position, before, age, random).overall - before.overall;
      });
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean(changes('RB', 23))).toBeGreaterThan(1.5);
    expect(mean(changes('RB', 31))).toBeLessThan(-4);
    expect(Math.abs(mean(changes('QB', 31)))).toBeLessThan(1);
    expect(new Set(changes('QB', 31)).size).toBeGreaterThan(3);
  });
});
