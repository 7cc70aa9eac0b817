/**
 * Bulk mode for a long catch-up (the first start writes every season so far). Two classic
 * bulk-load measures, each several times faster on PGlite:
 * - secondary indexes of the big tables are dropped first and built once at the end (their
 *   definitions are kept in the feed cursor, so a process killed mid-load rebuilds them on its
 *   next start);
 * - foreign-key triggers are skipped inside the load's transactions (session_replication_role),
 *   where the server allows it: the rows come from one consistent league, and a test checks
 *   that no row of a loaded league points nowhere.
 */
import type { SqlExecutor } from '@all22/db';

/** The tables a catch-up writes most rows to. */
const BULK_TABLES = ['plays', 'player_game_stats', 'injuries'];

/** Catch-ups of more league weeks than this use bulk mode. */
export const BULK_WEEK_THRESHOLD = 6;

/** The definitions of the bulk tables' indexes that back no constraint (a read). */
export async function listSecondaryIndexes(executor: SqlExecutor): Promise<string[]> {
  const { rows } = await executor.query<{ indexdef: string }>(
    `select i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1::text[])
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
     order by i.indexname`,
    [BULK_TABLES],
  );
  return rows.map((row) => row.indexdef);
}

/** The index name of a "CREATE [UNIQUE] INDEX name ON …" definition. */
const indexNameOf = (definition: string): string => {
  const match = /^CREATE (?:UNIQUE )?INDEX (?:IF NOT EXISTS )?("(?:[^"]|"")+"|\S+) ON /i.exec(definition);
  if (!match?.[1]) throw new Error(`Not an index definition: ${definition}`);
  return match[1].startsWith('"') ? match[1] : `"${match[1]}"`;
};

/** Drops the indexes of these definitions (kept by the caller to rebuild them). */
export async function dropIndexes(executor: SqlExecutor, definitions: readonly string[]): Promise<void> {
  for (const definition of definitions)
    await executor.query(`drop index if exists ${indexNameOf(definition)}`);
}

/**
 * Rebuilds dropped indexes; an index that exists already is left alone. The sorts get more
 * memory than PostgreSQL's default, for this transaction only, so they stay off disk.
 */
export async function restoreIndexes(executor: SqlExecutor, definitions: readonly string[]): Promise<void> {
  await executor.query(`set local maintenance_work_mem = '256MB'`);
  for (const definition of definitions) {
    await executor.query(
      definition.replace(/^CREATE (UNIQUE )?INDEX /i, (match) => `${match}IF NOT EXISTS `),
    );
  }
}

/** Turns foreign-key checks off for the current transaction when the role may; reports whether it did. */
export async function skipForeignKeyChecks(executor: SqlExecutor): Promise<boolean> {
  const { rows } = await executor.query<{ superuser: string }>(
    `select current_setting('is_superuser') as superuser`,
  );
  if (rows[0]?.superuser !== 'on') return false;
  await executor.query('set local session_replication_role = replica');
  return true;
}
