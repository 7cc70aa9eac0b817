import type { Point } from './field-geometry.js';

/** How quickly a steering player can change velocity, yd/s². */
const STEERING_ACCELERATION = 8;
/** Within this many yards of the target a player eases off, so he settles instead of circling. */
const EASE_DISTANCE = 2;

export interface SteeringState {
  point: Point;
  velocity: Point;
}

export interface SteeringGoal {
  target: Point;
  speed: number;
  arriveBy?: number;
}

/**
 * One step of steering: the wanted velocity points at the target, at the wanted speed (paced to
 * arrive on time when `arriveBy` is set, and easing off close to the target); the actual velocity
 * turns towards it by at most `STEERING_ACCELERATION × dt`. The new velocity lies between the old
 * and the wanted one, so a player never goes faster than he already was or was asked to.
 */
export function steer(state: SteeringState, goal: SteeringGoal, time: number, dt: number): SteeringState {
  const du = goal.target.u - state.point.u;
  const dv = goal.target.v - state.point.v;
  const distance = Math.hypot(du, dv);
  let wanted = goal.speed;
  if (goal.arriveBy !== undefined) wanted = Math.min(wanted, distance / Math.max(goal.arriveBy - time, dt));
  wanted = Math.min(wanted, (goal.speed * distance) / EASE_DISTANCE);
  const wantedVelocity =
    distance < 1e-6 ? { u: 0, v: 0 } : { u: (du / distance) * wanted, v: (dv / distance) * wanted };
  const change = { u: wantedVelocity.u - state.velocity.u, v: wantedVelocity.v - state.velocity.v };
  const changeSize = Math.hypot(change.u, change.v);
  const maxChange = STEERING_ACCELERATION * dt;
  const scale = changeSize > maxChange ? maxChange / changeSize : 1;
  const velocity = { u: state.velocity.u + change.u * scale, v: state.velocity.v + change.v * scale };
  return { point: { u: state.point.u + velocity.u * dt, v: state.point.v + velocity.v * dt }, velocity };
}
