import type { PositionGroup } from '../players/position-group.js';

/** Fantasy scoring: points per reception 0 (standard), 0.5 (half PPR) or 1 (PPR) (spec 2 §3). */
export const POINTS_PER_RECEPTION_OPTIONS = [0, 0.5, 1] as const;
export type PointsPerReception = (typeof POINTS_PER_RECEPTION_OPTIONS)[number];

/** The default is standard scoring (spec 2 §3). */
export const DEFAULT_POINTS_PER_RECEPTION: PointsPerReception = 0;

/**
 * A stored scoring setting (a number, or the text of one as JSON's `->>` gives it) as the scoring
 * it names; anything else, or none, is the default.
 */
export function toPointsPerReception(setting: unknown): PointsPerReception {
  const value = typeof setting === 'string' && setting.trim() !== '' ? Number(setting) : setting;
  return POINTS_PER_RECEPTION_OPTIONS.find((option) => option === value) ?? DEFAULT_POINTS_PER_RECEPTION;
}

/** The fantasy keys (spec 2 §3) of one scoring: season points, points per game, position rank label. */
export interface FantasyScoring {
  readonly pointsPerReception: PointsPerReception;
  readonly label: 'Standard' | 'Half PPR' | 'PPR';
  readonly pointsKey: 'fpStd' | 'fpHalfPPR' | 'fpPPR';
  readonly perGameKey: 'fpPGStd' | 'fpPGHalfPPR' | 'fpPGPPR';
  readonly rankLabelKey: 'fpPosRkLblStd' | 'fpPosRkLblHalfPPR' | 'fpPosRkLblPPR';
}

const SCORINGS = {
  0: {
    pointsPerReception: 0,
    label: 'Standard',
    pointsKey: 'fpStd',
    perGameKey: 'fpPGStd',
    rankLabelKey: 'fpPosRkLblStd',
  },
  0.5: {
    pointsPerReception: 0.5,
    label: 'Half PPR',
    pointsKey: 'fpHalfPPR',
    perGameKey: 'fpPGHalfPPR',
    rankLabelKey: 'fpPosRkLblHalfPPR',
  },
  1: {
    pointsPerReception: 1,
    label: 'PPR',
    pointsKey: 'fpPPR',
    perGameKey: 'fpPGPPR',
    rankLabelKey: 'fpPosRkLblPPR',
  },
} as const satisfies Record<PointsPerReception, FantasyScoring>;

/** The fantasy keys for a user's points-per-reception setting; anything unknown is standard. */
export function getFantasyScoring(pointsPerReception: number | null | undefined): FantasyScoring {
  return pointsPerReception === 0.5 || pointsPerReception === 1
    ? SCORINGS[pointsPerReception]
    : SCORINGS[DEFAULT_POINTS_PER_RECEPTION];
}

/**
 * Position groups that fantasy leagues score player by player (quarterbacks, running backs,
 * receivers, tight ends, kickers); defenders and linemen count only as a team defense.
 */
export const FANTASY_POSITION_GROUPS = [
  'QB',
  'RB',
  'WR',
  'TE',
  'K',
] as const satisfies readonly PositionGroup[];

export function isFantasyPositionGroup(group: PositionGroup | null): boolean {
  return group !== null && (FANTASY_POSITION_GROUPS as readonly PositionGroup[]).includes(group);
}
