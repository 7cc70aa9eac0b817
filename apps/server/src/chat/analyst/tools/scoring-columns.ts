import { fantasySeasonStats, type FantasySeasonStats } from '@all22/db';
import type { FantasyScoring } from '@all22/domain';

/** The position rank columns of each scoring (fantasy_season_stats). */
export const RANK_COLUMNS = {
  fpStd: { rank: fantasySeasonStats.fpPosRkStd, label: fantasySeasonStats.fpPosRkLblStd },
  fpHalfPPR: { rank: fantasySeasonStats.fpPosRkHalfPpr, label: fantasySeasonStats.fpPosRkLblHalfPpr },
  fpPPR: { rank: fantasySeasonStats.fpPosRkPpr, label: fantasySeasonStats.fpPosRkLblPpr },
} as const;

/** A season row's position rank and its label in the user's scoring; nulls when unranked. */
export function pickPositionRank(
  row: FantasySeasonStats | undefined,
  scoring: FantasyScoring,
): { rank: number | null; label: string | null } {
  if (!row) return { rank: null, label: null };
  switch (scoring.pointsKey) {
    case 'fpStd':
      return { rank: row.fpPosRkStd, label: row.fpPosRkLblStd };
    case 'fpHalfPPR':
      return { rank: row.fpPosRkHalfPpr, label: row.fpPosRkLblHalfPpr };
    case 'fpPPR':
      return { rank: row.fpPosRkPpr, label: row.fpPosRkLblPpr };
  }
}

/** The stored points of a line in the user's scoring. */
export function pickPoints(
  line: { fpStd: number; fpHalfPpr: number; fpPpr: number },
  scoring: FantasyScoring,
): number {
  switch (scoring.pointsKey) {
    case 'fpStd':
      return line.fpStd;
    case 'fpHalfPPR':
      return line.fpHalfPpr;
    case 'fpPPR':
      return line.fpPpr;
  }
}

/** One decimal, as answers show figures. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The mean, one decimal; null for no values. */
export function average(values: readonly number[]): number | null {
  return values.length === 0 ? null : round1(values.reduce((sum, value) => sum + value, 0) / values.length);
}
