import type { NflId } from '@all22/domain';
import type { Point } from './field-geometry.js';
import { distanceBetween, stepTowards } from './field-geometry.js';
import type { Behaviour, World } from './play-plan.js';

/** Within this many yards a blocker and a defender are engaged. */
const ENGAGED_DISTANCE = 1.3;
/** How fast an engaged player gets anywhere, yd/s: blocks hold. */
const ENGAGED_SPEED = 1.1;

/** True when one of `blockerIds` is on `nflId` and stands between him and `goal`. */
export function isEngaged(world: World, nflId: NflId, blockerIds: readonly NflId[], goal: Point): boolean {
  const me = world.positionOf(nflId);
  const myDistance = distanceBetween(me, goal);
  return blockerIds.some((blockerId) => {
    const blocker = world.positionOf(blockerId);
    return (
      distanceBetween(me, blocker) < ENGAGED_DISTANCE && distanceBetween(blocker, goal) < myDistance + 0.3
    );
  });
}

/**
 * Pairs each blocker with the nearest free defender (greedy, in blocker order); blockers left over
 * double the nearest defender. Returns blocker → defender.
 */
export function assignBlocks(
  blockerIds: readonly NflId[],
  defenderIds: readonly NflId[],
  positions: ReadonlyMap<NflId, Point>,
): Map<NflId, NflId> {
  const assignments = new Map<NflId, NflId>();
  const free = new Set(defenderIds);
  for (const blockerId of blockerIds) {
    const from = positions.get(blockerId) as Point;
    const byDistance = (pool: Iterable<NflId>) =>
      [...pool].sort(
        (a, b) =>
          distanceBetween(from, positions.get(a) as Point) - distanceBetween(from, positions.get(b) as Point),
      )[0];
    const pick = byDistance(free) ?? byDistance(defenderIds);
    if (pick === undefined) continue;
    free.delete(pick);
    assignments.set(blockerId, pick);
  }
  return assignments;
}

export interface RushOptions {
  nflId: NflId;
  speed: number;
  /** Where the rusher is going: the passer's spot now. */
  goal: (world: World) => Point;
  blockerIds: readonly NflId[];
  /** From this time the rusher has beaten his block (pressure, sacks); never when undefined. */
  winsAt?: number;
}

/** A rusher who has not beaten his block gets no nearer the passer than this, yards. */
const POCKET_DEPTH = 2.5;
/** …and pushes at no more than this, yd/s. */
const PUSH_SPEED = 4;

/**
 * A pass rusher: goes for the passer, held up while a blocker is on him; until he wins (pressure,
 * sacks) the pocket holds, so he closes to no nearer than a couple of yards in front of it.
 */
export function rushPasser({ nflId, speed, goal, blockerIds, winsAt }: RushOptions): Behaviour {
  return (time, world) => {
    const passer = goal(world);
    const hasWon = winsAt !== undefined && time >= winsAt;
    if (hasWon) return { kind: 'steer', target: passer, speed };
    const me = world.positionOf(nflId);
    const target = {
      u: Math.max(passer.u + POCKET_DEPTH, Math.min(me.u, passer.u + POCKET_DEPTH + 1.5)),
      v: passer.v + (me.v - passer.v) * 0.6,
    };
    const isHeld = isEngaged(world, nflId, blockerIds, passer);
    return { kind: 'steer', target, speed: isHeld ? ENGAGED_SPEED : Math.min(speed, PUSH_SPEED) };
  };
}

/**
 * A pass protector: sets between his man and the passer, a yard off the man, never past the line.
 */
export function protectPasser(defenderId: NflId, passer: (world: World) => Point, los: number): Behaviour {
  return (_time, world) => {
    const rusher = world.positionOf(defenderId);
    const spot = stepTowards(rusher, passer(world), 1);
    return { kind: 'steer', target: { u: Math.min(spot.u, los - 0.3), v: spot.v }, speed: 5.5 };
  };
}

/** A run blocker: fits on his man and drives him back towards the defense's side. */
export function driveBlock(defenderId: NflId, speed = 5.5): Behaviour {
  return (_time, world) => {
    const defender = world.positionOf(defenderId);
    return { kind: 'steer', target: { u: defender.u + 0.3, v: defender.v }, speed };
  };
}

/** A defender playing the run or chasing: goes for `goal`, held up while blocked. */
export function fitRun(
  nflId: NflId,
  speed: number,
  goal: (time: number) => Point,
  blockerIds: readonly NflId[],
): Behaviour {
  return (time, world) => {
    const target = goal(time);
    const isHeld = isEngaged(world, nflId, blockerIds, target);
    return { kind: 'steer', target, speed: isHeld ? ENGAGED_SPEED * 1.5 : speed };
  };
}
