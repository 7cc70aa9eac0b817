/**
 * The replay's clock as pure steps: the animation loop advances it by the wall time between two
 * display frames, the controls step it frame by frame.
 */

/** A display frame that came this late (a background tab, a breakpoint) does not jump the play ahead. */
const MAX_STEP_MS = 100;

export interface ClockAdvance {
  time: number;
  /** True when the replay reached its end without looping: the loop stops and shows the last frame. */
  hasEnded: boolean;
}

export function advanceReplayTime(
  time: number,
  elapsedMs: number,
  options: { speed: number; durationSeconds: number; isLooping: boolean },
): ClockAdvance {
  const { speed, durationSeconds, isLooping } = options;
  const next = time + (Math.min(Math.max(elapsedMs, 0), MAX_STEP_MS) / 1000) * speed;
  if (next < durationSeconds) return { time: next, hasEnded: false };
  if (isLooping && durationSeconds > 0) return { time: next % durationSeconds, hasEnded: false };
  return { time: durationSeconds, hasEnded: true };
}

/**
 * One tracking frame forward (+1) or back (−1) from `time`: to the next frame strictly after (or
 * before) it, so a step from between two frames lands on one, and clamped to the replay.
 */
export function stepReplayFrame(
  time: number,
  direction: 1 | -1,
  frameRate: number,
  durationSeconds: number,
): number {
  const position = time * frameRate;
  const epsilon = 1e-6;
  const frame = direction > 0 ? Math.floor(position + epsilon) + 1 : Math.ceil(position - epsilon) - 1;
  return Math.min(Math.max(frame / frameRate, 0), durationSeconds);
}

/** Where pressing play starts: from the beginning again once the replay has reached its end. */
export function startTimeForPlay(time: number, durationSeconds: number): number {
  return time >= durationSeconds - 1e-6 ? 0 : time;
}
