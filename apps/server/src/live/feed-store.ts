/**
 * What the feed's writer needs of a database: a statement builder, transactions, and the few
 * reads a catch-up starts from. The main thread's store is the database itself; a worker's
 * store records each transaction's statements and hands them to the main thread to execute.
 */
import {
  games,
  plays,
  withSqlTransaction,
  type Database,
  type DatabaseHandle,
  type DatabaseKind,
  type SqlExecutor,
} from '@all22/db';
import type { GameId, SeasonType } from '@all22/domain';
import { count, eq, notLike, sql } from 'drizzle-orm';
import { listSecondaryIndexes, skipForeignKeyChecks } from './bulk-load-mode.js';
import { readFeedCursor, type FeedCursor } from './feed-cursor.js';
import { withStandingsSoFar } from './standings-so-far.js';

/** A game of a week written before that is not final: the plays written so far. */
export interface PartialGame {
  written: number;
  seasonKey: string;
}

export function seasonTypeKey(season: number, seasonType: SeasonType): string {
  return `${season}-${seasonType}`;
}

/** Where a catch-up starts from: the database's cursor, its unfinished games and its indexes. */
export interface CatchUpStart {
  stored: FeedCursor | null;
  partial: Map<GameId, PartialGame>;
  /** Definitions of the big tables' secondary indexes, should a bulk load drop them. */
  secondaryIndexes: string[];
}

export interface FeedStore {
  readonly kind: DatabaseKind;
  /** Builds statements (`.toSQL()`); the feed never executes through it. */
  readonly db: Database;
  /** Runs `work` in one transaction; `bulk` skips foreign-key checks where allowed. */
  transaction<T>(work: (executor: SqlExecutor) => Promise<T>, options: { bulk: boolean }): Promise<T>;
}

/** The reads a catch-up starts from. */
export async function readCatchUpStart(database: DatabaseHandle): Promise<CatchUpStart> {
  const stored = await readFeedCursor(database.db);
  const rows = stored
    ? await database.db
        .select({
          gameId: games.gameId,
          season: games.season,
          seasonType: games.seasonType,
          written: count(plays.playId),
        })
        .from(games)
        .leftJoin(plays, eq(plays.gameId, games.gameId))
        .where(notLike(games.phase, sql`${'%FINAL%'}`))
        .groupBy(games.gameId, games.season, games.seasonType)
    : [];
  const secondaryIndexes = await withSqlTransaction(database, (executor) => listSecondaryIndexes(executor));
  return {
    stored,
    partial: new Map(
      rows.map((row) => [
        row.gameId,
        { written: Number(row.written), seasonKey: seasonTypeKey(row.season, row.seasonType) },
      ]),
    ),
    secondaryIndexes,
  };
}

/** The main thread's store: the database itself. */
export function createDatabaseFeedStore(database: DatabaseHandle): FeedStore {
  return {
    kind: database.kind,
    db: database.db,
    transaction: (work, { bulk }) =>
      withSqlTransaction(database, async (executor) => {
        if (bulk) await skipForeignKeyChecks(executor);
        return work(withStandingsSoFar(executor));
      }),
  };
}
