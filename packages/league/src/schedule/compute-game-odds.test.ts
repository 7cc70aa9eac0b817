import { describe, expect, it } from 'vitest';
import { createRandom } from '../random/index.js';
import { computeGameOdds, type GameOdds } from './compute-game-odds.js';

const many = (
  count: number,
  input: Omit<Parameters<typeof computeGameOdds>[0], 'random'>,
  seed = 'odds',
): GameOdds[] => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => computeGameOdds({ ...input, random }));
};

const isHalfPoint = (value: number) => Number.isInteger(value * 2);

describe('computeGameOdds', () => {
  it('makes the stronger home team the favourite: negative home handicap, home price under 2, away over 2', () => {
    for (const odds of many(200, { homeStrength: 5, awayStrength: -3 })) {
      expect(odds.homeHandicap).toBeLessThan(0);
      expect(odds.awayHandicap).toBe(-odds.homeHandicap);
      expect(odds.homePrice).toBeLessThan(2);
      expect(odds.awayPrice).toBeGreaterThan(2);
    }
  });

  it('makes the stronger visitor the favourite', () => {
    for (const odds of many(200, { homeStrength: -4, awayStrength: 6 })) {
      expect(odds.awayHandicap).toBeLessThan(0);
      expect(odds.homeHandicap).toBeGreaterThan(0);
      expect(odds.awayPrice).toBeLessThan(2);
      expect(odds.homePrice).toBeGreaterThan(2);
    }
  });

  it('keeps handicaps in half points that sum to zero, and prices consistent with the favourite', () => {
    for (const odds of many(1000, { homeStrength: 0, awayStrength: 0 })) {
      expect(isHalfPoint(odds.homeHandicap)).toBe(true);
      expect(odds.homeHandicap + odds.awayHandicap).toBe(0);
      if (odds.homeHandicap < 0) expect(odds.homePrice < 2 && odds.awayPrice > 2).toBe(true);
      if (odds.homeHandicap > 0) expect(odds.awayPrice < 2 && odds.homePrice > 2).toBe(true);
      // A small bookmaker margin: implied probabilities add up to a bit over 1.
      const overround = 1 / odds.homePrice + 1 / odds.awayPrice;
      expect(overround).toBeGreaterThan(1.01);
      expect(overround).toBeLessThan(1.07);
    }
  });

  it('gives evenly matched teams a home-field edge of about 1.5–2.5 points', () => {
    const lines = many(2000, { homeStrength: 0, awayStrength: 0 });
    const meanHomeMargin = -lines.reduce((sum, odds) => sum + odds.homeHandicap, 0) / lines.length;
    expect(meanHomeMargin).toBeGreaterThan(1.5);
    expect(meanHomeMargin).toBeLessThan(2.5);
  });

  it("posts pick'ems (0 and 0, equal prices) for even teams at a neutral site", () => {
    const lines = many(500, { homeStrength: 0, awayStrength: 0, isNeutralSite: true });
    const pickEms = lines.filter((odds) => odds.homeHandicap === 0);
    expect(pickEms.length).toBeGreaterThan(50);
    for (const odds of pickEms) {
      expect(Object.is(odds.homeHandicap, 0) && Object.is(odds.awayHandicap, 0)).toBe(true);
      expect(odds.homePrice).toBe(odds.awayPrice);
      expect(odds.homePrice).toBeLessThan(2);
    }
  });

  it('sets a half-point total near the expected points with standard prices', () => {
    const lines = many(500, { homeStrength: 1, awayStrength: 0, expectedTotal: 47 });
    const mean = lines.reduce((sum, odds) => sum + odds.total, 0) / lines.length;
    expect(mean).toBeGreaterThan(46);
    expect(mean).toBeLessThan(48);
    for (const odds of lines) {
      expect(isHalfPoint(odds.total)).toBe(true);
      expect(odds.overPrice).toBe(1.91);
      expect(odds.underPrice).toBe(1.91);
    }
  });

  it('prices big favourites short and big underdogs long', () => {
    const [odds] = many(1, { homeStrength: 12, awayStrength: -6 });
    expect(odds?.homePrice).toBeLessThan(1.15);
    expect(odds?.awayPrice).toBeGreaterThan(6);
  });
});
