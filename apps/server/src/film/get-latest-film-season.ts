import { type Database, seasons } from '@all22/db';
import { eq, max } from 'drizzle-orm';

/**
 * The latest season with film, the film filters' upper bound (spec 2 §3: 2018 to the current
 * season). Before any season is loaded, the league clock's calendar year.
 */
export async function getLatestFilmSeason(db: Database, now: number): Promise<number> {
  const [row] = await db
    .select({ season: max(seasons.season) })
    .from(seasons)
    .where(eq(seasons.hasFilm, true));
  return row?.season ?? new Date(now).getUTCFullYear();
}
