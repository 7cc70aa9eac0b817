import { describe, expect, it } from 'vitest';
import { advanceReplayTime, startTimeForPlay, stepReplayFrame } from './replay-clock';

const options = { speed: 1, durationSeconds: 6, isLooping: false };

describe('advanceReplayTime', () => {
  it('advances by the wall time times the speed', () => {
    expect(advanceReplayTime(1, 16, options).time).toBeCloseTo(1.016, 10);
    expect(advanceReplayTime(1, 16, { ...options, speed: 0.25 }).time).toBeCloseTo(1.004, 10);
    expect(advanceReplayTime(1, 16, { ...options, speed: 2 }).time).toBeCloseTo(1.032, 10);
  });

  it('does not jump ahead after a long pause between display frames', () => {
    expect(advanceReplayTime(1, 5_000, options).time).toBeCloseTo(1.1, 10);
  });

  it('stops at the end, or wraps around when looping', () => {
    expect(advanceReplayTime(5.99, 50, options)).toEqual({ time: 6, hasEnded: true });
    const looped = advanceReplayTime(5.99, 50, { ...options, isLooping: true });
    expect(looped.hasEnded).toBe(false);
    expect(looped.time).toBeCloseTo(0.04, 10);
  });
});

describe('stepReplayFrame', () => {
  it('steps to the next or previous frame of the 10-per-second grid', () => {
    expect(stepReplayFrame(1, 1, 10, 6)).toBeCloseTo(1.1, 10);
    expect(stepReplayFrame(1.05, 1, 10, 6)).toBeCloseTo(1.1, 10);
    expect(stepReplayFrame(1.05, -1, 10, 6)).toBeCloseTo(1, 10);
    expect(stepReplayFrame(1, -1, 10, 6)).toBeCloseTo(0.9, 10);
  });

  it('stays within the replay', () => {
    expect(stepReplayFrame(0, -1, 10, 6)).toBe(0);
    expect(stepReplayFrame(6, 1, 10, 6)).toBe(6);
  });
});

describe('startTimeForPlay', () => {
  it('starts again from the beginning at the end, else where it is', () => {
    expect(startTimeForPlay(6, 6)).toBe(0);
    expect(startTimeForPlay(2, 6)).toBe(2);
  });
});
