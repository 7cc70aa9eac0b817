import type { NflId } from '@all22/domain';
import { finishCarrierRun } from './carrier-finish.js';
import { breakOnBall, coverMan } from './coverage.js';
import type { DefenseFormation } from './defense-formation.js';
import type { Point } from './field-geometry.js';
import { clamp, distanceBetween, insideSidelines } from './field-geometry.js';
import type { MotionTrack } from './motion-track.js';
import { RUNNER_ACCELERATION, RUNNER_DECELERATION, createMotionTrack } from './motion-track.js';
import type { OffenseFormation } from './offense-formation.js';
import type { PlayContext } from './play-context.js';
import {
  PRE_SNAP_SECONDS,
  TOP_SPEED_BY_POSITION,
  getCarrierTopSpeed,
  getOffenseEndU,
} from './play-context.js';
import type { BallPhase, Behaviour, PlannedEvent } from './play-plan.js';
import { CARRIED_BALL_HEIGHT, RESTING_BALL_HEIGHT, inPhases } from './play-plan.js';
import { DEFAULT_TIME_TO_THROW, getSnapBallPhases, planDropback } from './quarterback-drop.js';
import { buildRoutePoints, getCatchLateral, inferRouteType } from './route-paths.js';
import type { ScrimmageScript } from './scrimmage-script.js';
import { createSpeedProfile } from './speed-profile.js';
import { toFrameTime } from './simulate-play.js';

/** A receiver's top route speed, yd/s. */
const ROUTE_SPEED = 9.5;
/** Ball speed in the air along the ground, yd/s, plus the time to get it up and down. */
const PASS_SPEED = 21;
const PASS_LOFT_SECONDS = 0.3;
const RELEASE_HEIGHT = 2;

/**
 * A pass: the quarterback drops and throws at snap + timeToThrow; the ball flies to the air-yards
 * spot (line of scrimmage + airYards, across the field by targetLocation) and gets there when the
 * target does — the flight is lengthened (lofted) when he needs longer. Then the target runs to
 * the end spot, the interceptor returns it, or the ball falls incomplete. The defender nearest
 * the target is `separation` yards from the spot when the ball arrives.
 */
export function planPass(
  context: PlayContext,
  offense: OffenseFormation,
  defense: DefenseFormation,
): ScrimmageScript {
  const { play, random, lineOfScrimmage: los } = context;
  const snapTime = PRE_SNAP_SECONDS;
  const quarterbackId = offense.quarterbackId;
  if (quarterbackId === null) throw new RangeError(`Pass play ${play.playId} has no passer`);
  const timeToThrow = play.timeToThrow ?? DEFAULT_TIME_TO_THROW;
  const throwTime = toFrameTime(snapTime + timeToThrow);
  const qbBuilder = planDropback(context, offense, quarterbackId, snapTime, timeToThrow);
  const drop = qbBuilder.position;
  qbBuilder.moveBy([{ u: drop.u + 0.6, v: drop.v + (random.float() - 0.5) }], throwTime, { maxSpeed: 2 });
  const qbTrack = qbBuilder.waitUntil(throwTime + 0.6).build();
  const releaseSpot = qbTrack.sample(throwTime).point;

  const targetId = play.targetId ?? firstReceiver(offense, quarterbackId);
  const tracks = new Map<NflId, MotionTrack>([[quarterbackId, qbTrack]]);
  const behaviours = new Map<NflId, Behaviour>();
  const events: PlannedEvent[] = [
    { time: snapTime, event: 'ball_snap' },
    { time: throwTime, event: 'pass_forward' },
  ];
  const ballPhases: BallPhase[] = [
    ...getSnapBallPhases(context, offense, quarterbackId, (time) => qbTrack.sample(time).point, snapTime),
    { kind: 'held', until: throwTime, by: quarterbackId },
  ];

  const targetStart = offense.positions.get(targetId) as Point;
  const side = offense.receiverAlignments.get(targetId)?.side ?? 1;
  const airYards = play.airYards ?? 8;
  const spot: Point = {
    u: clamp(los + airYards, -9, 109),
    v: getCatchLateral(play.targetLocation, side, targetStart.v, random),
  };
  const routeType = play.routeType ?? inferRouteType(airYards, targetStart, spot);
  const routePoints = buildRoutePoints(routeType, targetStart, spot, los);
  const catchSpeed = routeType === 'VERTICAL' ? 8 : 5;
  const arriveTime = toFrameTime(
    Math.max(
      throwTime + PASS_LOFT_SECONDS + distanceBetween(releaseSpot, spot) / PASS_SPEED,
      snapTime + fastestRouteTime(targetStart, routePoints, catchSpeed),
    ),
  );
  ballPhases.push({
    kind: 'flight',
    startTime: throwTime,
    until: arriveTime,
    from: releaseSpot,
    fromZ: RELEASE_HEIGHT,
    to: spot,
    toZ: CARRIED_BALL_HEIGHT,
  });
  events.push({ time: arriveTime, event: 'pass_arrived' });
  const targetBuilder = createMotionTrack(snapTime, targetStart).moveBy(routePoints, arriveTime, {
    maxSpeed: ROUTE_SPEED,
    endSpeed: catchSpeed,
  });

  // The defender nearest the target ends the ball's flight `separation` yards from the spot.
  const nearestId = play.nearestDefenderId;
  if (nearestId !== null && defense.positions.has(nearestId) && nearestId !== play.interceptorId) {
    const separation = Math.max(0.5, play.separation ?? 2);
    const angle = random.float() * Math.PI;
    const offset = { u: Math.sin(angle) * separation, v: Math.cos(angle) * separation };
    const speed = TOP_SPEED_BY_POSITION[context.positionOf(nearestId)];
    const start = defense.positions.get(nearestId) as Point;
    behaviours.set(
      nearestId,
      inPhases(
        [
          [snapTime, () => ({ kind: 'stand' })],
          [throwTime, coverMan(targetId, Math.max(1, start.u - los), speed, snapTime)],
          [arriveTime + 0.1, breakOnBall(spot, offset, arriveTime, speed)],
        ],
        breakOnBall(spot, { u: offset.u * 0.4, v: offset.v * 0.4 }, arriveTime + 0.6, speed),
      ),
    );
  }

  const base = { offense, defense, snapTime, tracks, behaviours, passerId: quarterbackId, isRun: false };
  const pass = { throwTime, arriveTime, spot };
  const rusherIds = getRusherIds(context, defense);

  if (play.interception && play.interceptorId !== null && defense.positions.has(play.interceptorId)) {
    tracks.set(
      targetId,
      targetBuilder.move([stepPast(targetStart, spot, 2)], { cruiseSpeed: 5, endSpeed: 0 }).build(),
    );
    const interceptorId = play.interceptorId;
    // He catches it beside the intended receiver; the return is counted from the catch spot, which
    // the record puts no deeper than 8 yards into the end zone.
    const pickSpot = { u: spot.u, v: insideSidelines(spot.v + 0.6, 0.5) };
    const catchU = Math.min(spot.u, 108);
    const isTouchback = catchU >= 100 && (play.returnYards ?? 0) === 0;
    const builder = createMotionTrack(snapTime, defense.positions.get(interceptorId) as Point)
      .waitUntil(snapTime + 0.2)
      .moveBy([pickSpot], arriveTime, { maxSpeed: 10.5, endSpeed: isTouchback ? 0 : 4 });
    const finish = finishCarrierRun({
      builder,
      random,
      endU: catchU - (play.returnYards ?? 0),
      goalSign: -1,
      topSpeed: getCarrierTopSpeed(context, interceptorId),
      hasTacklers: context.carrierEnd === 'tackle',
      isDownWithoutRun: isTouchback || context.carrierEnd === 'down',
    });
    tracks.set(interceptorId, finish.track);
    ballPhases.push({ kind: 'held', until: Number.POSITIVE_INFINITY, by: interceptorId });
    events.push({ time: arriveTime, event: 'pass_outcome_interception' }, ...finish.events);
    return {
      ...base,
      pass,
      rusherIds,
      carrier: { nflId: interceptorId, track: finish.track, startTime: arriveTime, endTime: finish.endTime },
      isCarrierOnDefense: true,
      ballPhases,
      events,
      endTime: finish.endTime,
      isOutOfBounds: finish.outcome === 'out_of_bounds',
    };
  }

  if (!play.completion) {
    tracks.set(
      targetId,
      targetBuilder.move([stepPast(targetStart, spot, 3)], { cruiseSpeed: 6, endSpeed: 0 }).build(),
    );
    const landing = stepPast(releaseSpot, spot, 3);
    ballPhases.push({
      kind: 'flight',
      startTime: arriveTime,
      until: arriveTime + 0.4,
      from: spot,
      fromZ: CARRIED_BALL_HEIGHT,
      to: { u: landing.u, v: insideSidelines(landing.v, 0) },
      toZ: RESTING_BALL_HEIGHT,
    });
    events.push({ time: arriveTime, event: 'pass_outcome_incomplete' });
    return {
      ...base,
      pass,
      rusherIds,
      isCarrierOnDefense: false,
      ballPhases,
      events,
      endTime: arriveTime + 0.8,
      isOutOfBounds: false,
    };
  }

  const finish = finishCarrierRun({
    builder: targetBuilder,
    random,
    endU: getOffenseEndU(context),
    goalSign: 1,
    topSpeed: getCarrierTopSpeed(context, targetId),
    hasTacklers: context.carrierEnd === 'tackle',
    isDownWithoutRun: context.carrierEnd === 'down',
  });
  tracks.set(targetId, finish.track);
  ballPhases.push({ kind: 'held', until: Number.POSITIVE_INFINITY, by: targetId });
  events.push({ time: arriveTime, event: 'pass_outcome_caught' }, ...finish.events);
  return {
    ...base,
    pass,
    rusherIds,
    carrier: { nflId: targetId, track: finish.track, startTime: arriveTime, endTime: finish.endTime },
    isCarrierOnDefense: false,
    ballPhases,
    events,
    endTime: finish.endTime,
    isOutOfBounds: finish.outcome === 'out_of_bounds',
  };
}

/** The pass rushers: the record's, else the defensive front (plus a linebacker on a blitz). */
export function getRusherIds(context: PlayContext, defense: DefenseFormation): NflId[] {
  if (context.play.passRusherIds.length > 0)
    return context.play.passRusherIds.filter((id) => defense.positions.has(id));
  const front = [...defense.alignments].filter(([, alignment]) => alignment === 'DT' || alignment === 'EDGE');
  const linebackers = [...defense.alignments].filter(([, alignment]) => alignment === 'LB');
  return [...front, ...(context.play.blitz ? linebackers.slice(0, 1) : [])].map(([nflId]) => nflId);
}

const firstReceiver = (offense: OffenseFormation, quarterbackId: NflId): NflId => {
  const receiver = [...offense.receiverAlignments.keys()].find((nflId) => nflId !== quarterbackId);
  if (receiver === undefined) throw new RangeError('A pass play needs a receiver');
  return receiver;
};

/** The shortest time a receiver can run the route, accelerating from a standstill. */
const fastestRouteTime = (start: Point, points: readonly Point[], endSpeed: number): number => {
  const all = [start, ...points];
  const length = points.reduce((sum, point, index) => sum + distanceBetween(all[index] as Point, point), 0);
  return createSpeedProfile({
    length,
    startSpeed: 0,
    cruiseSpeed: ROUTE_SPEED,
    endSpeed,
    acceleration: RUNNER_ACCELERATION,
    deceleration: RUNNER_DECELERATION,
  }).duration;
};

/** `yards` past `to` on the line from `from`: where a runner carries on after a missed ball. */
const stepPast = (from: Point, to: Point, yards: number): Point => {
  const length = distanceBetween(from, to) || 1;
  return {
    u: clamp(to.u + ((to.u - from.u) / length) * yards, -9.5, 109.5),
    v: insideSidelines(to.v + ((to.v - from.v) / length) * yards, 0.5),
  };
};
