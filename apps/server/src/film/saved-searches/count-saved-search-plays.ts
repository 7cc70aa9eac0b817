import type { SavedSearch } from '@all22/contracts';
import type { Database, SavedFilmSearch } from '@all22/db';
import type { PlayFinder } from '../play-finder.js';
import { countPlaysInGames } from './count-plays-in-games.js';
import { type FinishedGame, findGamesFinishedSince } from './find-games-finished-since.js';
import { parseFilterExpression } from './parse-filter-expression.js';

export interface SavedSearchPlayCounting {
  readonly db: Database;
  /** The film room's finder (the in-memory film index), as GET /api/plays searches. */
  readonly finder: PlayFinder;
  /** The film filters' latest season (getLatestFilmSeason). */
  readonly latestSeason: number;
}

const earliest = (dates: readonly (Date | null)[]): Date | null =>
  dates.reduce<Date | null>(
    (first, date) => (date !== null && (first === null || date < first) ? date : first),
    null,
  );

/**
 * Saved searches as the API answers them, each with its play counts:
 * - matchingPlays: what GET /api/plays's total is for the same filters, from the same finder;
 * - newPlays: those in games that finished after the search was last opened (or saved). Never
 *   opened (lastOpenedAt null, searches saved before the column existed) counts none as new.
 * The games finished since the earliest opening are read once for the whole list. A stored
 * expression the codec no longer accepts (a filter since retired) matches nothing, rather than
 * failing the user's whole list.
 */
export async function countSavedSearchPlays(
  { db, finder, latestSeason }: SavedSearchPlayCounting,
  rows: readonly SavedFilmSearch[],
): Promise<SavedSearch[]> {
  const since = earliest(rows.map((row) => row.lastOpenedAt));
  const finishedGames: readonly FinishedGame[] =
    since === null ? [] : await findGamesFinishedSince(db, since);

  return Promise.all(
    rows.map(async (row): Promise<SavedSearch> => {
      const parsed = parseFilterExpression(row.filterExpression, latestSeason);
      let matchingPlays = 0;
      let newPlays = 0;
      if (parsed.ok) {
        const { lastOpenedAt } = row;
        const newGameIds =
          lastOpenedAt === null
            ? []
            : finishedGames.filter((game) => game.finishedAt > lastOpenedAt).map((game) => game.gameId);
        [matchingPlays, newPlays] = await Promise.all([
          finder.findPlays({ filters: parsed.filters, offset: 0, limit: 1 }).then((result) => result.total),
          countPlaysInGames(db, parsed.filters, newGameIds),
        ]);
      }
      return {
        userId: row.userId,
        label: row.label,
        filterExpression: row.filterExpression,
        createdAt: row.createdAt.toISOString(),
        lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
        matchingPlays,
        newPlays,
      };
    }),
  );
}
