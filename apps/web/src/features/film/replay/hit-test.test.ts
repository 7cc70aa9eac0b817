import { describe, expect, it } from 'vitest';
import { createCamera } from './camera';
import { createDotFrame, projectPlayers } from './draw-players';
import { hitTestDots } from './hit-test';
import { buildReplayTimeline, createReplayPose } from './replay-timeline';
import { makeReplayTracking } from './testing/replay-fixtures';

describe('projectPlayers and hitTestDots', () => {
  const tracking = makeReplayTracking();
  const timeline = buildReplayTimeline(tracking);
  const pose = createReplayPose(timeline);

  it('finds the player under the pointer, with a little slack, and nobody on empty grass', () => {
    const camera = createCamera('ALL_22', { width: 1280, height: 720 }, pose.cameraX, 'right');
    const frame = projectPlayers(camera, pose, createDotFrame(timeline.playerIds.length));
    const receiver = frame.dots[2]!;
    expect(hitTestDots(frame, receiver.x, receiver.y)).toBe(2);
    expect(hitTestDots(frame, receiver.x + receiver.radius + 3, receiver.y)).toBe(2);
    expect(hitTestDots(frame, receiver.x + receiver.radius + 6, receiver.y)).toBeNull();
    expect(hitTestDots(frame, 2, 2)).toBeNull();
  });

  it('draws far players first and picks the nearest of two overlapping dots', () => {
    const camera = createCamera('ENDZONE', { width: 1280, height: 720 }, pose.cameraX, 'right');
    const frame = projectPlayers(camera, pose, createDotFrame(timeline.playerIds.length));
    const depths = frame.drawOrder.map((slot) => frame.dots[slot]!.depth);
    expect(depths).toEqual([...depths].sort((a, b) => b - a));
    // Put a far dot exactly on a near one: the near one (drawn last) is the one named.
    const [far, near] = [frame.drawOrder[0]!, frame.drawOrder.at(-1)!];
    Object.assign(frame.dots[far]!, { x: frame.dots[near]!.x, y: frame.dots[near]!.y });
    expect(hitTestDots(frame, frame.dots[near]!.x, frame.dots[near]!.y)).toBe(near);
  });

  it('gives dots a radius that shrinks with distance, within bounds', () => {
    const camera = createCamera('SIDELINE', { width: 1280, height: 720 }, pose.cameraX, 'right');
    const frame = projectPlayers(camera, pose, createDotFrame(timeline.playerIds.length));
    const nearSide = frame.dots[0]!; // y = 6
    const farSide = frame.dots[10]!; // y = 46
    expect(nearSide.radius).toBeGreaterThan(farSide.radius);
    for (const dot of frame.dots) expect(dot.radius).toBeGreaterThanOrEqual(4);
  });
});
