import { type Database, type SavedFilmSearch, savedFilmSearches } from '@all22/db';
import { and, eq } from 'drizzle-orm';

/** Records that the user opened a saved search at `openedAt`; null when there is no such label. */
export async function markSavedSearchOpened(
  db: Database,
  userId: string,
  label: string,
  openedAt: Date,
): Promise<SavedFilmSearch | null> {
  const [opened] = await db
    .update(savedFilmSearches)
    .set({ lastOpenedAt: openedAt })
    .where(and(eq(savedFilmSearches.userId, userId), eq(savedFilmSearches.label, label)))
    .returning();
  return opened ?? null;
}
