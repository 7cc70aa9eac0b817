import { POSITIONS } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random/create-random.js';
import { drawPeakTalent } from './draw-talent.js';
import {
  computeOverall,
  createPlayerRatings,
  getRelevantSkills,
  OVERALL_WEIGHTS,
  SKILL_RATING_KEYS,
} from './player-ratings.js';

describe('OVERALL_WEIGHTS', () => {
  it('sums to 1 for every position', () => {
    for (const position of POSITIONS) {
      const total = Object.values(OVERALL_WEIGHTS[position]).reduce((sum, weight) => sum + weight, 0);
      expect(total, position).toBeCloseTo(1, 10);
    }
  });
});

describe('createPlayerRatings', () => {
  it('keeps every rating a whole number in 1–99 and the overall near the level', () => {
    const random = createRandom('ratings');
    for (const position of POSITIONS) {
      for (const level of [45, 70, 92]) {
        const ratings = createPlayerRatings(position, level, random);
        expect(Math.abs(ratings.overall - level), `${position} ${level}`).toBeLessThanOrEqual(12);
        expect(ratings.overall).toBe(computeOverall(position, ratings));
        for (const key of ['overall', ...SKILL_RATING_KEYS] as const) {
          expect(Number.isInteger(ratings[key])).toBe(true);
          expect(ratings[key]).toBeGreaterThanOrEqual(1);
          expect(ratings[key]).toBeLessThanOrEqual(99);
        }
      }
    }
  });

  it('rates a good player high in his position’s skills and low elsewhere', () => {
    const random = createRandom('profile');
    const qb = createPlayerRatings('QB', 85, random);
    expect(qb.throwAccuracy).toBeGreaterThan(65);
    expect(qb.passRush).toBeLessThan(60);
    const corner = createPlayerRatings('CB', 85, random);
    expect(corner.coverage).toBeGreaterThan(65);
    expect(corner.throwPower).toBeLessThan(60);
    expect(getRelevantSkills('K')).toEqual(['kickAccuracy', 'kickPower']);
  });
});

describe('drawPeakTalent', () => {
  it('is skewed: many role players, few elite', () => {
    const random = createRandom('talent');
    const draws = Array.from({ length: 20_000 }, () => drawPeakTalent(random));
    const share = (test: (value: number) => boolean) => draws.filter(test).length / draws.length;
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(40);
    expect(Math.max(...draws)).toBeLessThanOrEqual(95);
    expect(share((value) => value < 50)).toBeGreaterThan(0.45);
    expect(share((value) => value >= 90)).toBeGreaterThan(0.02);
    expect(share((value) => value >= 90)).toBeLessThan(0.05);
  });
});
