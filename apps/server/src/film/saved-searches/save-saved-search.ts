import { type Database, type SavedFilmSearch, savedFilmSearches } from '@all22/db';
import { and, count, eq, sql } from 'drizzle-orm';

export interface SavedSearchInput {
  /** Lower-cased. */
  readonly userId: string;
  /** Trimmed. */
  readonly label: string;
  /** Canonical form. */
  readonly filterExpression: string;
}

export type SaveSavedSearchResult =
  | { readonly kind: 'saved'; readonly savedSearch: SavedFilmSearch; readonly replaced: boolean }
  | { readonly kind: 'limitReached' };

/**
 * Saves a search under its label: a new label is added unless the user already keeps
 * `maxPerUser`; an existing one is replaced — saved anew (createdAt) with its new expression.
 * Either way the user is looking at its plays right now, so `openedAt` is its last opening.
 * A per-user advisory lock makes the count and the write one step: two saves at once cannot
 * both take the last free place.
 */
export function saveSavedSearch(
  db: Database,
  input: SavedSearchInput,
  { openedAt, maxPerUser }: { openedAt: Date; maxPerUser: number },
): Promise<SaveSavedSearchResult> {
  const { userId, label, filterExpression } = input;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`saved_film_searches:${userId}`}, 0))`,
    );
    const [replaced] = await tx
      .update(savedFilmSearches)
      .set({ filterExpression, createdAt: sql`now()`, lastOpenedAt: openedAt })
      .where(and(eq(savedFilmSearches.userId, userId), eq(savedFilmSearches.label, label)))
      .returning();
    if (replaced) return { kind: 'saved', savedSearch: replaced, replaced: true };

    const [kept] = await tx
      .select({ total: count() })
      .from(savedFilmSearches)
      .where(eq(savedFilmSearches.userId, userId));
    if ((kept?.total ?? 0) >= maxPerUser) return { kind: 'limitReached' };
    const [added] = await tx
      .insert(savedFilmSearches)
      .values({ userId, label, filterExpression, lastOpenedAt: openedAt })
      .returning();
    if (!added) throw new Error('saved_film_searches insert returned no row');
    return { kind: 'saved', savedSearch: added, replaced: false };
  });
}
