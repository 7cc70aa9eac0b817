import type { NflId } from '@all22/domain';
import type { DefenseFormation } from './defense-formation.js';
import type { Point } from './field-geometry.js';
import { insideSidelines } from './field-geometry.js';
import type { OffenseFormation } from './offense-formation.js';
import { getRusherIds } from './pass-plan.js';
import type { PlayContext } from './play-context.js';
import { PRE_SNAP_SECONDS, TOP_SPEED_BY_POSITION, getOffenseEndU } from './play-context.js';
import type { Behaviour } from './play-plan.js';
import { STAND, inPhases } from './play-plan.js';
import { getChaseOffset } from './pursuit.js';
import { DEFAULT_TIME_TO_THROW, getSnapBallPhases, planDropback } from './quarterback-drop.js';
import type { ScrimmageScript } from './scrimmage-script.js';
import { toFrameTime } from './simulate-play.js';

/** Sacks come no sooner than this after the snap, seconds. */
const EARLIEST_SACK = 1.8;

/**
 * A sack: the quarterback drops and is brought down at the sack spot (line of scrimmage + the
 * yards lost) at snap + timeToThrow; the credited sackers (else the tacklers, else the first
 * rusher) beat their blocks and arrive there together.
 */
export function planSack(
  context: PlayContext,
  offense: OffenseFormation,
  defense: DefenseFormation,
): ScrimmageScript {
  const { play } = context;
  const snapTime = PRE_SNAP_SECONDS;
  const quarterbackId = offense.quarterbackId;
  if (quarterbackId === null) throw new RangeError(`Sack ${play.playId} has no quarterback`);
  const timeToThrow = play.timeToThrow ?? DEFAULT_TIME_TO_THROW;
  const plannedSack = toFrameTime(snapTime + Math.max(timeToThrow, EARLIEST_SACK));
  const qbBuilder = planDropback(context, offense, quarterbackId, snapTime, timeToThrow);
  const sackSpot: Point = {
    u: getOffenseEndU(context),
    v: insideSidelines(qbBuilder.position.v + (context.random.float() - 0.5) * 2),
  };
  const qbTrack = qbBuilder.moveBy([sackSpot], plannedSack, { maxSpeed: 5 }).build();
  // A big loss takes him longer than the planned time to reach: he goes down when he gets there.
  const sackTime = Math.max(plannedSack, toFrameTime(qbTrack.endTime));

  const rusherIds = getRusherIds(context, defense);
  const credited =
    [play.sackerIds, play.tacklerIds, rusherIds.slice(0, 1)].find((ids) => ids.length > 0) ?? [];
  const sackerIds = credited.filter((nflId) => defense.positions.has(nflId));
  const behaviours = new Map<NflId, Behaviour>();
  sackerIds.forEach((nflId, index) => {
    const offset = getChaseOffset(index, 0.9, true);
    const speed = TOP_SPEED_BY_POSITION[context.positionOf(nflId)] + 0.5;
    const target = { u: sackSpot.u + offset.u, v: sackSpot.v + offset.v };
    behaviours.set(
      nflId,
      inPhases([[snapTime, () => STAND]], () => ({ kind: 'steer', target, speed, arriveBy: sackTime })),
    );
  });

  return {
    offense,
    defense,
    snapTime,
    tracks: new Map([[quarterbackId, qbTrack]]),
    behaviours,
    passerId: quarterbackId,
    rusherIds,
    isRun: false,
    isCarrierOnDefense: false,
    ballPhases: [
      ...getSnapBallPhases(context, offense, quarterbackId, (time) => qbTrack.sample(time).point, snapTime),
      { kind: 'held', until: Number.POSITIVE_INFINITY, by: quarterbackId },
    ],
    events: [
      { time: snapTime, event: 'ball_snap' },
      { time: sackTime, event: 'qb_sack' },
      { time: sackTime, event: 'tackle' },
    ],
    endTime: sackTime,
    isOutOfBounds: false,
  };
}
