/**
 * The league load's progress, as pure arithmetic: how much of a catch-up is done (every league
 * week from the first season's first to the clock's "now", each one regenerated and written or
 * found written), the percent, and the time left from the measured pace. The feed keeps one
 * LoadProgressState per catch-up; the health check and the terminal read what describe returns.
 */

/** How far a league load is, as the feed reports it while loading. */
export interface LoadProgress {
  done: number;
  total: number;
  unit: 'weeks';
  /** Whole percent, 0 to 100 (100 when there is nothing to do). */
  percent: number;
  /** Seconds left at the measured pace; null until enough weeks are done to measure it. */
  etaSeconds: number | null;
  /** When the load began (epoch ms). */
  startedAt: number;
  /** The last week done ("2021 REG week 7"); null before the first. */
  week: string | null;
}

/** The tracker's state: replaced, never changed, by each step. */
export interface LoadProgressState {
  readonly total: number;
  readonly done: number;
  readonly startedAt: number;
  /** When the last week was done (or the load began). */
  readonly lastAt: number;
  /** Weeks measured (all done in this load). */
  readonly samples: number;
  /** Smoothed seconds per week; null before the first week is done. */
  readonly secondsPerUnit: number | null;
  readonly week: string | null;
}

/** Weeks to measure before an estimate is given: the first one includes warming up. */
export const MIN_ETA_SAMPLES = 3;
/**
 * The smoothing factor of the pace: each week counts for a tenth, so the estimate follows a change
 * of pace (weeks already written go fast, then the unwritten ones slower) within some ten weeks
 * without jumping at every short playoff week.
 */
export const ETA_SMOOTHING = 0.1;

export function startLoadProgress(total: number, nowMs: number): LoadProgressState {
  return {
    total: Math.max(0, total),
    done: 0,
    startedAt: nowMs,
    lastAt: nowMs,
    samples: 0,
    secondsPerUnit: null,
    week: null,
  };
}

/** One more week done at `nowMs`. */
export function advanceLoadProgress(
  state: LoadProgressState,
  nowMs: number,
  week: string,
): LoadProgressState {
  const sample = Math.max(0, nowMs - state.lastAt) / 1000;
  const samples = state.samples + 1;
  return {
    ...state,
    // A week past the total (the clock moved on during the load) is counted as the last one.
    done: Math.min(state.total, state.done + 1),
    lastAt: nowMs,
    samples,
    secondsPerUnit: smoothPace(state.secondsPerUnit, sample, samples),
    week,
  };
}

/**
 * The plain mean of the first MIN_ETA_SAMPLES samples (one odd sample must not set the start),
 * then an exponentially weighted mean.
 */
export function smoothPace(previous: number | null, sample: number, samples: number): number {
  if (previous === null) return sample;
  const weight = samples <= MIN_ETA_SAMPLES ? 1 / samples : ETA_SMOOTHING;
  return previous + weight * (sample - previous);
}

/** Whole percent done, rounded down so 100 means all done; 100 for an empty load. */
export function computePercent(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((done / total) * 100)));
}

/** Seconds left at the smoothed pace, rounded up; null until MIN_ETA_SAMPLES weeks are measured. */
export function estimateSecondsLeft(state: LoadProgressState): number | null {
  const left = state.total - state.done;
  if (left <= 0) return 0;
  if (state.secondsPerUnit === null || state.samples < MIN_ETA_SAMPLES) return null;
  return Math.ceil(left * state.secondsPerUnit);
}

export function describeLoadProgress(state: LoadProgressState): LoadProgress {
  return {
    done: state.done,
    total: state.total,
    unit: 'weeks',
    percent: computePercent(state.done, state.total),
    etaSeconds: estimateSecondsLeft(state),
    startedAt: state.startedAt,
    week: state.week,
  };
}

/** A league week as the progress names it: "2021 REG week 7", "2021 POST SB", "2022 PRE HOF". */
export function nameLeagueWeek(week: {
  season: number;
  seasonType: string;
  week: number;
  weekSlug: string;
}): string {
  return week.seasonType === 'REG'
    ? `${week.season} REG week ${week.week}`
    : `${week.season} ${week.seasonType} ${week.weekSlug}`;
}

/** "about 1 min 20 s left", to the nearest 5 s past a minute and the nearest minute past an hour. */
export function formatTimeLeft(seconds: number): string {
  if (seconds < 60) return `about ${Math.max(1, Math.round(seconds))} s left`;
  if (seconds < 3600) {
    const rounded = Math.round(seconds / 5) * 5;
    const minutes = Math.floor(rounded / 60);
    const rest = rounded % 60;
    return `about ${minutes} min${rest > 0 ? ` ${rest} s` : ''} left`;
  }
  const minutes = Math.round(seconds / 60);
  const rest = minutes % 60;
  return `about ${Math.floor(minutes / 60)} h${rest > 0 ? ` ${rest} min` : ''} left`;
}

/** When the terminal shows progress: an updating line (TTY) or a log line (anything else). */
export interface ProgressCadence {
  /** Never two reports closer than this (ms). */
  minIntervalMs: number;
  /** Log lines: at least this often while loading… */
  logIntervalMs: number;
  /** …and whenever a multiple of this many percent is crossed. */
  logEveryPercent: number;
}

export const PROGRESS_CADENCE: ProgressCadence = {
  minIntervalMs: 1_000,
  logIntervalMs: 5_000,
  logEveryPercent: 10,
};

/**
 * Whether to report `percent` at `nowMs`, the last report having been `last` (null: none yet).
 * The first and the final (100%) reports always go; the others at most every minIntervalMs, and
 * as log lines only every logIntervalMs or at a logEveryPercent step.
 */
export function shouldReportProgress(
  last: { atMs: number; percent: number } | null,
  percent: number,
  nowMs: number,
  isLine: boolean,
  cadence: ProgressCadence = PROGRESS_CADENCE,
): boolean {
  if (last === null) return true;
  if (percent >= 100) return last.percent < 100;
  const elapsed = nowMs - last.atMs;
  if (elapsed < cadence.minIntervalMs) return false;
  if (isLine) return true;
  const step = cadence.logEveryPercent;
  return elapsed >= cadence.logIntervalMs || Math.floor(percent / step) > Math.floor(last.percent / step);
}
