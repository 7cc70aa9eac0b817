import type { PlayTrackingResponse } from '@all22/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildReplayTimeline,
  createReplayPose,
  interpolatePose,
  smoothWithoutLag,
  timeOfFrame,
} from './replay-timeline';
import { makeReplayTracking } from './testing/replay-fixtures';

/** Two players over three frames: A moves 1 yard a frame along x, B is missing from frame 1. */
const tracking: PlayTrackingResponse = makeReplayTracking({
  players: [
    { nflId: 1, teamId: 'A', position: 'QB', jerseyNumber: 1 },
    { nflId: 2, teamId: 'B', position: 'CB', jerseyNumber: 2 },
  ],
  frames: [
    {
      frameId: 3,
      t: 0.2,
      ball: { x: 14, y: 20, z: 4 },
      players: [
        { nflId: 1, teamId: 'A', x: 12, y: 20, s: 0, dir: 0 },
        { nflId: 2, teamId: 'B', x: 30, y: 40, s: 0, dir: 0 },
      ],
    },
    {
      frameId: 1,
      t: 0,
      ball: { x: 10, y: 20, z: 0 },
      players: [{ nflId: 1, teamId: 'A', x: 10, y: 20, s: 0, dir: 0 }],
    },
    {
      frameId: 2,
      t: 0.1,
      ball: { x: 12, y: 20, z: 2 },
      players: [
        { nflId: 1, teamId: 'A', x: 11, y: 20, s: 0, dir: 0 },
        { nflId: 2, teamId: 'B', x: 20, y: 30, s: 0, dir: 0 },
      ],
    },
  ],
});

describe('interpolatePose', () => {
  const timeline = buildReplayTimeline(tracking);
  const pose = createReplayPose(timeline);

  it('lays the frames out in frameId order, 0.1 s apart', () => {
    expect(timeline.frameCount).toBe(3);
    expect(timeline.durationSeconds).toBeCloseTo(0.2, 10);
    expect(timeline.playerIds).toEqual([1, 2]);
  });

  it('is exact on a frame', () => {
    interpolatePose(timeline, 0.1, pose);
    expect(pose.playerX[0]).toBeCloseTo(11, 10);
    expect(pose.ballX).toBeCloseTo(12, 10);
    expect(pose.ballZ).toBeCloseTo(2, 10);
  });

  it('is linear between two frames', () => {
    interpolatePose(timeline, 0.125, pose);
    expect(pose.time).toBeCloseTo(0.125, 10);
    expect(pose.playerX[0]).toBeCloseTo(11.25, 10);
    expect(pose.playerX[1]).toBeCloseTo(22.5, 10);
    expect(pose.playerY[1]).toBeCloseTo(32.5, 10);
    expect(pose.ballX).toBeCloseTo(12.5, 10);
    expect(pose.ballZ).toBeCloseTo(2.5, 10);
  });

  it('clamps before the first frame and after the last', () => {
    interpolatePose(timeline, -3, pose);
    expect(pose.time).toBe(0);
    expect(pose.playerX[0]).toBeCloseTo(10, 10);
    interpolatePose(timeline, 99, pose);
    expect(pose.time).toBeCloseTo(0.2, 10);
    expect(pose.playerX[0]).toBeCloseTo(12, 10);
    expect(pose.ballX).toBeCloseTo(14, 10);
  });

  it('keeps a player missing from the first frames at his first known spot', () => {
    interpolatePose(timeline, 0, pose);
    expect(pose.playerX[1]).toBeCloseTo(20, 10);
    expect(pose.playerY[1]).toBeCloseTo(30, 10);
  });

  it('holds a single frame still', () => {
    const single = buildReplayTimeline({ ...tracking, frames: tracking.frames.slice(0, 1) });
    const still = interpolatePose(single, 0.5, createReplayPose(single));
    expect(single.durationSeconds).toBe(0);
    expect(still.ballX).toBe(14);
  });

  it('places events on the time line by frameId', () => {
    expect(timeOfFrame(timeline, 2)).toBeCloseTo(0.1, 10);
    expect(timeOfFrame(timeline, 40)).toBeCloseTo(0.2, 10);
  });
});

describe('smoothWithoutLag', () => {
  it('leaves a constant alone and has no lag on a symmetric step', () => {
    expect([...smoothWithoutLag(Float64Array.of(5, 5, 5), 0.3)]).toEqual([5, 5, 5]);
    const step = smoothWithoutLag(
      Float64Array.from({ length: 41 }, (_, i) => (i < 20 ? 0 : i > 20 ? 10 : 5)),
      0.2,
    );
    expect(step[20]).toBeCloseTo(5, 1);
    expect(step[0]).toBeLessThan(0.1);
    expect(step[40]).toBeGreaterThan(9.8);
  });
});
