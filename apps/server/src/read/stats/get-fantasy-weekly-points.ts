import type { FantasyRankingQuery, FantasyWeeklyResponse } from '@all22/contracts';
import { type Database, playerGameStats } from '@all22/db';
import type { NflId } from '@all22/domain';
import { and, asc, inArray } from 'drizzle-orm';
import { getFantasyRanking } from './get-fantasy-ranking.js';
import { weekRangeFilter } from './select-fantasy-range-rows.js';

/**
 * GET /api/secured/stats/fantasy/weekly: the players of the ranking the same query answers, in its
 * order, each with his points week by week in the range (the weeks he played); and the range's
 * weeks in which any game line exists, the grid's columns.
 */
export async function getFantasyWeeklyPoints(
  db: Database,
  query: FantasyRankingQuery,
): Promise<FantasyWeeklyResponse> {
  const { players } = await getFantasyRanking(db, query);
  const nflIds = players.map((player) => player.nflId as NflId);
  const [lines, weekRows] = await Promise.all([
    nflIds.length === 0
      ? []
      : db
          .select({
            nflId: playerGameStats.nflId,
            week: playerGameStats.week,
            fpStd: playerGameStats.fpStd,
            fpHalfPPR: playerGameStats.fpHalfPpr,
            fpPPR: playerGameStats.fpPpr,
          })
          .from(playerGameStats)
          .where(and(weekRangeFilter(query), inArray(playerGameStats.nflId, nflIds)))
          .orderBy(asc(playerGameStats.week), asc(playerGameStats.gameId)),
    db
      .selectDistinct({ week: playerGameStats.week })
      .from(playerGameStats)
      .where(weekRangeFilter(query))
      .orderBy(asc(playerGameStats.week)),
  ]);
  const weeksByPlayer = new Map<number, FantasyWeeklyResponse['players'][number]['weeks']>();
  for (const { nflId, ...week } of lines) {
    const weeks = weeksByPlayer.get(nflId) ?? [];
    weeks.push(week);
    weeksByPlayer.set(nflId, weeks);
  }
  return {
    season: query.season,
    seasonType: query.seasonType,
    weeks: weekRows.map((row) => row.week),
    players: players.map((player) => ({ nflId: player.nflId, weeks: weeksByPlayer.get(player.nflId) ?? [] })),
  };
}
