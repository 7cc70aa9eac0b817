import type { TeamId } from '@all22/domain';
import type { PlayDirection } from './tracking-types.js';

/** Yards: the field with both end zones, its width, an end zone's depth. */
export const FIELD_LENGTH = 120;
export const FIELD_WIDTH = 53.3;
export const END_ZONE_DEPTH = 10;
/** NFL hash marks are 70 ft 9 in from each sideline. */
export const HASH_FROM_SIDELINE = 23.58;
export const FIELD_MIDDLE = FIELD_WIDTH / 2;
/** The numbers are painted 12 yards in from each sideline. */
export const NUMBERS_FROM_SIDELINE = 12;

/**
 * A point in the offense's frame, the one every plan is written in: `u` is yards downfield from
 * the offense's own goal line (0 = own goal line, 100 = the goal it attacks, −10 and 110 are the
 * end lines) and `v` is yards across the field, larger towards the offense's left. On kicks the
 * kicking team is the "offense".
 */
export interface Point {
  u: number;
  v: number;
}

export function distanceBetween(a: Point, b: Point): number {
  return Math.hypot(b.u - a.u, b.v - a.v);
}

/** The point `fraction` of the way from `a` to `b`. */
export function lerpPoint(a: Point, b: Point, fraction: number): Point {
  return {
    u: a.u + (b.u - a.u) * fraction,
    v: a.v + (b.v - a.v) * fraction,
  };
}

/** `from` moved `yards` towards `to` (never past it). */
export function stepTowards(from: Point, to: Point, yards: number): Point {
  const length = distanceBetween(from, to);
  return length <= yards || length === 0 ? to : lerpPoint(from, to, yards / length);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Keeps a planned spot half a yard inside the end lines and the sidelines. */
export function keepOnField(point: Point): Point {
  return {
    u: clamp(point.u, -END_ZONE_DEPTH + 0.5, 100 + END_ZONE_DEPTH - 0.5),
    v: clamp(point.v, 0.5, FIELD_WIDTH - 0.5),
  };
}

/** Keeps a planned spot at least `margin` yards inside the sidelines. */
export function insideSidelines(v: number, margin = 1): number {
  return clamp(v, margin, FIELD_WIDTH - margin);
}

/**
 * The direction the team with the ball attacks. Decided here, as play records do not carry it:
 * the home team attacks towards x = 120 in the 1st and 3rd quarters and overtime, towards x = 0 in
 * the 2nd and 4th (teams change ends every quarter).
 */
export function getPlayDirection(offenseTeamId: TeamId, homeTeamId: TeamId, quarter: number): PlayDirection {
  const isHomeGoingRight = quarter % 2 === 1;
  return (offenseTeamId === homeTeamId) === isHomeGoingRight ? 'right' : 'left';
}

/** Field x, y of an offense-frame point: going left is the going-right picture turned 180°. */
export function toFieldXY(point: Point, direction: PlayDirection): { x: number; y: number } {
  return direction === 'right'
    ? { x: END_ZONE_DEPTH + point.u, y: point.v }
    : { x: FIELD_LENGTH - END_ZONE_DEPTH - point.u, y: FIELD_WIDTH - point.v };
}

/**
 * The tracking `dir` (degrees clockwise from +y) of a velocity in the offense frame.
 * Going right, +u is +x and +v is +y; going left both flip.
 */
export function toFieldDirection(du: number, dv: number, direction: PlayDirection): number {
  const [dx, dy] = direction === 'right' ? [du, dv] : [-du, -dv];
  const degrees = (Math.atan2(dx, dy) * 180) / Math.PI;
  return degrees < 0 ? degrees + 360 : degrees;
}
