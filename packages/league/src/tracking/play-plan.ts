import type { NflId, TeamId } from '@all22/domain';
import type { Point } from './field-geometry.js';
import type { MotionTrack } from './motion-track.js';
import type { TrackingEventType } from './tracking-types.js';

/**
 * The internal plan of a play, written in the offense frame ({@link Point}): how each player
 * moves, where the ball is, and when the events happen. The simulator turns it into frames.
 */
export interface PlayPlan {
  actors: ActorPlan[];
  ball: BallPath;
  events: PlannedEvent[];
  /** Seconds from the first frame to the last (a multiple of 0.1). */
  duration: number;
  /** True when the play ends out of bounds: players may then be a little past the sideline. */
  isOutOfBounds: boolean;
}

export interface PlannedEvent {
  time: number;
  event: TrackingEventType;
}

export interface ActorPlan {
  nflId: NflId;
  teamId: TeamId;
  isOffense: boolean;
  start: Point;
  /** The fastest this player runs when steering, yd/s. */
  maxSpeed: number;
  behaviour: Behaviour;
}

/** Where everyone was at the previous frame; steering reads it to react to others. */
export interface World {
  positionOf(nflId: NflId): Point;
}

/** What a player does at `time`: decided every frame. */
export type Behaviour = (time: number, world: World) => Intent;

/**
 * `track`: be exactly where the scripted track says. `steer`: head for `target` at up to `speed`
 * (arriving at `arriveBy` if given, by pacing the speed to the remaining distance and time).
 * `stand`: stop.
 */
export type Intent =
  | { kind: 'track'; track: MotionTrack }
  | { kind: 'steer'; target: Point; speed: number; arriveBy?: number }
  | { kind: 'stand' };

export const STAND: Intent = { kind: 'stand' };

export function followTrack(track: MotionTrack): Behaviour {
  const intent: Intent = { kind: 'track', track };
  return () => intent;
}

/** One behaviour until each change-over time, then the next: `[[until, behaviour], …], last`. */
export function inPhases(phases: readonly (readonly [number, Behaviour])[], last: Behaviour): Behaviour {
  return (time, world) => {
    for (const [until, behaviour] of phases) if (time < until) return behaviour(time, world);
    return last(time, world);
  };
}

/** The ball's height above the ground, yards, when carried and when it rests. */
export const CARRIED_BALL_HEIGHT = 1.1;
export const RESTING_BALL_HEIGHT = 0.15;

/** Where the ball is: carried by a player, in flight, or lying still. Phases run in order. */
export type BallPhase =
  | { kind: 'rest'; until: number; at: Point; z: number }
  | { kind: 'held'; until: number; by: NflId }
  | { kind: 'flight'; until: number; from: Point; fromZ: number; to: Point; toZ: number; startTime: number };

export interface BallPosition {
  point: Point;
  z: number;
}

export type BallPath = (time: number, current: World) => BallPosition;
