import type { CatchUpStart } from './feed-store.js';
import type { FeedReport } from './feed-writer.js';

/** A recorded statement as it crosses threads: COPY input travels as text. */
export type WorkerPlanStep =
  { kind: 'query'; text: string; params: unknown[] } | { kind: 'copy'; text: string; csv: string };

/** Main thread → worker. */
export type ToWorker =
  | { type: 'catch-up'; id: number; start: CatchUpStart; now: number }
  | { type: 'tick'; id: number; now: number }
  /** One plan executed and committed: the worker may compute one more ahead. */
  | { type: 'ack' };

/** Worker → main thread, in the order things happen. */
export type FromWorker =
  | { type: 'plan'; bulk: boolean; steps: WorkerPlanStep[] }
  | { type: 'progress'; message: string }
  | { type: 'week'; week: string }
  | { type: 'week-done'; week: string }
  | { type: 'done'; id: number; report: FeedReport }
  | { type: 'error'; id: number; message: string };
