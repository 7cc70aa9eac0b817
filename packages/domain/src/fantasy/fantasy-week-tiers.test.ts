import { describe, expect, it } from 'vitest';
import { describeFantasyWeekTier, FANTASY_WEEK_TIERS, getFantasyWeekTier } from './fantasy-week-tiers.js';

describe('getFantasyWeekTier', () => {
  it.each([
    [40, 'elite'],
    [25, 'elite'],
    [24.99, 'strong'],
    [15, 'strong'],
    [14.9, 'flex'],
    [8, 'flex'],
    [7.99, 'low'],
    [0, 'low'],
    [-2.5, 'low'],
  ] as const)('puts %d points in the %s tier', (points, tier) => {
    expect(getFantasyWeekTier(points).tier).toBe(tier);
  });

  it('lists tiers best first, each floor below the one above', () => {
    const floors = FANTASY_WEEK_TIERS.map((tier) => tier.minPoints ?? -Infinity);
    expect(floors).toEqual([...floors].sort((a, b) => b - a));
    expect(new Set(FANTASY_WEEK_TIERS.map((tier) => tier.label)).size).toBe(FANTASY_WEEK_TIERS.length);
  });
});

describe('describeFantasyWeekTier', () => {
  it('names each tier with its range of points', () => {
    expect(FANTASY_WEEK_TIERS.map((tier) => describeFantasyWeekTier(tier.tier))).toEqual([
      'Elite: 25+ points',
      'Strong: 15–24.9 points',
      'Flex: 8–14.9 points',
      'Low: under 8 points',
    ]);
  });
});
