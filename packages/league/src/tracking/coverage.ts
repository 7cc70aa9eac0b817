import type { DefAlignment, NflId } from '@all22/domain';
import type { Point } from './field-geometry.js';
import { FIELD_MIDDLE, FIELD_WIDTH, insideSidelines } from './field-geometry.js';
import type { Behaviour } from './play-plan.js';

/** Man coverage: stays on the receiver's inside hip, `cushion` yards deeper (shrinking as he runs). */
export function coverMan(receiverId: NflId, cushion: number, speed: number, snapTime: number): Behaviour {
  return (time, world) => {
    const receiver = world.positionOf(receiverId);
    const shrinking = Math.max(0.8, cushion - (time - snapTime) * 1.5);
    const inside = receiver.v > FIELD_MIDDLE ? -0.6 : 0.6;
    return { kind: 'steer', target: { u: receiver.u + shrinking, v: receiver.v + inside }, speed };
  };
}

/**
 * The spot a zone defender drops to: deep thirds or halves for corners and safeties by the shell,
 * hook and curl areas at 7–9 yards for linebackers and slot defenders.
 */
export function getZoneLandmark(
  alignment: DefAlignment,
  start: Point,
  los: number,
  isSingleHigh: boolean,
): Point {
  const onLeft = start.v > FIELD_MIDDLE;
  const fromSideline = (yards: number) => (onLeft ? FIELD_WIDTH - yards : yards);
  switch (alignment) {
    case 'CB':
      return isSingleHigh ? { u: los + 14, v: fromSideline(9) } : { u: los + 5, v: fromSideline(8) };
    case 'FS':
    case 'SS':
      if (start.u - los < 10) return { u: los + 9, v: insideSidelines(start.v, 8) };
      return isSingleHigh ? { u: los + 17, v: FIELD_MIDDLE } : { u: los + 17, v: fromSideline(14) };
    case 'SLOT':
      return { u: los + 7, v: insideSidelines(start.v + (onLeft ? 2 : -2), 4) };
    default:
      return { u: los + 8, v: insideSidelines(start.v, 6) };
  }
}

/** Zone coverage: backpedals to the landmark and sits there reading the quarterback. */
export function dropToZone(landmark: Point, speed: number): Behaviour {
  return () => ({ kind: 'steer', target: landmark, speed });
}

/** Breaks on the thrown ball: runs for `spot`, `offset` yards off it, by the time it arrives. */
export function breakOnBall(spot: Point, offset: Point, arriveBy: number, speed: number): Behaviour {
  return () => ({ kind: 'steer', target: { u: spot.u + offset.u, v: spot.v + offset.v }, speed, arriveBy });
}
