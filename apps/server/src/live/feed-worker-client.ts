/**
 * The main thread's side of the worker-thread writer: it starts feed-worker.js, executes each
 * transaction the worker plans, in order, and acknowledges it. A failed transaction fails the
 * catch-up or tick under way; the feed then starts over (a new worker) from the database.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { applyRecordedSteps, withSqlTransaction, type DatabaseHandle } from '@all22/db';
import { withStandingsSoFar } from './standings-so-far.js';
import { skipForeignKeyChecks } from './bulk-load-mode.js';
import type { FromWorker, ToWorker } from './feed-worker-protocol.js';
import type { FeedReport, FeedWriter, FeedWriterOptions } from './feed-writer.js';

const WORKER_URL = new URL('./feed-worker.js', import.meta.url);

/**
 * The worker's young generation, in MB. It allocates a great deal of short-lived data (play
 * rows, CSV text, stat lines); with V8's default nursery it spent a fifth of a first load
 * collecting garbage, with this about half as much, for some 150 MB more memory at peak.
 */
const WORKER_YOUNG_GENERATION_MB = 128;

/** The worker runs from the compiled build; tests running TypeScript sources write in-process. */
export function isFeedWorkerAvailable(): boolean {
  return existsSync(fileURLToPath(WORKER_URL));
}

export function createWorkerFeedWriter(
  options: Omit<FeedWriterOptions, 'store'> & { database: DatabaseHandle },
): FeedWriter & { close(): Promise<void> } {
  const { database } = options;
  const worker = new Worker(WORKER_URL, {
    workerData: { seed: options.seed, firstSeason: options.firstSeason, kind: database.kind },
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
  });
  const pending = new Map<
    number,
    { resolve: (report: FeedReport) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let failure: Error | null = null;
  let queue: Promise<void> = Promise.resolve();

  const failAll = (error: Error) => {
    failure ??= error;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };

  const handle = async (message: FromWorker): Promise<void> => {
    if (failure) return;
    switch (message.type) {
      case 'plan':
        try {
          await withSqlTransaction(database, async (executor) => {
            if (message.bulk) await skipForeignKeyChecks(executor);
            await applyRecordedSteps(
              withStandingsSoFar(executor),
              message.steps.map((step) =>
                step.kind === 'query'
                  ? step
                  : { kind: 'copy' as const, text: step.text, blob: new Blob([step.csv]) },
              ),
            );
          });
          worker.postMessage({ type: 'ack' } satisfies ToWorker);
        } catch (error) {
          failAll(error instanceof Error ? error : new Error(String(error)));
          await worker.terminate();
        }
        return;
      case 'progress':
        options.onProgress?.(message.message);
        return;
      case 'week':
        options.onWeekWritten?.(message.week);
        return;
      case 'week-done':
        options.onWeekDone?.(message.week);
        return;
      case 'done':
        pending.get(message.id)?.resolve(message.report);
        pending.delete(message.id);
        return;
      case 'error':
        pending.get(message.id)?.reject(new Error(message.message));
        pending.delete(message.id);
        return;
    }
  };

  worker.on('message', (message: FromWorker) => {
    queue = queue.then(() => handle(message));
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`The feed worker stopped (exit code ${code})`)));

  const request = (message: ToWorker & { id: number }): Promise<FeedReport> =>
    failure
      ? Promise.reject(failure)
      : new Promise((resolve, reject) => {
          pending.set(message.id, { resolve, reject });
          worker.postMessage(message);
        });

  return {
    catchUp: (start, now) => request({ type: 'catch-up', id: nextId++, start, now }),
    tick: (now) => request({ type: 'tick', id: nextId++, now }),
    async close() {
      failure ??= new Error('The feed worker was closed');
      await worker.terminate();
    },
  };
}
