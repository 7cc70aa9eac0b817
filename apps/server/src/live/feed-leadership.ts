/**
 * One writer for the league feed. Several server processes may share one PostgreSQL; each runs
 * the feed code, but only the one holding a session advisory lock ingests — the others serve and
 * hear its changes through LISTEN/NOTIFY. The lock lives on a connection this process keeps, so
 * it is released the moment that process (or its connection) dies, and a follower takes over on
 * its next try. PGlite belongs to one process, which always leads.
 */
import type { DatabaseHandle } from '@all22/db';
import type pg from 'pg';

/** An arbitrary constant, unique to this app (the migrations use 7_022_022_001). */
const FEED_LOCK_KEY = 7_022_022_002;

export interface FeedLeadership {
  /** True when this process holds the ingest lock; tries to take it when it does not. */
  acquire(): Promise<boolean>;
  /** Whether the lock was held at the last look (false after its connection failed). */
  isHeld(): boolean;
  release(): Promise<void>;
}

export function createFeedLeadership(database: DatabaseHandle): FeedLeadership {
  if (database.kind === 'pglite') {
    return { acquire: async () => true, isHeld: () => true, release: async () => undefined };
  }
  const pool = database.client;
  let connection: pg.PoolClient | null = null;
  let held = false;

  const drop = (error?: Error) => {
    held = false;
    const current = connection;
    connection = null;
    // Destroy rather than pool it: a pooled connection would keep the lock.
    current?.release(error ?? true);
  };

  return {
    async acquire() {
      if (held) return true;
      connection ??= await pool.connect();
      connection.once('error', (error: Error) => drop(error));
      const { rows } = await connection.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [FEED_LOCK_KEY],
      );
      held = rows[0]?.locked === true;
      if (!held) drop();
      return held;
    },
    isHeld: () => held,
    async release() {
      // Unlock first, so a follower can take over at once rather than when the server notices
      // the closed connection.
      if (held && connection)
        await connection.query('select pg_advisory_unlock($1)', [FEED_LOCK_KEY]).catch(() => undefined);
      drop();
    },
  };
}
