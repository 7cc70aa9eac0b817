import type { RouteType, TargetLocation } from '@all22/domain';
import type { Random } from '../random/index.js';
import type { Point } from './field-geometry.js';
import {
  FIELD_MIDDLE,
  FIELD_WIDTH,
  HASH_FROM_SIDELINE,
  insideSidelines,
  keepOnField,
} from './field-geometry.js';
import type { Side } from './offense-formation.js';

/**
 * Where across the field a pass is caught, on the receiver's side: outside the numbers (5–9 yd
 * from the sideline), down the seams (15–18 yd) or between the hashes. Without a location the
 * receiver catches it near where he lined up.
 */
export function getCatchLateral(
  location: TargetLocation | null,
  side: Side,
  alignedV: number,
  random: Random,
): number {
  const fromSideline = (yards: number) => (side === 1 ? FIELD_WIDTH - yards : yards);
  switch (location) {
    case 'OUTSIDE_NUMBERS':
      return fromSideline(5 + random.float() * 4);
    case 'DOWN_SEAMS':
      return fromSideline(15 + random.float() * 3);
    case 'BETWEEN_HASHES':
      return HASH_FROM_SIDELINE + 0.5 + random.float() * (FIELD_WIDTH - 2 * HASH_FROM_SIDELINE - 1);
    case null:
      return insideSidelines(alignedV + (random.float() - 0.5) * 4, 3);
  }
}

/** The route type when the record gives none: vertical when deep, in or out by where the catch is. */
export function inferRouteType(airYards: number, start: Point, catchSpot: Point): RouteType {
  if (airYards >= 18) return 'VERTICAL';
  if (airYards <= 0) return 'WR_SCREEN';
  return Math.abs(catchSpot.v - FIELD_MIDDLE) < Math.abs(start.v - FIELD_MIDDLE) ? 'IN' : 'OUT';
}

/**
 * The points a receiver runs through after his start, ending at `catchSpot`. In and out routes
 * stem to the catch depth 4 yards outside (in) or inside (out) of the catch spot, then break
 * flat across; verticals release and run up the field; screens step back (wide receiver) or
 * leak to the flat behind the line (back) to catch the ball near or behind the line.
 */
export function buildRoutePoints(routeType: RouteType, start: Point, catchSpot: Point, los: number): Point[] {
  const towardsMiddle = catchSpot.v > FIELD_MIDDLE ? -1 : 1;
  switch (routeType) {
    case 'VERTICAL': {
      const release = { u: Math.min(start.u + 4, catchSpot.u), v: start.v + (catchSpot.v - start.v) * 0.15 };
      return [release, catchSpot];
    }
    case 'IN': {
      const breakPoint = { u: catchSpot.u, v: insideSidelines(catchSpot.v - towardsMiddle * 4) };
      return [{ u: Math.max(start.u + 1, catchSpot.u - 1), v: breakPoint.v }, catchSpot];
    }
    case 'OUT': {
      const breakPoint = { u: catchSpot.u, v: insideSidelines(catchSpot.v + towardsMiddle * 4) };
      return [{ u: Math.max(start.u + 1, catchSpot.u - 1), v: breakPoint.v }, catchSpot];
    }
    case 'WR_SCREEN':
      return [catchSpot];
    case 'RB_SCREEN': {
      const flat = { u: Math.min(start.u, los - 1.5), v: insideSidelines((start.v + catchSpot.v) / 2) };
      return [flat, catchSpot];
    }
  }
}

/** A route for a receiver the pass does not go to: a go, an in, an out or a curl at 5–15 yards. */
export function buildDecoyRoutePoints(random: Random, start: Point, side: Side, los: number): Point[] {
  return pickDecoyRoute(random, start, side, los).map(keepOnField);
}

const pickDecoyRoute = (random: Random, start: Point, side: Side, los: number): Point[] => {
  const depth = Math.min(los + 5 + random.float() * 10, 106);
  const choice = random.int(0, 3);
  const outside = insideSidelines(start.v + side * 6, 2);
  const inside = insideSidelines(start.v - side * 8, 2);
  switch (choice) {
    case 0:
      return [
        { u: start.u + 4, v: start.v },
        { u: Math.min(start.u + 30, 108), v: insideSidelines(start.v + side * 2) },
      ];
    case 1:
      return [
        { u: depth, v: start.v },
        { u: depth, v: inside },
      ];
    case 2:
      return [
        { u: depth, v: start.v },
        { u: depth - 1, v: outside },
      ];
    default:
      return [
        { u: depth + 2, v: start.v },
        { u: depth, v: start.v - side * 1.5 },
      ];
  }
};
