import type {
  FantasyRankingPlayer,
  FantasyRankingSortKey,
  FantasyStatKey,
  SortValue,
} from '@all22/contracts';
import { formatTeamAbbr } from '@all22/domain';
import { sortStatRows } from './sort-stat-rows.js';

type SortValueOf = (player: FantasyRankingPlayer) => number | string | null;

const stat =
  (key: FantasyStatKey): SortValueOf =>
  (player) =>
    player.stats[key];

/**
 * What each sort key sorts by: a figure, or a text compared alphabetically. A rank label sorts by
 * its rank; the team by its abbreviation as shown (AZ, not ARI). Null = no value (last).
 */
const SORT_VALUE_OF: Record<FantasyRankingSortKey, SortValueOf> = {
  fpStd: (p) => p.fpStd,
  fpHalfPPR: (p) => p.fpHalfPPR,
  fpPPR: (p) => p.fpPPR,
  fpPGStd: (p) => p.fpPGStd,
  fpPGHalfPPR: (p) => p.fpPGHalfPPR,
  fpPGPPR: (p) => p.fpPGPPR,
  fpPosRkStd: (p) => p.fpPosRkStd,
  fpPosRkHalfPPR: (p) => p.fpPosRkHalfPPR,
  fpPosRkPPR: (p) => p.fpPosRkPPR,
  fpPosRkLblStd: (p) => p.fpPosRkStd,
  fpPosRkLblHalfPPR: (p) => p.fpPosRkHalfPPR,
  fpPosRkLblPPR: (p) => p.fpPosRkPPR,
  displayName: (p) => p.displayName,
  position: (p) => p.position || null,
  teamAbbr: (p) => (p.teamAbbr === null ? null : formatTeamAbbr(p.teamAbbr)),
  byeWeek: (p) => p.byeWeek,
  gamesPlayed: (p) => p.gamesPlayed,
  passYards: stat('passYards'),
  passTouchdowns: stat('passTouchdowns'),
  interceptions: stat('interceptions'),
  rushAttempts: stat('rushAttempts'),
  rushYards: stat('rushYards'),
  rushTouchdowns: stat('rushTouchdowns'),
  targets: stat('targets'),
  receptions: stat('receptions'),
  receivingYards: stat('receivingYards'),
  receivingTouchdowns: stat('receivingTouchdowns'),
  fumblesLost: stat('fumblesLost'),
  twoPointConversions: stat('twoPointConversions'),
  fieldGoalsMade: stat('fieldGoalsMade'),
  fieldGoalsAttempted: stat('fieldGoalsAttempted'),
  extraPointsMade: stat('extraPointsMade'),
};

/**
 * Sorts ranking rows by any of their columns. Players without games are unranked: they come last
 * whatever the column and direction (the app's 999999), even where their 0 or their name would
 * otherwise mix in. Ties keep nflId order.
 */
export function sortFantasyPlayers(
  rows: readonly FantasyRankingPlayer[],
  sortKey: FantasyRankingSortKey,
  direction: SortValue,
): FantasyRankingPlayer[] {
  const valueOf = SORT_VALUE_OF[sortKey];
  const sortable = rows.map((player) => ({
    player,
    value: player.gamesPlayed > 0 ? valueOf(player) : null,
    tieBreakers: [player.nflId],
  }));
  return sortStatRows(sortable, direction).map((row) => row.player);
}
