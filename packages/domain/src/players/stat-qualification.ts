import type { PositionGroup } from './position-group.js';

/** Season totals that decide whether a player's header stats are shown. */
export const QUALIFICATION_METRICS = [
  'passingAttempts',
  'rushingAttempts',
  'receptions',
  'snaps',
  'coveragePlays',
] as const;
export type QualificationMetric = (typeof QUALIFICATION_METRICS)[number];

export interface QualificationThreshold {
  metric: QualificationMetric;
  /** The player must have strictly more than this many per game. */
  perGame: number;
}

/**
 * Per-game volume a player must exceed (spec 1 §5). Groups with null (OL, K, P, LS) have no volume
 * rule: any player with at least one game qualifies.
 */
export const QUALIFICATION_THRESHOLDS = {
  QB: { metric: 'passingAttempts', perGame: 14 },
  RB: { metric: 'rushingAttempts', perGame: 6.25 },
  WR: { metric: 'receptions', perGame: 2 },
  TE: { metric: 'receptions', perGame: 2 },
  LB: { metric: 'snaps', perGame: 10 },
  EDGE: { metric: 'snaps', perGame: 10 },
  DL: { metric: 'snaps', perGame: 10 },
  DB: { metric: 'coveragePlays', perGame: 5 },
  OL: null,
  K: null,
  P: null,
  LS: null,
} as const satisfies Record<PositionGroup, QualificationThreshold | null>;

/** The lineup counts (gamesPlayed, gamesDnp) and season totals; a missing total counts as 0. */
export interface QualificationInput {
  gamesPlayed: number;
  gamesDnp: number;
  totals: Partial<Record<QualificationMetric, number | null>>;
}

/**
 * True when a player's season stats qualify for the header (spec 1 §5). Games are games played plus
 * games not played and must be above zero; then the group's total per game must be strictly greater
 * than its threshold (QB > 14 pass attempts, RB > 6.25 rush attempts, WR/TE > 2 receptions,
 * LB/EDGE/DL > 10 snaps, DB/CB > 5 coverage plays).
 */
export function isStatQualified(group: PositionGroup, input: QualificationInput): boolean {
  const games = input.gamesPlayed + input.gamesDnp;
  if (!Number.isFinite(games) || games <= 0) return false;
  const threshold: QualificationThreshold | null = QUALIFICATION_THRESHOLDS[group];
  if (threshold === null) return true;
  const total = input.totals[threshold.metric] ?? 0;
  // Compare total > perGame × games rather than dividing, so 6.25 × 4 = 25 is exact.
  return Number.isFinite(total) && total > threshold.perGame * games;
}
