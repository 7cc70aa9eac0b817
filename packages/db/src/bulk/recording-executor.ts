/**
 * Writes planned in one place and executed in another: a recording executor stands in for a
 * connection, keeping every statement (and COPY payload) instead of running it, so the league
 * feed can compute a transaction's writes on a worker thread while the main thread, which owns
 * the database, executes them. Writes never read their results, which is what makes this work.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database, DatabaseKind } from '../database.js';
import * as schema from '../schema/index.js';
import type { SqlExecutor } from './sql-executor.js';

/** One recorded statement: plain SQL with parameters, or a COPY with its input. */
export type RecordedStep =
  { kind: 'query'; text: string; params: unknown[] } | { kind: 'copy'; text: string; blob: Blob };

export interface RecordingExecutor extends SqlExecutor {
  /** The statements recorded so far, in order; taking them empties the recorder. */
  takeSteps(): RecordedStep[];
}

/** An executor for `kind` that records instead of executing; every query answers no rows. */
export function createRecordingExecutor(kind: DatabaseKind): RecordingExecutor {
  let steps: RecordedStep[] = [];
  return {
    kind,
    query: async <Row>(text: string, params?: readonly unknown[]) => {
      steps.push({ kind: 'query', text, params: params ? [...params] : [] });
      return { rows: [] as Row[] };
    },
    copyFromBlob: async (text, blob) => {
      steps.push({ kind: 'copy', text, blob });
    },
    takeSteps: () => {
      const taken = steps;
      steps = [];
      return taken;
    },
  };
}

/** Runs recorded statements, in order, on a real executor (inside the caller's transaction). */
export async function applyRecordedSteps(
  executor: SqlExecutor,
  steps: readonly RecordedStep[],
): Promise<void> {
  for (const step of steps) {
    if (step.kind === 'query') await executor.query(step.text, step.params);
    else await executor.copyFromBlob(step.text, step.blob);
  }
}

/**
 * A drizzle instance with no connection, for building statements (`.toSQL()`) where there is no
 * database, such as a worker thread. Its queries cannot be executed directly.
 */
export function createQueryBuilder(): Database {
  return drizzle.mock({ schema }) as unknown as Database;
}
