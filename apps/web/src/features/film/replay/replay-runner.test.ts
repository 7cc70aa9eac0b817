import { describe, expect, it, vi } from 'vitest';
import { buildFieldMarks } from './field-marks';
import { buildReplayPlayers } from './replay-description';
import {
  DISPLAY_INTERVAL_MS,
  createReplayRunner,
  type FrameScheduler,
  type ReplaySettings,
} from './replay-runner';
import { buildReplayTimeline } from './replay-timeline';
import { resolveMatchupPaints } from './team-paints';
import { REPLAY_TEAMS, makeReplayPlay, makeReplayTracking } from './testing/replay-fixtures';

/** A scheduler driven by the test: `frame(ms)` runs the pending callback at now + ms. */
function manualScheduler() {
  let now = 1_000;
  let pending: ((now: number) => void) | null = null;
  const scheduler: FrameScheduler = {
    request: (callback) => {
      pending = callback;
      return 1;
    },
    cancel: () => {
      pending = null;
    },
    now: () => now,
  };
  const frame = (elapsedMs: number) => {
    now += elapsedMs;
    const callback = pending;
    pending = null;
    callback?.(now);
  };
  return { scheduler, frame, hasPending: () => pending !== null };
}

function settings(overrides: Partial<ReplaySettings> = {}): ReplaySettings {
  const tracking = makeReplayTracking();
  const paints = resolveMatchupPaints(REPLAY_TEAMS[0], REPLAY_TEAMS[1]);
  return {
    scene: {
      playId: tracking.id,
      timeline: buildReplayTimeline(tracking),
      players: buildReplayPlayers(tracking, makeReplayPlay(), paints),
      paints,
      marks: buildFieldMarks({ lineOfScrimmageX: 35, playDirection: 'right', distance: 7, goalToGo: false }),
      playDirection: 'right',
    },
    angle: 'SIDELINE',
    isPlaying: true,
    speed: 1,
    isLooping: false,
    namedId: null,
    onTime: vi.fn(),
    onEnded: vi.fn(),
    ...overrides,
  };
}

describe('the replay runner (no 2D context, as in jsdom)', () => {
  it('advances with the display frames while playing, telling React of the time at most every 80 ms', () => {
    const { scheduler, frame } = manualScheduler();
    const options = settings();
    const runner = createReplayRunner(options, scheduler, null);
    runner.update(options);
    frame(0); // the first frame sets the pace, it does not advance
    for (let index = 0; index < 10; index += 1) frame(16);
    expect(runner.getTime()).toBeCloseTo(0.16, 6);
    const calls = vi.mocked(options.onTime).mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(calls).toBeLessThanOrEqual(Math.ceil(160 / DISPLAY_INTERVAL_MS) + 1);
  });

  it('stops at the end and says so, unless looping', () => {
    const { scheduler, frame, hasPending } = manualScheduler();
    const options = settings({ speed: 2 });
    const runner = createReplayRunner(options, scheduler, null);
    runner.update(options);
    frame(0);
    for (let index = 0; index < 100 && hasPending(); index += 1) frame(50);
    expect(runner.getTime()).toBe(6);
    expect(options.onEnded).toHaveBeenCalledTimes(1);
    expect(options.onTime).toHaveBeenLastCalledWith(6);

    const looping = settings({ isLooping: true, speed: 2, scene: options.scene });
    runner.seek(5.9);
    runner.update(looping);
    frame(0);
    frame(100);
    expect(runner.getTime()).toBeCloseTo(0.1, 6);
    expect(looping.onEnded).not.toHaveBeenCalled();
  });

  it('seeks within the replay, and draws one frame only while paused', () => {
    const { scheduler, frame, hasPending } = manualScheduler();
    const options = settings({ isPlaying: false });
    const runner = createReplayRunner(options, scheduler, null);
    runner.seek(42);
    expect(runner.getTime()).toBe(6);
    expect(options.onTime).toHaveBeenLastCalledWith(6);
    frame(16);
    expect(hasPending()).toBe(false);
  });

  it('starts a new play from its first frame', () => {
    const { scheduler } = manualScheduler();
    const options = settings({ isPlaying: false });
    const runner = createReplayRunner(options, scheduler, null);
    runner.seek(3);
    const next = settings({ isPlaying: false });
    next.scene.playId = '2024090800-2';
    // The same play again (refetched: a new time line, the same id) goes on where it was.
    runner.update(settings({ isPlaying: false }));
    expect(runner.getTime()).toBe(3);
    runner.update(next);
    expect(runner.getTime()).toBe(0);
    expect(next.onTime).toHaveBeenLastCalledWith(0);
  });

  it('records frame times when the bench asked for them', () => {
    const { scheduler, frame } = manualScheduler();
    const record = vi.fn();
    const options = settings();
    const runner = createReplayRunner(options, scheduler, { record });
    runner.update(options);
    frame(0);
    frame(16);
    expect(record).toHaveBeenNthCalledWith(1, 0, null);
    expect(record).toHaveBeenNthCalledWith(2, 0, 16);
  });
});
