import { type Database, savedFilmSearches } from '@all22/db';
import { and, eq } from 'drizzle-orm';

/** Deletes one of a user's saved searches by label; false when there was none. */
export async function deleteSavedSearch(db: Database, userId: string, label: string): Promise<boolean> {
  const deleted = await db
    .delete(savedFilmSearches)
    .where(and(eq(savedFilmSearches.userId, userId), eq(savedFilmSearches.label, label)))
    .returning({ savedSearchId: savedFilmSearches.savedSearchId });
  return deleted.length > 0;
}
