/**
 * The bulk-load session around a long catch-up (bulk-load-mode.ts says why): the big tables'
 * secondary indexes are dropped first, their definitions kept in the cursor in the same
 * transaction, and rebuilt once at the end, or on the next start when a load was cut short.
 */
import { dropIndexes, restoreIndexes } from './bulk-load-mode.js';
import { saveFeedCursor, type FeedSession } from './feed-session.js';

/** Drops the secondary indexes not dropped already. */
export async function beginBulkLoad(
  session: FeedSession,
  now: number,
  secondaryIndexes: readonly string[],
): Promise<void> {
  await session.store.transaction(
    async (executor) => {
      const { droppedIndexes } = session.cursor;
      const toDrop = secondaryIndexes.filter((definition) => !droppedIndexes.includes(definition));
      await dropIndexes(executor, toDrop);
      session.cursor = { ...session.cursor, droppedIndexes: [...droppedIndexes, ...toDrop] };
      await saveFeedCursor(session, executor, now);
    },
    { bulk: false },
  );
}

/**
 * Rebuilds the indexes a bulk load dropped (also after a bulk load that was cut short), then
 * gathers the planner's statistics. PGlite has no autovacuum, so nothing else ever analyzes its
 * tables, and without statistics the planner misjudges every filter: a season's question read the
 * whole plays table, a cold Fantasy AI answer was 2.8× slower (bench:chat, same process: p95 first
 * chunk 1,697 → 609 ms). On PostgreSQL autovacuum would come to it later; now it is there at once.
 */
export async function rebuildDroppedIndexes(session: FeedSession, now: number): Promise<void> {
  const definitions = session.cursor.droppedIndexes;
  if (definitions.length === 0) return;
  await session.store.transaction(
    async (executor) => {
      await restoreIndexes(executor, definitions);
      await executor.query('analyze');
      session.cursor = { ...session.cursor, droppedIndexes: [] };
      await saveFeedCursor(session, executor, now);
    },
    { bulk: false },
  );
  session.listeners.onProgress?.(`${definitions.length} indexes rebuilt, statistics gathered`);
}
