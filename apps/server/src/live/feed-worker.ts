/**
 * The feed's writer on a worker thread: it simulates the league, derives the stats and encodes
 * every row here, recording each transaction's statements instead of running them, and posts
 * them to the main thread, which owns the database and executes them in order (see
 * feed-worker-client.ts). The two threads overlap: while the main thread writes one week, this
 * one computes the next — up to a few transactions ahead.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createQueryBuilder, createRecordingExecutor, type DatabaseKind } from '@all22/db';
import type { FeedStore } from './feed-store.js';
import { createFeedWriter } from './feed-writer.js';
import { publishLiveChange } from '../changes/live-changes.js';
import type { FromWorker, ToWorker, WorkerPlanStep } from './feed-worker-protocol.js';

/** Transactions computed ahead of the main thread at most (bounds the memory they hold). */
const MAX_PLANS_AHEAD = 3;

const port = parentPort;
if (!port) throw new Error('feed-worker.ts runs as a worker thread');
const { seed, firstSeason, kind } = workerData as { seed: string; firstSeason: number; kind: DatabaseKind };

const post = (message: FromWorker) => port.postMessage(message);

let credits = MAX_PLANS_AHEAD;
let waiting: (() => void) | null = null;
const takeCredit = async (): Promise<void> => {
  while (credits === 0) await new Promise<void>((resolve) => (waiting = resolve));
  credits -= 1;
};

const store: FeedStore = {
  kind,
  db: createQueryBuilder(),
  async transaction(work, { bulk }) {
    const recorder = createRecordingExecutor(kind);
    const result = await work(recorder);
    const steps: WorkerPlanStep[] = [];
    for (const step of recorder.takeSteps()) {
      steps.push(
        step.kind === 'query' ? step : { kind: 'copy', text: step.text, csv: await step.blob.text() },
      );
    }
    await takeCredit();
    post({ type: 'plan', bulk, steps });
    return result;
  },
};

const writer = createFeedWriter({
  store,
  seed,
  firstSeason,
  changes: { publish: publishLiveChange },
  onProgress: (message) => post({ type: 'progress', message }),
  onWeekWritten: (week) => post({ type: 'week', week }),
  // After the week's plan, if it had one: the main thread reports it once that plan commits.
  onWeekDone: (week) => post({ type: 'week-done', week }),
});

port.on('message', (message: ToWorker) => {
  if (message.type === 'ack') {
    credits += 1;
    const resume = waiting;
    waiting = null;
    resume?.();
    return;
  }
  const work =
    message.type === 'catch-up' ? writer.catchUp(message.start, message.now) : writer.tick(message.now);
  work.then(
    (report) => post({ type: 'done', id: message.id, report }),
    (error: unknown) =>
      post({
        type: 'error',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
