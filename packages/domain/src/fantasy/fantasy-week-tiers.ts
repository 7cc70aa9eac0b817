/**
 * How good one week's fantasy points were, for the fantasy stats page's weekly grid: four tiers by
 * points in the scoring shown. The same thresholds in every scoring: they rate a week, not a player.
 */
export const FANTASY_WEEK_TIERS = [
  { tier: 'elite', label: 'Elite', minPoints: 25 },
  { tier: 'strong', label: 'Strong', minPoints: 15 },
  { tier: 'flex', label: 'Flex', minPoints: 8 },
  { tier: 'low', label: 'Low', minPoints: null },
] as const;

export type FantasyWeekTierDefinition = (typeof FANTASY_WEEK_TIERS)[number];
export type FantasyWeekTier = FantasyWeekTierDefinition['tier'];

const LOWEST_TIER = FANTASY_WEEK_TIERS[3];

/** The tier of a week's points: the first whose floor they reach (Low has none). */
export function getFantasyWeekTier(points: number): FantasyWeekTierDefinition {
  return (
    FANTASY_WEEK_TIERS.find((tier) => tier.minPoints === null || points >= tier.minPoints) ?? LOWEST_TIER
  );
}

/** A tier in words for the grid's legend: "Elite: 25+ points", "Flex: 8–14.9", "Low: under 8". */
export function describeFantasyWeekTier(tier: FantasyWeekTier): string {
  const index = FANTASY_WEEK_TIERS.findIndex((candidate) => candidate.tier === tier);
  const { label, minPoints } = FANTASY_WEEK_TIERS[index]!;
  const above = FANTASY_WEEK_TIERS[index - 1]?.minPoints ?? null;
  if (minPoints === null) return `${label}: under ${above ?? 0} points`;
  if (above === null) return `${label}: ${minPoints}+ points`;
  return `${label}: ${minPoints}–${above - 0.1} points`;
}
