/**
 * A raw SQL connection for the ingest's transactions: the statements of one transaction run on
 * one connection (a pooled node-postgres client, or PGlite's exclusive transaction, which holds
 * off every other query of the process until it ends), and COPY is available on PGlite.
 * Drizzle builders are still used to write the SQL, through {@link runQuery}.
 */
import type { DatabaseHandle, DatabaseKind } from '../database.js';

export interface SqlExecutor {
  readonly kind: DatabaseKind;
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>;
  /** PGlite only: `COPY ... FROM '/dev/blob'` with the blob as input. */
  copyFromBlob(text: string, blob: Blob): Promise<void>;
}

/** Anything drizzle can turn into SQL text and parameters (a select, insert, update or delete builder). */
export interface SqlSource {
  toSQL(): { sql: string; params: unknown[] };
}

/** Runs a drizzle-built statement on a raw executor. */
export async function runQuery<Row = Record<string, unknown>>(
  executor: SqlExecutor,
  source: SqlSource,
): Promise<Row[]> {
  const { sql, params } = source.toSQL();
  return (await executor.query<Row>(sql, params)).rows;
}

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws
 * (the error is rethrown). Nothing of a failed transaction stays behind.
 */
export async function withSqlTransaction<T>(
  handle: DatabaseHandle,
  work: (executor: SqlExecutor) => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') {
    return handle.client.transaction((transaction) =>
      work({
        kind: 'pglite',
        query: async <Row>(text: string, params?: readonly unknown[]) =>
          transaction.query<Row>(text, params ? [...params] : []),
        copyFromBlob: async (text, blob) => {
          await transaction.query(text, [], { blob });
        },
      }),
    );
  }
  const connection = await handle.client.connect();
  let failure: unknown;
  try {
    await connection.query('begin');
    const result = await work({
      kind: 'postgres',
      query: async <Row>(text: string, params?: readonly unknown[]) => {
        const answer = await connection.query(text, params ? [...params] : []);
        return { rows: answer.rows as Row[] };
      },
      copyFromBlob: () => Promise.reject(new Error('COPY from a blob is a PGlite feature')),
    });
    await connection.query('commit');
    return result;
  } catch (error) {
    failure = error;
    await connection.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    // A connection whose rollback failed is in an unknown state: destroy it rather than pool it.
    connection.release(failure instanceof Error ? failure : undefined);
  }
}
