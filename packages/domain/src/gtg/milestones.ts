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

export const MILESTONE_SCOPES = ['season', 'career'] as const;
export type MilestoneScope = (typeof MILESTONE_SCOPES)[number];

/** The rungs of a milestone ladder: `first`, then every `step` above it (`first` is a multiple of `step`). */
export interface MilestoneLadder {
  first: number;
  step: number;
}

/**
 * The round numbers worth a fact (docs/decisions/gtg.md), for a regular season and for a career
 * (regular seasons since the league's first): the first rung is one a fan would notice.
 */
export const MILESTONES: Readonly<Record<PlayerFactStat, Readonly<Record<MilestoneScope, MilestoneLadder>>>> =
  {
    passYards: { season: { first: 2000, step: 1000 }, career: { first: 5000, step: 5000 } },
    passTouchdowns: { season: { first: 10, step: 5 }, career: { first: 25, step: 25 } },
    rushYards: { season: { first: 500, step: 500 }, career: { first: 2500, step: 2500 } },
    rushTouchdowns: { season: { first: 5, step: 5 }, career: { first: 10, step: 10 } },
    receptions: { season: { first: 50, step: 25 }, career: { first: 100, step: 100 } },
    receivingYards: { season: { first: 500, step: 500 }, career: { first: 2500, step: 2500 } },
    receivingTouchdowns: { season: { first: 5, step: 5 }, career: { first: 10, step: 10 } },
    sacks: { season: { first: 5, step: 5 }, career: { first: 10, step: 10 } },
  };

/** The ladder's lowest rung above `total` (a total on a rung looks to the next one). */
export function getNextMilestone(total: number, ladder: MilestoneLadder): number {
  return Math.max(ladder.first, (Math.floor(total / ladder.step) + 1) * ladder.step);
}

/**
 * The next milestone when it is within reach: an average game of his this season gets him there
 * (the gap is more than zero and no more than his per-game figure). Null otherwise, and without a
 * per-game figure.
 */
export function findMilestoneWithinReach(
  total: number,
  ladder: MilestoneLadder,
  perGameFigure: number | null,
): { milestone: number; remaining: number } | null {
  if (perGameFigure === null || !(perGameFigure > 0)) return null;
  const milestone = getNextMilestone(total, ladder);
  const remaining = milestone - total;
  return remaining <= perGameFigure ? { milestone, remaining } : null;
}
