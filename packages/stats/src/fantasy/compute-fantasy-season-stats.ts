import { normalizePosition, type NflId, type SeasonType, type TeamId } from '@all22/domain';
import type { PlayerSeasonStats } from '../players/compute-player-season-stats.js';
import { roundTo } from '../players/compute-passer-rating.js';
import { computeFantasyPointFormats } from './fantasy-points.js';
import { rankFantasyPositions, type FantasyPositionRank } from './rank-fantasy-positions.js';
import { toFantasyStatLine } from './to-fantasy-stat-line.js';

/**
 * A fantasy season row with the spec's keys (spec 2 §3 "Fantasy stats keys"): points per format,
 * points per game played, positional rank and its label.
 */
export interface FantasySeasonStats {
  season: number;
  seasonType: SeasonType;
  nflId: NflId;
  teamId: TeamId;
  /** The position ranks are within ("" when unknown: then unranked). */
  position: string;
  gamesPlayed: number;
  fpStd: number;
  fpHalfPPR: number;
  fpPPR: number;
  fpPGStd: number;
  fpPGHalfPPR: number;
  fpPGPPR: number;
  fpPosRkStd: number | null;
  fpPosRkHalfPPR: number | null;
  fpPosRkPPR: number | null;
  fpPosRkLblStd: string | null;
  fpPosRkLblHalfPPR: string | null;
  fpPosRkLblPPR: string | null;
}

const FORMATS = ['Std', 'HalfPPR', 'PPR'] as const;
const UNRANKED: FantasyPositionRank = { rank: null, label: null };

/**
 * Fantasy season rows from player season rows: points from the season totals (fantasy scoring is
 * linear, so this equals the sum of the weeks), per game over games played (0 without games), and
 * ranks within the position for each format, separately per season and season type. Positions are
 * normalised (FB → RB, DE → EDGE…); a player without a known position is unranked.
 */
export function computeFantasySeasonStats(
  seasons: readonly PlayerSeasonStats[],
  positions: ReadonlyMap<NflId, string>,
): FantasySeasonStats[] {
  const rows = seasons.map((row) => {
    const raw = positions.get(row.nflId);
    const position = normalizePosition(raw) ?? raw?.trim().toUpperCase() ?? '';
    const points = computeFantasyPointFormats(toFantasyStatLine(row.stats));
    const perGame = (value: number) => (row.gamesPlayed > 0 ? roundTo(value / row.gamesPlayed, 2) : 0);
    return {
      season: row.season,
      seasonType: row.seasonType,
      nflId: row.nflId,
      teamId: row.teamId,
      position,
      gamesPlayed: row.gamesPlayed,
      ...points,
      fpPGStd: perGame(points.fpStd),
      fpPGHalfPPR: perGame(points.fpHalfPPR),
      fpPGPPR: perGame(points.fpPPR),
    };
  });

  const periods = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.season}:${row.seasonType}`;
    const period = periods.get(key) ?? [];
    period.push(row);
    periods.set(key, period);
  }
  const ranked = new Map<(typeof rows)[number], Record<(typeof FORMATS)[number], FantasyPositionRank>>();
  for (const period of periods.values()) {
    const byFormat = FORMATS.map((format) =>
      rankFantasyPositions(period.map((row) => ({ ...row, points: row[`fp${format}`] }))),
    );
    for (const row of period) {
      ranked.set(row, {
        Std: byFormat[0]?.get(row.nflId) ?? UNRANKED,
        HalfPPR: byFormat[1]?.get(row.nflId) ?? UNRANKED,
        PPR: byFormat[2]?.get(row.nflId) ?? UNRANKED,
      });
    }
  }
  return rows.map((row) => {
    const ranks = ranked.get(row) ?? { Std: UNRANKED, HalfPPR: UNRANKED, PPR: UNRANKED };
    return {
      ...row,
      fpPosRkStd: ranks.Std.rank,
      fpPosRkHalfPPR: ranks.HalfPPR.rank,
      fpPosRkPPR: ranks.PPR.rank,
      fpPosRkLblStd: ranks.Std.label,
      fpPosRkLblHalfPPR: ranks.HalfPPR.label,
      fpPosRkLblPPR: ranks.PPR.label,
    };
  });
}
