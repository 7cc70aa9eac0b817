import { eq } from 'drizzle-orm';
import { feedState, runQuery, type Database, type SqlExecutor } from '@all22/db';

/** The single feed this server ingests: the simulated league. */
export const LEAGUE_FEED_ID = 'league';

/**
 * How far the ingest has written, kept in feed_state in the same transaction as the data, so a
 * process killed at any moment resumes exactly where the last commit left off.
 */
export interface FeedCursor {
  seed: string;
  firstSeason: number;
  /** The start instant of the last league week whose schedule, rosters and odds are written. */
  weekWrittenThroughMs: number;
  /** Index definitions dropped for a bulk load and not rebuilt yet (see bulk-load-mode.ts). */
  droppedIndexes: string[];
}

export async function readFeedCursor(db: Database): Promise<FeedCursor | null> {
  const [row] = await db.select().from(feedState).where(eq(feedState.feedId, LEAGUE_FEED_ID));
  if (!row) return null;
  const cursor = row.cursor as Partial<FeedCursor>;
  return {
    seed: row.seed ?? '',
    firstSeason: Number(cursor.firstSeason ?? 0),
    weekWrittenThroughMs: Number(cursor.weekWrittenThroughMs ?? 0),
    droppedIndexes: Array.isArray(cursor.droppedIndexes) ? cursor.droppedIndexes.map(String) : [],
  };
}

export async function writeFeedCursor(
  executor: SqlExecutor,
  db: Database,
  cursor: FeedCursor,
  processedThrough: Date,
): Promise<void> {
  const values = {
    seed: cursor.seed,
    processedThrough,
    cursor: {
      firstSeason: cursor.firstSeason,
      weekWrittenThroughMs: cursor.weekWrittenThroughMs,
      droppedIndexes: cursor.droppedIndexes,
    },
    updatedAt: new Date(),
  };
  await runQuery(
    executor,
    db
      .insert(feedState)
      .values({ feedId: LEAGUE_FEED_ID, ...values })
      .onConflictDoUpdate({ target: feedState.feedId, set: values }),
  );
}
