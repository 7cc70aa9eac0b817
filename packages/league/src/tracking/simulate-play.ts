import type { NflId } from '@all22/domain';
import type { Point } from './field-geometry.js';
import { FIELD_WIDTH, clamp, toFieldDirection, toFieldXY } from './field-geometry.js';
import type { ActorPlan, PlayPlan, World } from './play-plan.js';
import type { SteeringState } from './steering.js';
import { steer } from './steering.js';
import type { PlayDirection, TrackingEvent, TrackingFrame, TrackingPlayerFrame } from './tracking-types.js';

export const FRAME_RATE = 10;
const DT = 1 / FRAME_RATE;
/** How far past a sideline a player may run on a play that ends out of bounds, yards. */
export const OUT_OF_BOUNDS_MARGIN = 1.5;

/** Rounds to 2 decimals, the precision of tracking data (and half the payload of full doubles). */
const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The frame (from 1) at or just after `time`. */
export function toFrameId(time: number): number {
  return Math.ceil(time * FRAME_RATE - 1e-6) + 1;
}

/** The first frame time at or after `time`: plans put their key moments on frames. */
export function toFrameTime(time: number): number {
  return Math.ceil(time * FRAME_RATE - 1e-6) / FRAME_RATE;
}

interface ActorState extends SteeringState {
  speed: number;
  heading: Point;
}

const createWorld = (states: ReadonlyMap<NflId, ActorState>): World => ({
  positionOf: (nflId) => {
    const state = states.get(nflId);
    if (state === undefined) throw new RangeError(`No player ${nflId} on this play`);
    return state.point;
  },
});

const advanceActor = (
  actor: ActorPlan,
  previous: ActorState,
  time: number,
  world: World,
  vRange: readonly [number, number],
): ActorState => {
  const intent = actor.behaviour(time, world);
  switch (intent.kind) {
    case 'track': {
      const sample = intent.track.sample(time);
      return {
        point: sample.point,
        velocity: { u: sample.heading.u * sample.speed, v: sample.heading.v * sample.speed },
        speed: sample.speed,
        heading: sample.speed > 0.05 ? sample.heading : previous.heading,
      };
    }
    case 'stand':
      return { point: previous.point, velocity: { u: 0, v: 0 }, speed: 0, heading: previous.heading };
    case 'steer': {
      const goal = {
        target: intent.target,
        speed: Math.min(intent.speed, actor.maxSpeed),
        arriveBy: intent.arriveBy,
      };
      const next = steer(previous, goal, time, DT);
      const point = { u: clamp(next.point.u, -10, 110), v: clamp(next.point.v, vRange[0], vRange[1]) };
      const speed = Math.hypot(next.velocity.u, next.velocity.v);
      const heading =
        speed > 0.05 ? { u: next.velocity.u / speed, v: next.velocity.v / speed } : previous.heading;
      return { point, velocity: next.velocity, speed, heading };
    }
  }
};

/**
 * Runs the plan frame by frame: every player's intent is read against where everyone was at the
 * previous frame, then the ball is placed against where everyone is now. Output is in field
 * coordinates, rounded to 2 decimals.
 */
export function simulatePlay(
  plan: PlayPlan,
  direction: PlayDirection,
): { frames: TrackingFrame[]; events: TrackingEvent[] } {
  const frameCount = Math.round(plan.duration * FRAME_RATE) + 1;
  const margin = plan.isOutOfBounds ? OUT_OF_BOUNDS_MARGIN : 0;
  const vRange = [-margin, FIELD_WIDTH + margin] as const;
  let states = new Map<NflId, ActorState>(
    plan.actors.map((actor) => [
      actor.nflId,
      {
        point: actor.start,
        velocity: { u: 0, v: 0 },
        speed: 0,
        heading: { u: actor.isOffense ? 1 : -1, v: 0 },
      },
    ]),
  );
  const frames: TrackingFrame[] = [];
  for (let index = 0; index < frameCount; index += 1) {
    const time = index / FRAME_RATE;
    if (index > 0) {
      const world = createWorld(states);
      const next = new Map<NflId, ActorState>();
      for (const actor of plan.actors) {
        next.set(
          actor.nflId,
          advanceActor(actor, states.get(actor.nflId) as ActorState, time, world, vRange),
        );
      }
      states = next;
    } else {
      const world = createWorld(states);
      for (const actor of plan.actors) {
        const intent = actor.behaviour(time, world);
        if (intent.kind === 'track')
          states.set(actor.nflId, {
            ...(states.get(actor.nflId) as ActorState),
            point: intent.track.sample(time).point,
          });
      }
    }
    const ball = plan.ball(time, createWorld(states));
    const ballXY = toFieldXY(ball.point, direction);
    const players: TrackingPlayerFrame[] = plan.actors.map((actor) => {
      const state = states.get(actor.nflId) as ActorState;
      const { x, y } = toFieldXY(state.point, direction);
      return {
        nflId: actor.nflId,
        teamId: actor.teamId,
        x: round2(x),
        y: round2(y),
        s: round2(state.speed),
        dir: round2(toFieldDirection(state.heading.u, state.heading.v, direction)) % 360,
      };
    });
    frames.push({
      frameId: index + 1,
      t: round2(time),
      ball: { x: round2(ballXY.x), y: round2(ballXY.y), z: round2(Math.max(0, ball.z)) },
      players,
    });
  }
  const events = [...plan.events]
    .sort((a, b) => a.time - b.time)
    .map((event) => ({ frameId: Math.min(frameCount, toFrameId(event.time)), event: event.event }));
  return { frames, events };
}
