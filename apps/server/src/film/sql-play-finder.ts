import { type Database, plays } from '@all22/db';
import type { PlayKey } from '@all22/domain';
import { and, asc, count, desc } from 'drizzle-orm';
import { toFilmFilterConditions } from './film-filter-conditions.js';
import type { PlayFinder, PlaySearch, PlaySearchResult } from './play-finder.js';

/** A PlayFinder that asks the database: the count and the page's keys, in one round trip each. */
export function createSqlPlayFinder(db: Database): PlayFinder {
  return {
    async findPlays({ filters, offset, limit }: PlaySearch): Promise<PlaySearchResult> {
      const where = and(...toFilmFilterConditions(filters));
      const [keys, totals] = await Promise.all([
        db
          .select({ gameId: plays.gameId, playId: plays.playId })
          .from(plays)
          .where(where)
          .orderBy(desc(plays.gameId), asc(plays.sequence))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(plays).where(where),
      ]);
      return { keys: keys satisfies PlayKey[], total: totals[0]?.total ?? 0 };
    },
  };
}
