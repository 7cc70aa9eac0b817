/**
 * The live feed ingest. The simulated league is a deterministic timeline (packages/league); the
 * database is its projection at the league clock's "now". On start the feed regenerates the
 * timeline, compares it with what feed_state says is written, and writes what is missing —
 * week by week, each week in one transaction with the cursor — then, on every tick, writes the
 * plays whose time has come, with the game state and every derived figure they change, in one
 * transaction that also announces the changes. A process killed at any point resumes from the
 * last commit with nothing lost or written twice. The writing itself is the FeedWriter's, here
 * or on a worker thread; this module decides when to write and whether this process may.
 */
import { withSqlTransaction, type DatabaseHandle } from '@all22/db';
import {
  countLeagueWeeksStarting,
  FIRST_LEAGUE_SEASON,
  getLeagueWeekStart,
  getSeasonCalendar,
  type LeagueClock,
} from '@all22/league';
import type { FeedLeadership } from './feed-leadership.js';
import {
  advanceLoadProgress,
  describeLoadProgress,
  startLoadProgress,
  type LoadProgress,
  type LoadProgressState,
} from './feed-load-progress.js';
import { LEAGUE_FIGURES_VERSION } from './feed-cursor.js';
import { createDatabaseFeedStore, readCatchUpStart } from './feed-store.js';
import { resetLeagueData } from './reset-league-data.js';
import {
  createFeedWriter,
  NOTHING_WRITTEN,
  type FeedReport,
  type FeedWriter,
  type FeedWriterOptions,
} from './feed-writer.js';
import type { LiveChanges } from '../changes/live-changes.js';

export type { FeedReport } from './feed-writer.js';
export type { LoadProgress } from './feed-load-progress.js';

/** Thrown when the database holds a league made from another seed or first season. */
export class FeedMismatchError extends Error {
  override readonly name = 'FeedMismatchError';
}

export interface LeagueFeedOptions {
  database: DatabaseHandle;
  seed: string;
  /** The league's first season; by default the one the database holds, else 2018. */
  firstSeason?: number;
  clock: LeagueClock;
  changes: LiveChanges;
  /** Progress lines for the terminal ("2019 season written: …"). */
  onProgress?: (message: string) => void;
  /** Called after each league week's transaction commits, with the week's slug ("2024 WEEK_3"). */
  onWeekWritten?: (week: string) => void;
  /**
   * Called as a catch-up begins (0 done) and after each league week it goes through, with the
   * progress status() reports. Every catch-up reports, the first and the retried ones.
   */
  onLoadProgress?: (progress: LoadProgress) => void;
  /** Who may write (several processes on one PostgreSQL); this process always may by default. */
  leadership?: FeedLeadership;
  onError?: (error: unknown) => void;
  /** When a failed feed starts over (5 s after the first failure, doubling to 5 min by default). */
  retry?: FeedRetryPolicy;
  /**
   * Makes the writer; by default one on this thread writing straight to the database. The
   * worker-thread writer (feed-worker-client.ts) computes on another core.
   */
  createWriter?: (options: Omit<FeedWriterOptions, 'store'> & { database: DatabaseHandle }) => FeedWriter & {
    close?(): Promise<void>;
  };
}

/** What the health check reports about the feed. */
export interface FeedStatus {
  /**
   * idle before catchUp; loading while it runs; live once caught up; following while another
   * process writes the feed (this one serves what it writes); failing after an error.
   */
  state: 'idle' | 'loading' | 'live' | 'following' | 'failing';
  /** The league clock's instant up to which everything is written. */
  processedThrough: number | null;
  lastError: string | null;
  /** While failing: when (epoch ms) the feed starts over; null when it will not (another league's database). */
  retryAt: number | null;
  /** While loading (a catch-up under way): how far it is; null otherwise. */
  progress: LoadProgress | null;
}

export interface LeagueFeed {
  status(): FeedStatus;
  /** Writes everything due by now that is missing. Call once before serving. */
  catchUp(): Promise<FeedReport>;
  /** Writes what fell due since the last call; after a failure, starts over once the backoff has passed. */
  tick(): Promise<FeedReport>;
  /**
   * Ticks every `intervalMs` (never two at once) until stop(). Call it even when catchUp()
   * failed: the ticks retry the catch-up with backoff.
   */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/**
 * How long a failed feed waits before it starts over from the database: `initialMs` after the
 * first failure, doubling with each failure in a row, never more than `maxMs`.
 */
export interface FeedRetryPolicy {
  initialMs: number;
  maxMs: number;
}

const DEFAULT_RETRY: FeedRetryPolicy = { initialMs: 5_000, maxMs: 300_000 };

/** The wait before the next attempt after `failures` failures in a row (1 or more). */
export function getFeedRetryDelay(policy: FeedRetryPolicy, failures: number): number {
  return Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(failures - 1, 30));
}

const createInProcessWriter: NonNullable<LeagueFeedOptions['createWriter']> = ({ database, ...options }) =>
  createFeedWriter({ ...options, store: createDatabaseFeedStore(database) });

export function createLeagueFeed(options: LeagueFeedOptions): LeagueFeed {
  const { database, seed, clock, changes } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const leadership: FeedLeadership = options.leadership ?? {
    acquire: async () => true,
    isHeld: () => true,
    release: async () => undefined,
  };
  let writer: (FeedWriter & { close?(): Promise<void> }) | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let isStopped = false;
  const status: FeedStatus = {
    state: 'idle',
    processedThrough: null,
    lastError: null,
    retryAt: null,
    progress: null,
  };
  /** The catch-up under way; null outside one (the ticks' weeks are not a load). */
  let loading: LoadProgressState | null = null;
  const reportProgress = (state: LoadProgressState) => {
    loading = state;
    status.progress = describeLoadProgress(state);
    options.onLoadProgress?.(status.progress);
  };
  const endLoad = () => {
    loading = null;
    status.progress = null;
  };
  /** Failures in a row; the retry delay doubles with each. */
  let failures = 0;
  let isUnrecoverable = false;
  const fail = (error: unknown): never => {
    failures += 1;
    isUnrecoverable = error instanceof FeedMismatchError;
    endLoad();
    status.state = 'failing';
    status.lastError = error instanceof Error ? error.message : String(error);
    status.retryAt = isUnrecoverable ? null : Date.now() + getFeedRetryDelay(retry, failures);
    throw error;
  };
  const succeed = (now: number, report: FeedReport): FeedReport => {
    failures = 0;
    endLoad();
    Object.assign(status, { state: 'live', processedThrough: now, lastError: null, retryAt: null });
    return report;
  };

  /** Regenerates the league, compares it with the database and writes what is missing. */
  const writeMissing = async (): Promise<FeedReport> => {
    status.state = 'loading';
    let start = await readCatchUpStart(database);
    const { stored } = start;
    const firstSeason = options.firstSeason ?? stored?.firstSeason ?? FIRST_LEAGUE_SEASON;
    if (stored && (stored.seed !== seed || stored.firstSeason !== firstSeason)) {
      throw new FeedMismatchError(
        `The database holds the league of seed "${stored.seed}" from ${stored.firstSeason}, not "${seed}" from ${firstSeason}. ` +
          'Regenerate it with "npm run league" (or point DATA_DIR at an empty folder).',
      );
    }
    await writer?.close?.();
    if (stored && stored.figuresVersion !== LEAGUE_FIGURES_VERSION) {
      options.onProgress?.(
        `The league's figures were derived by an older version (${stored.figuresVersion}, now ${LEAGUE_FIGURES_VERSION}): loading it again from its seed`,
      );
      await withSqlTransaction(database, resetLeagueData);
      start = await readCatchUpStart(database);
    }
    const now = clock.now();
    // The catch-up regenerates every week from the first season's first, and writes those missing.
    const firstWeek = getSeasonCalendar(firstSeason).weeks[0];
    const total = firstWeek ? countLeagueWeeksStarting(getLeagueWeekStart(firstWeek), now) : 0;
    reportProgress(startLoadProgress(total, Date.now()));
    writer = (options.createWriter ?? createInProcessWriter)({
      database,
      seed,
      firstSeason,
      changes,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      ...(options.onWeekWritten ? { onWeekWritten: options.onWeekWritten } : {}),
      onWeekDone: (week) => {
        if (loading) reportProgress(advanceLoadProgress(loading, Date.now(), week));
      },
    });
    return succeed(now, await writer.catchUp(start, now));
  };

  const catchUp = async (): Promise<FeedReport> => {
    try {
      if (!(await leadership.acquire())) {
        status.state = 'following';
        return NOTHING_WRITTEN;
      }
      return await writeMissing();
    } catch (error) {
      return fail(error);
    }
  };

  const tick = async (): Promise<FeedReport> => {
    // After a failure (a failed first catch-up, or a failed write that may have left the
    // writer's memory ahead of the database) start over from the database once the backoff has
    // passed, and never for a league of another seed.
    if (status.state === 'failing') {
      return isUnrecoverable || Date.now() < (status.retryAt ?? 0) ? NOTHING_WRITTEN : catchUp();
    }
    if (status.state === 'idle' || status.state === 'following' || !leadership.isHeld()) return catchUp();
    const now = clock.now();
    try {
      if (!writer) throw new Error('The league feed ticked before catching up');
      return succeed(now, await writer.tick(now));
    } catch (error) {
      return fail(error);
    }
  };

  const serialise = <T>(work: () => Promise<T>): Promise<T> => {
    const result = running.then(work, work);
    running = result.catch(() => undefined);
    return result;
  };

  return {
    status: () => ({ ...status }),
    catchUp: () => serialise(catchUp),
    tick: () => serialise(tick),
    start(intervalMs) {
      const schedule = () => {
        if (isStopped) return;
        timer = setTimeout(() => {
          serialise(tick)
            .catch((error: unknown) => options.onError?.(error))
            .finally(schedule);
        }, intervalMs);
      };
      schedule();
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
      await writer?.close?.();
      await leadership.release();
    },
  };
}
