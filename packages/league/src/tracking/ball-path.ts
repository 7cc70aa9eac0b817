import { lerpPoint } from './field-geometry.js';
import type { BallPath, BallPhase, BallPosition } from './play-plan.js';
import { CARRIED_BALL_HEIGHT } from './play-plan.js';

/** Gravity in yards per second². */
export const GRAVITY = 9.81 / 0.9144;

/**
 * The ball in flight: straight along the ground at an even pace, and a parabola in height that
 * leaves `fromZ` and comes down to `toZ` exactly `duration` seconds later.
 */
export function sampleBallFlight(phase: Extract<BallPhase, { kind: 'flight' }>, time: number): BallPosition {
  const duration = phase.until - phase.startTime;
  const elapsed = Math.min(Math.max(time - phase.startTime, 0), duration);
  const fraction = duration === 0 ? 1 : elapsed / duration;
  const z =
    phase.fromZ + (phase.toZ - phase.fromZ) * fraction + 0.5 * GRAVITY * elapsed * (duration - elapsed);
  return { point: lerpPoint(phase.from, phase.to, fraction), z };
}

/** The highest point, above the straight line between ends, of a flight lasting `duration` seconds. */
export function getFlightApex(duration: number): number {
  return (GRAVITY * duration * duration) / 8;
}

/** The ball path of a sequence of phases; after the last phase the ball stays where it ended. */
export function createBallPath(phases: readonly BallPhase[]): BallPath {
  if (phases.length === 0) throw new RangeError('A ball path needs at least one phase');
  const at = (phase: BallPhase, time: number, current: Parameters<BallPath>[1]): BallPosition => {
    switch (phase.kind) {
      case 'rest':
        return { point: phase.at, z: phase.z };
      case 'held':
        return { point: current.positionOf(phase.by), z: CARRIED_BALL_HEIGHT };
      case 'flight':
        return sampleBallFlight(phase, time);
    }
  };
  return (time, current) => {
    for (const phase of phases) if (time < phase.until) return at(phase, time, current);
    const last = phases[phases.length - 1] as BallPhase;
    return at(last, last.kind === 'flight' ? last.until : time, current);
  };
}
