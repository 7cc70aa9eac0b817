import type { BallPhase } from './play-plan.js';
import { CARRIED_BALL_HEIGHT, RESTING_BALL_HEIGHT } from './play-plan.js';
import type { MotionTrackBuilder } from './motion-track.js';
import { createMotionTrack } from './motion-track.js';
import type { OffenseFormation } from './offense-formation.js';
import type { PlayContext } from './play-context.js';
import type { Point } from './field-geometry.js';
import type { NflId } from '@all22/domain';
import { toFrameTime } from './simulate-play.js';

/** The usual time to throw when the record has none, seconds. */
export const DEFAULT_TIME_TO_THROW = 2.7;

/** Seconds the snap takes to reach the quarterback: a hand-off from under center, a throw in the gun. */
export function getSnapFlightTime(depth: number): number {
  return depth <= 1.5 ? 0.1 : 0.2 + depth * 0.06;
}

/**
 * The quarterback's drop: from under center 5 quick steps back (fewer on a quick throw), from
 * the gun or the pistol a short settle to about 7 yards; he reaches the spot at most 1.3 s
 * after the snap and waits there. Returns the builder (to continue: throw, scramble, sack).
 */
export function planDropback(
  context: PlayContext,
  offense: OffenseFormation,
  quarterbackId: NflId,
  snapTime: number,
  timeToThrow: number,
): MotionTrackBuilder {
  const start = offense.positions.get(quarterbackId) as Point;
  const depth = context.lineOfScrimmage - start.u;
  const dropDepth = Math.min(7.5, depth + (depth < 2 ? 4.5 : 2) * Math.min(1, timeToThrow / 2));
  const dropSpot = { u: context.lineOfScrimmage - dropDepth, v: start.v + (context.random.float() - 0.5) };
  const dropEnd = toFrameTime(snapTime + Math.min(1.3, timeToThrow * 0.7));
  return createMotionTrack(snapTime, start).moveBy([dropSpot], dropEnd, { maxSpeed: 6, acceleration: 6 });
}

/** The ball from the snap spot to the quarterback's hands; it rests on the spot until the snap. */
export function getSnapBallPhases(
  context: PlayContext,
  offense: OffenseFormation,
  quarterbackId: NflId,
  quarterbackAt: (time: number) => Point,
  snapTime: number,
): BallPhase[] {
  const snapSpot = { u: context.lineOfScrimmage, v: context.ballV };
  const start = offense.positions.get(quarterbackId) as Point;
  const arrive = toFrameTime(snapTime + getSnapFlightTime(context.lineOfScrimmage - start.u));
  return [
    { kind: 'rest', until: snapTime + 1e-6, at: snapSpot, z: RESTING_BALL_HEIGHT },
    {
      kind: 'flight',
      startTime: snapTime,
      until: arrive,
      from: snapSpot,
      fromZ: RESTING_BALL_HEIGHT,
      to: quarterbackAt(arrive),
      toZ: CARRIED_BALL_HEIGHT,
    },
  ];
}
