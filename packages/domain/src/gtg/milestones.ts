/** The player figures fun facts follow (a game line's headline columns). */
export const PLAYER_FACT_STATS = [
  'passYards',
  'passTouchdowns',
  'rushYards',
  'rushTouchdowns',
  'receptions',
  'receivingYards',
  'receivingTouchdowns',
  'sacks',
] as const;
export type PlayerFactStat = (typeof PLAYER_FACT_STATS)[number];

/** One game's or one period's figures. */
export type PlayerFactFigures = Readonly<Record<PlayerFactStat, number>>;

/** How a figure reads in a sentence: "1,000 receiving yards", "1 touchdown pass". */
export const PLAYER_FACT_STAT_NAMES: Readonly<Record<PlayerFactStat, { one: string; many: string }>> = {
  passYards: { one: 'passing yard', many: 'passing yards' },
  passTouchdowns: { one: 'touchdown pass', many: 'touchdown passes' },
  rushYards: { one: 'rushing yard', many: 'rushing yards' },
  rushTouchdowns: { one: 'rushing touchdown', many: 'rushing touchdowns' },
  receptions: { one: 'catch', many: 'catches' },
  receivingYards: { one: 'receiving yard', many: 'receiving yards' },
  receivingTouchdowns: { one: 'receiving touchdown', many: 'receiving touchdowns' },
  sacks: { one: 'sack', many: 'sacks' },
};

/**
 * The round numbers worth a fact (docs/decisions/gtg.md): every multiple of the step, for a
 * regular season and for a career (regular seasons since the league's first).
 */
export const MILESTONE_STEPS: Readonly<Record<PlayerFactStat, { season: number; career: number }>> = {
  passYards: { season: 1000, career: 5000 },
  passTouchdowns: { season: 10, career: 25 },
  rushYards: { season: 500, career: 2500 },
  rushTouchdowns: { season: 5, career: 10 },
  receptions: { season: 50, career: 100 },
  receivingYards: { season: 500, career: 2500 },
  receivingTouchdowns: { season: 5, career: 10 },
  sacks: { season: 5, career: 10 },
};

export type MilestoneScope = 'season' | 'career';

/** The smallest multiple of `step` above `total` (a total on a milestone looks to the next one). */
export function getNextMilestone(total: number, step: number): number {
  return (Math.floor(total / step) + 1) * step;
}

/**
 * The next milestone when it is within reach: an average game of his this season gets him there
 * (the gap is more than zero and no more than his per-game figure). Null otherwise, and without a
 * per-game figure.
 */
export function findMilestoneWithinReach(
  total: number,
  step: number,
  perGameFigure: number | null,
): { milestone: number; remaining: number } | null {
  if (perGameFigure === null || !(perGameFigure > 0)) return null;
  const milestone = getNextMilestone(total, step);
  const remaining = milestone - total;
  return remaining <= perGameFigure ? { milestone, remaining } : null;
}
