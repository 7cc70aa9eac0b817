import type { FantasyRankingQuery, FantasyRankingResponse } from '@all22/contracts';
import type { Database } from '@all22/db';
import type { TeamId } from '@all22/domain';
import { selectFantasyRangeRows } from './select-fantasy-range-rows.js';
import { selectFantasySeasonRows } from './select-fantasy-season-rows.js';
import { selectTeamByes } from './select-team-byes.js';
import { sortFantasyPlayers } from './sort-fantasy-players.js';

/** True when the query names a week range (either end). */
export function hasWeekRange(query: FantasyRankingQuery): boolean {
  return query.weekFrom !== undefined || query.weekTo !== undefined;
}

/**
 * The fantasy ranking (spec 1 §7, §9): the period's players — the stored season rows, or a week
 * range's sums — of the positions and team asked for, each with his team's abbreviation and bye
 * week, sorted by any column with unranked players last, the first `limit`.
 */
export async function getFantasyRanking(
  db: Database,
  query: FantasyRankingQuery,
): Promise<FantasyRankingResponse> {
  const [rows, teams] = await Promise.all([
    hasWeekRange(query) ? selectFantasyRangeRows(db, query) : selectFantasySeasonRows(db, query),
    selectTeamByes(db, query.season),
  ]);
  const players = rows
    .filter((row) => query.teamId === undefined || row.teamId === query.teamId)
    .map((row) => {
      const team = row.teamId === null ? undefined : teams.get(row.teamId as TeamId);
      return { ...row, teamAbbr: team?.abbr ?? null, byeWeek: team?.byeWeek ?? null };
    });
  return { players: sortFantasyPlayers(players, query.sortKey, query.sortValue).slice(0, query.limit) };
}
