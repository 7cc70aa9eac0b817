import type { GameOddsResponse } from '@all22/contracts';
import { type Database, gameOdds, games } from '@all22/db';
import type { SeasonType } from '@all22/domain';
import { and, asc, eq } from 'drizzle-orm';

/** The betting lines of a week's games that have one, by kick-off. Prices are decimal odds. */
export async function listWeekOdds(
  db: Database,
  week: { season: number; seasonType: SeasonType; week: number },
): Promise<GameOddsResponse[]> {
  const rows = await db
    .select({ odds: gameOdds, smartId: games.smartId, eliasId: games.eliasId })
    .from(gameOdds)
    .innerJoin(games, eq(games.gameId, gameOdds.gameId))
    .where(
      and(eq(games.season, week.season), eq(games.seasonType, week.seasonType), eq(games.week, week.week)),
    )
    .orderBy(asc(games.isoTime), asc(games.gameId));
  return rows.map(({ odds, smartId, eliasId }) => ({
    gameId: odds.gameId,
    smartId,
    eliasId,
    awayHandicap: odds.awayHandicap,
    homeHandicap: odds.homeHandicap,
    awayPrice: odds.awayPrice,
    homePrice: odds.homePrice,
    total: odds.total,
    overPrice: odds.overPrice,
    underPrice: odds.underPrice,
    updatedAt: odds.updatedAt.toISOString(),
  }));
}
