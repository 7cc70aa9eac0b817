import { type Database, type SavedFilmSearch, savedFilmSearches } from '@all22/db';
import { desc, eq } from 'drizzle-orm';

/** A user's saved searches, newest first (`userId` lower-cased, as stored). */
export function listSavedSearches(db: Database, userId: string): Promise<SavedFilmSearch[]> {
  return (
    db
      .select()
      .from(savedFilmSearches)
      .where(eq(savedFilmSearches.userId, userId))
      // The id breaks ties between searches saved in the same instant.
      .orderBy(desc(savedFilmSearches.createdAt), desc(savedFilmSearches.savedSearchId))
  );
}
