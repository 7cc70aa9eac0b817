/**
 * The feed's writer: it holds the league timeline and what it has written (a FeedSession), and
 * turns each due week and each tick's plays into transactions on a FeedStore — the database
 * itself on the main thread, or a recorder on a worker thread (feed-worker.ts) whose statements
 * the main thread executes. Everything here is computation plus writes; the reads it starts
 * from come in.
 */
import type { NflId } from '@all22/domain';
import type { LiveChanges } from '../changes/live-changes.js';
import { sumReports, type FeedReport } from './feed-report.js';
import { startFeedSession, type FeedProgressListeners, type FeedSession } from './feed-session.js';
import type { CatchUpStart, FeedStore } from './feed-store.js';
import { revealLivePlays } from './reveal-live-plays.js';
import { writeDueWeeks } from './write-due-weeks.js';

export { NOTHING_WRITTEN, sumReports, type FeedReport } from './feed-report.js';

export interface FeedWriterOptions extends FeedProgressListeners {
  store: FeedStore;
  seed: string;
  firstSeason: number;
  changes: Pick<LiveChanges, 'publish'>;
}

export interface FeedWriter {
  /** Starts over from what the database holds and writes everything due by `now`. */
  catchUp(start: CatchUpStart, now: number): Promise<FeedReport>;
  /** Writes what fell due since the last call. */
  tick(now: number): Promise<FeedReport>;
}

export function createFeedWriter(options: FeedWriterOptions): FeedWriter {
  const { store, seed, firstSeason, changes, onProgress, onWeekWritten, onWeekDone } = options;
  const positions = new Map<NflId, string>();
  let session: FeedSession | null = null;
  return {
    async catchUp(start, now) {
      session = startFeedSession({
        store,
        changes,
        listeners: { onProgress, onWeekWritten, onWeekDone },
        seed,
        firstSeason,
        stored: start.stored,
        positions,
      });
      const report = await writeDueWeeks(session, now, start.partial, start.secondaryIndexes);
      return sumReports(report, await revealLivePlays(session, now));
    },
    async tick(now) {
      if (!session) throw new Error('The league feed ticked before catching up');
      const written = await writeDueWeeks(session, now, new Map(), []);
      return sumReports(written, await revealLivePlays(session, now));
    },
  };
}
