import { type Database, plays } from '@all22/db';
import type { FilmFilters, GameId } from '@all22/domain';
import { and, count, inArray } from 'drizzle-orm';
import { toFilmFilterConditions } from '../film-filter-conditions.js';

/**
 * How many plays of the given games match the film filters: the SQL finder's conditions, narrowed
 * to those games (the plays key's game_id prefix). The film index cannot restrict a search to a
 * set of games, and the property test keeps both finders answering alike.
 */
export async function countPlaysInGames(
  db: Database,
  filters: FilmFilters,
  gameIds: readonly GameId[],
): Promise<number> {
  if (gameIds.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(plays)
    .where(and(inArray(plays.gameId, [...gameIds]), ...toFilmFilterConditions(filters)));
  return row?.total ?? 0;
}
