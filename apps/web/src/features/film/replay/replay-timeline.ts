import type { PlayTrackingResponse } from '@all22/contracts';

/**
 * A play's tracking laid out for replay: every position in flat typed arrays (frame-major), so
 * the animation loop interpolates without allocating or searching. Replay time runs from 0 (the
 * first frame) to `durationSeconds` (the last); frame i is at i / frameRate.
 */
export interface ReplayTimeline {
  readonly frameRate: number;
  readonly frameCount: number;
  readonly durationSeconds: number;
  /** frameId of the first frame, to place events (which name frames by id) on the time line. */
  readonly firstFrameId: number;
  /** The players in the order of the position arrays (the order of `tracking.players`). */
  readonly playerIds: readonly number[];
  /** Yards; index frame * playerCount + player. */
  readonly playerX: Float64Array;
  readonly playerY: Float64Array;
  /** Yards, one per frame; z is the ball's height. */
  readonly ballX: Float64Array;
  readonly ballY: Float64Array;
  readonly ballZ: Float64Array;
  /** The ball's x smoothed without lag (see smoothWithoutLag): where the following cameras look. */
  readonly cameraX: Float64Array;
}

/** Everything drawn at one instant; reused from frame to frame by the loop. */
export interface ReplayPose {
  time: number;
  ballX: number;
  ballY: number;
  ballZ: number;
  cameraX: number;
  readonly playerX: Float64Array;
  readonly playerY: Float64Array;
}

/** How quickly the cameras follow the ball: the time constant of their smoothing, in seconds. */
export const CAMERA_SMOOTHING_SECONDS = 0.6;

export function buildReplayTimeline(tracking: PlayTrackingResponse): ReplayTimeline {
  const frames = [...tracking.frames].sort((a, b) => a.frameId - b.frameId);
  const frameRate = tracking.frameRate;
  const frameCount = frames.length;
  const playerIds = tracking.players.map((player) => player.nflId);
  const playerCount = playerIds.length;
  const slotOf = new Map(playerIds.map((nflId, slot) => [nflId, slot]));
  const playerX = new Float64Array(frameCount * playerCount).fill(Number.NaN);
  const playerY = new Float64Array(frameCount * playerCount).fill(Number.NaN);
  const ballX = new Float64Array(frameCount);
  const ballY = new Float64Array(frameCount);
  const ballZ = new Float64Array(frameCount);

  frames.forEach((frame, index) => {
    ballX[index] = frame.ball.x;
    ballY[index] = frame.ball.y;
    ballZ[index] = frame.ball.z;
    for (const player of frame.players) {
      const slot = slotOf.get(player.nflId);
      if (slot === undefined) continue;
      playerX[index * playerCount + slot] = player.x;
      playerY[index * playerCount + slot] = player.y;
    }
  });
  for (let slot = 0; slot < playerCount; slot += 1) {
    fillGaps(playerX, slot, playerCount, frameCount);
    fillGaps(playerY, slot, playerCount, frameCount);
  }

  return {
    frameRate,
    frameCount,
    durationSeconds: Math.max(0, frameCount - 1) / frameRate,
    firstFrameId: frames[0]?.frameId ?? 1,
    playerIds,
    playerX,
    playerY,
    ballX,
    ballY,
    ballZ,
    cameraX: smoothWithoutLag(ballX, 1 - Math.exp(-1 / (frameRate * CAMERA_SMOOTHING_SECONDS))),
  };
}

/**
 * A player missing from some frames keeps his last known spot (or his first, before he appears):
 * a dot that vanished and came back would look like a bug in the film, not in the data.
 */
function fillGaps(values: Float64Array, slot: number, stride: number, frameCount: number): void {
  let known = Number.NaN;
  for (let frame = 0; frame < frameCount; frame += 1) {
    const index = frame * stride + slot;
    if (Number.isNaN(values[index] ?? Number.NaN)) values[index] = known;
    else known = values[index] ?? known;
  }
  for (let frame = frameCount - 1; frame >= 0; frame -= 1) {
    const index = frame * stride + slot;
    if (Number.isNaN(values[index] ?? Number.NaN)) values[index] = known;
    else known = values[index] ?? known;
  }
}

/**
 * An exponential moving average run forwards and then backwards: the cameras follow the ball
 * smoothly, without the lag (and without the jump on a seek) a running average would have.
 */
export function smoothWithoutLag(values: Float64Array, alpha: number): Float64Array {
  const smoothed = Float64Array.from(values);
  for (let index = 1; index < smoothed.length; index += 1) {
    const previous = smoothed[index - 1] ?? 0;
    smoothed[index] = previous + alpha * ((smoothed[index] ?? 0) - previous);
  }
  for (let index = smoothed.length - 2; index >= 0; index -= 1) {
    const next = smoothed[index + 1] ?? 0;
    smoothed[index] = next + alpha * ((smoothed[index] ?? 0) - next);
  }
  return smoothed;
}

export function createReplayPose(timeline: ReplayTimeline): ReplayPose {
  const pose: ReplayPose = {
    time: 0,
    ballX: 0,
    ballY: 0,
    ballZ: 0,
    cameraX: 0,
    playerX: new Float64Array(timeline.playerIds.length),
    playerY: new Float64Array(timeline.playerIds.length),
  };
  return interpolatePose(timeline, 0, pose);
}

/**
 * The pose at `time` seconds, linear between the two frames around it and clamped to the first
 * and last frames; written into `pose` (and returned) so the loop allocates nothing per frame.
 */
export function interpolatePose(timeline: ReplayTimeline, time: number, pose: ReplayPose): ReplayPose {
  const clamped = Math.min(Math.max(time, 0), timeline.durationSeconds);
  const position = clamped * timeline.frameRate;
  const from = Math.min(Math.floor(position), Math.max(0, timeline.frameCount - 2));
  const to = Math.min(from + 1, timeline.frameCount - 1);
  const weight = to === from ? 0 : position - from;
  const lerp = (values: Float64Array, a: number, b: number) => {
    const start = values[a] ?? 0;
    return start + ((values[b] ?? start) - start) * weight;
  };

  pose.time = clamped;
  pose.ballX = lerp(timeline.ballX, from, to);
  pose.ballY = lerp(timeline.ballY, from, to);
  pose.ballZ = lerp(timeline.ballZ, from, to);
  pose.cameraX = timeline.frameCount > 0 ? lerp(timeline.cameraX, from, to) : 60;
  const count = timeline.playerIds.length;
  for (let slot = 0; slot < count; slot += 1) {
    pose.playerX[slot] = lerp(timeline.playerX, from * count + slot, to * count + slot);
    pose.playerY[slot] = lerp(timeline.playerY, from * count + slot, to * count + slot);
  }
  return pose;
}

/** The time of a frame (by its frameId), clamped to the replay. */
export function timeOfFrame(timeline: ReplayTimeline, frameId: number): number {
  const time = (frameId - timeline.firstFrameId) / timeline.frameRate;
  return Math.min(Math.max(time, 0), timeline.durationSeconds);
}
