import { describe, expect, it } from 'vitest';
import {
  advanceLoadProgress,
  computePercent,
  describeLoadProgress,
  ETA_SMOOTHING,
  estimateSecondsLeft,
  formatTimeLeft,
  MIN_ETA_SAMPLES,
  nameLeagueWeek,
  shouldReportProgress,
  smoothPace,
  startLoadProgress,
  type LoadProgressState,
} from './feed-load-progress.js';
import { createProgressPrinter, formatLoadProgress } from './feed-progress-printer.js';

/** `weeks` weeks done, one every `secondsEach` seconds, from t = 0. */
const advance = (state: LoadProgressState, weeks: number, secondsEach: number) => {
  let next = state;
  for (let i = 0; i < weeks; i += 1)
    next = advanceLoadProgress(next, next.lastAt + secondsEach * 1000, `week ${i}`);
  return next;
};

describe('load progress', () => {
  it('counts whole percent, rounded down, 100 only when all is done or nothing is to do', () => {
    expect(computePercent(0, 200)).toBe(0);
    expect(computePercent(1, 200)).toBe(0);
    expect(computePercent(85, 200)).toBe(42);
    expect(computePercent(199, 200)).toBe(99);
    expect(computePercent(200, 200)).toBe(100);
    expect(computePercent(0, 0)).toBe(100);
    expect(computePercent(250, 200)).toBe(100);
  });

  it('starts at 0 with no estimate, and never counts past the total', () => {
    const start = startLoadProgress(3, 1_000);
    expect(describeLoadProgress(start)).toEqual({
      done: 0,
      total: 3,
      unit: 'weeks',
      percent: 0,
      etaSeconds: null,
      startedAt: 1_000,
      week: null,
    });
    const over = advance(start, 5, 1);
    expect(over.done).toBe(3);
    expect(describeLoadProgress(over)).toMatchObject({ percent: 100, etaSeconds: 0, week: 'week 4' });
  });

  it('gives no estimate until enough weeks are measured, then the time left at the pace', () => {
    const start = startLoadProgress(100, 0);
    expect(estimateSecondsLeft(advance(start, MIN_ETA_SAMPLES - 1, 2))).toBeNull();
    const measured = advance(start, MIN_ETA_SAMPLES, 2);
    expect(estimateSecondsLeft(measured)).toBe((100 - MIN_ETA_SAMPLES) * 2);
  });

  it('averages the first weeks, then smooths exponentially towards a new pace', () => {
    expect(smoothPace(null, 4, 1)).toBe(4);
    // The plain mean of the first samples: one slow first week does not set the pace alone.
    expect(smoothPace(4, 1, 2)).toBe(2.5);
    expect(smoothPace(2.5, 1, 3)).toBe(2);
    // Then each week counts for ETA_SMOOTHING.
    expect(smoothPace(2, 1, 4)).toBeCloseTo(2 - ETA_SMOOTHING);
    // Weeks written before go fast, then the missing ones at 1 s each: the estimate follows.
    const fast = advance(startLoadProgress(200, 0), 20, 0.1);
    const slow = advance(fast, 40, 1);
    expect(slow.secondsPerUnit).toBeGreaterThan(0.95);
    expect(slow.secondsPerUnit).toBeLessThan(1);
    expect(estimateSecondsLeft(slow)).toBeGreaterThan(130);
    expect(estimateSecondsLeft(slow)).toBeLessThanOrEqual(140);
  });

  it('names weeks and times as the terminal shows them', () => {
    expect(nameLeagueWeek({ season: 2021, seasonType: 'REG', week: 7, weekSlug: 'WEEK_7' })).toBe(
      '2021 REG week 7',
    );
    expect(nameLeagueWeek({ season: 2021, seasonType: 'POST', week: 4, weekSlug: 'SB' })).toBe(
      '2021 POST SB',
    );
    expect(formatTimeLeft(0.2)).toBe('about 1 s left');
    expect(formatTimeLeft(42)).toBe('about 42 s left');
    expect(formatTimeLeft(80)).toBe('about 1 min 20 s left');
    expect(formatTimeLeft(121)).toBe('about 2 min left');
    expect(formatTimeLeft(3 * 3600 + 25 * 60)).toBe('about 3 h 25 min left');
    expect(
      formatLoadProgress({
        done: 84,
        total: 200,
        unit: 'weeks',
        percent: 42,
        etaSeconds: 80,
        startedAt: 0,
        week: '2021 REG week 7',
      }),
    ).toBe('Loading the league: 42% (2021 REG week 7), about 1 min 20 s left');
  });
});

describe('progress reports', () => {
  it('always reports the first and the last, never two within a second', () => {
    expect(shouldReportProgress(null, 0, 0, true)).toBe(true);
    expect(shouldReportProgress({ atMs: 0, percent: 0 }, 5, 999, true)).toBe(false);
    expect(shouldReportProgress({ atMs: 0, percent: 0 }, 5, 1_000, true)).toBe(true);
    expect(shouldReportProgress({ atMs: 0, percent: 99 }, 100, 10, true)).toBe(true);
    expect(shouldReportProgress({ atMs: 0, percent: 100 }, 100, 5_000, true)).toBe(false);
  });

  it('logs every 5 s or at each 10% step', () => {
    expect(shouldReportProgress({ atMs: 0, percent: 11 }, 19, 4_000, false)).toBe(false);
    expect(shouldReportProgress({ atMs: 0, percent: 11 }, 19, 5_000, false)).toBe(true);
    expect(shouldReportProgress({ atMs: 0, percent: 19 }, 20, 1_500, false)).toBe(true);
    expect(shouldReportProgress({ atMs: 0, percent: 19 }, 20, 500, false)).toBe(false);
  });

  it('rewrites one line on a terminal and ends it at 100%', () => {
    let now = 0;
    const written: string[] = [];
    const printer = createProgressPrinter({
      isTTY: true,
      write: (text) => written.push(text),
      log: () => expect.unreachable('a terminal gets no log lines'),
      nowMs: () => now,
    });
    let state = startLoadProgress(4, 0);
    printer.update(describeLoadProgress(state));
    for (let week = 1; week <= 4; week += 1) {
      now += 600;
      state = advanceLoadProgress(state, now, `2024 REG week ${week}`);
      printer.update(describeLoadProgress(state));
      if (week === 2) printer.print('  2023 season written');
    }
    expect(written.join('')).toBe(
      '\r\u001b[2K  Loading the league: 0%' +
        '\r\u001b[2K  Loading the league: 50% (2024 REG week 2)' +
        '\r\u001b[2K  2023 season written\n  Loading the league: 50% (2024 REG week 2)' +
        '\r\u001b[2K  Loading the league: 100% (2024 REG week 4), finishing\n',
    );
    // The line is ended already: ending it again writes nothing.
    const count = written.length;
    printer.end();
    expect(written).toHaveLength(count);
  });

  it('logs structured lines elsewhere', () => {
    let now = 0;
    const logged: unknown[] = [];
    const printer = createProgressPrinter({
      isTTY: false,
      write: () => expect.unreachable('no line control off a terminal'),
      log: (fields, message) => logged.push({ ...fields, message }),
      nowMs: () => now,
    });
    let state = startLoadProgress(100, 0);
    printer.update(describeLoadProgress(state));
    for (let week = 1; week <= 100; week += 1) {
      now += 100;
      state = advanceLoadProgress(state, now, `w${week}`);
      printer.update(describeLoadProgress(state));
    }
    // 0%, then each 10% step once a second has passed (10 s in all), then 100%.
    expect(logged.map((line) => (line as { percent: number }).percent)).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100,
    ]);
    expect(logged[1]).toEqual({ percent: 10, etaSeconds: 9, week: 'w10', message: 'loading the league' });
  });
});
