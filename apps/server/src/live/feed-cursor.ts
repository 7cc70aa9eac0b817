import { eq } from 'drizzle-orm';
import { feedState, runQuery, type Database, type SqlExecutor } from '@all22/db';

/** The single feed this server ingests: the simulated league. */
export const LEAGUE_FEED_ID = 'league';

/**
 * The version of the figures the league's rows are derived with. A database written with another
 * is emptied and loaded again from its seed as the feed starts (league data is regenerated; user
 * data is kept): the feed writes only what is missing, so it would never rewrite them.
 * 1: fantasy points without kicking; 2: kickers scored (issue 20); 3: an interception return ends
 * at the goal line (it ran up to 180 yards: issue 21's realism report).
 */
export const LEAGUE_FIGURES_VERSION = 3;

/**
 * How far the ingest has written, kept in feed_state in the same transaction as the data, so a
 * process killed at any moment resumes exactly where the last commit left off.
 */
export interface FeedCursor {
  seed: string;
  firstSeason: number;
  /** {@link LEAGUE_FIGURES_VERSION} of the rows written; 1 for a cursor written before it existed. */
  figuresVersion: number;
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
    figuresVersion: Number(cursor.figuresVersion ?? 1),
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
      figuresVersion: cursor.figuresVersion,
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
