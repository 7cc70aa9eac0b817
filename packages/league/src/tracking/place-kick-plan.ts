import type { NflId } from '@all22/domain';
import { createBallPath } from './ball-path.js';
import type { Point } from './field-geometry.js';
import { FIELD_MIDDLE, keepOnField } from './field-geometry.js';
import { fitRun } from './line-play.js';
import { createMotionTrack } from './motion-track.js';
import type { PlayContext } from './play-context.js';
import { POST_PLAY_SECONDS, PRE_SNAP_SECONDS, TOP_SPEED_BY_POSITION } from './play-context.js';
import type { ActorPlan, BallPhase, Behaviour, PlannedEvent, PlayPlan } from './play-plan.js';
import { RESTING_BALL_HEIGHT, STAND, followTrack, inPhases } from './play-plan.js';
import { toFrameTime } from './simulate-play.js';

const HOLDER_DEPTH = 7;
const SNAP_SECONDS = 0.4;
/** From the snap to the kick, seconds (the NFL's operation time is about 1.3). */
const SNAP_TO_KICK = 1.3;
/** Half the width between the uprights, yards (18 ft 6 in apart). */
const HALF_UPRIGHTS = 3.08;

/**
 * A field goal or extra point: snapper, eight blockers shoulder to shoulder with wings, the
 * holder 7 yards deep and the kicker beside him; the defense rushes 9 with 2 back. The kick goes
 * 1.3 s after the snap to the goal posts on the end line: between the uprights and over the
 * crossbar when good, wide when missed, and off a rusher's hands just past the line when blocked.
 */
export function planPlaceKick(context: PlayContext): PlayPlan {
  const { play, random, lineOfScrimmage: los, ballV } = context;
  const isExtraPoint = context.kind === 'extra_point';
  const snapTime = PRE_SNAP_SECONDS;
  const kickTime = toFrameTime(snapTime + SNAP_TO_KICK);
  const holdSpot: Point = { u: los - HOLDER_DEPTH, v: ballV };
  const kickerId =
    play.kickerId ?? context.offenseIds.find((nflId) => context.positionOf(nflId) === 'K') ?? null;
  const holderId =
    context.offenseIds.find((nflId) => context.positionOf(nflId) === 'P' && nflId !== kickerId) ??
    context.offenseIds.find((nflId) => context.positionOf(nflId) === 'QB') ??
    null;
  const snapperId = context.offenseIds.find((nflId) => context.positionOf(nflId) === 'LS') ?? null;
  const positions = new Map<NflId, Point>();
  const behaviours = new Map<NflId, Behaviour>();
  if (holderId !== null) positions.set(holderId, { u: holdSpot.u, v: ballV - 0.8 });
  if (snapperId !== null) positions.set(snapperId, { u: los - 0.4, v: ballV });
  if (kickerId !== null) {
    const start = { u: holdSpot.u - 2.5, v: ballV + 2 };
    positions.set(kickerId, start);
    const track = createMotionTrack(snapTime + 0.5, start)
      .moveBy([{ u: holdSpot.u - 0.6, v: ballV + 0.4 }], kickTime, { maxSpeed: 4, endSpeed: 3 })
      .move([{ u: holdSpot.u + 1.5, v: ballV }], { cruiseSpeed: 3, endSpeed: 0 })
      .build();
    behaviours.set(kickerId, followTrack(track));
  }
  const blockers = context.offenseIds.filter((nflId) => !positions.has(nflId));
  blockers.forEach((nflId, index) => {
    const rank = Math.floor(index / 2) + 1;
    const side = index % 2 === 0 ? 1 : -1;
    positions.set(nflId, { u: los - (rank >= 4 ? 1.6 : 0.8), v: ballV + side * rank * 1.2 });
  });
  context.defenseIds.forEach((nflId, index) => {
    if (index >= 9) positions.set(nflId, { u: los + 8, v: ballV + (index % 2 === 0 ? 4 : -4) });
    else
      positions.set(nflId, {
        u: los + 1,
        v: ballV + (index % 2 === 0 ? 1 : -1) * (0.6 + 1.2 * Math.floor(index / 2)),
      });
  });

  for (const [nflId, point] of positions) positions.set(nflId, keepOnField(point));
  const result = play.kickResult;
  const isBlocked = result === 'BLOCKED';
  const isGood = result === 'GOOD' || result === 'SUCCESS' || (result === null && play.points > 0);
  const kickDistance = 110 - holdSpot.u;
  const flightTime = isBlocked ? 0.4 : toFrameTime(0.5 + kickDistance / 25);
  const missBy = (HALF_UPRIGHTS + 0.5 + random.float() * 3) * (random.chance(0.5) ? 1 : -1);
  const target: Point = isBlocked
    ? { u: los + 1.5, v: ballV + (random.float() - 0.5) * 2 }
    : { u: 109.9, v: FIELD_MIDDLE + (isGood ? (random.float() - 0.5) * 3 : missBy) };
  const landTime = kickTime + flightTime;
  const ballPhases: BallPhase[] = [
    { kind: 'rest', until: snapTime + 1e-6, at: { u: los, v: ballV }, z: RESTING_BALL_HEIGHT },
    {
      kind: 'flight',
      startTime: snapTime,
      until: snapTime + SNAP_SECONDS,
      from: { u: los, v: ballV },
      fromZ: RESTING_BALL_HEIGHT,
      to: holdSpot,
      toZ: 0.5,
    },
    { kind: 'rest', until: kickTime, at: holdSpot, z: RESTING_BALL_HEIGHT },
    {
      kind: 'flight',
      startTime: kickTime,
      until: landTime,
      from: holdSpot,
      fromZ: RESTING_BALL_HEIGHT,
      to: target,
      toZ: isBlocked ? 1.8 : 5,
    },
  ];
  if (isBlocked) {
    const rest = { u: los + 6, v: target.v + (random.float() - 0.5) * 4 };
    ballPhases.push({
      kind: 'flight',
      startTime: landTime,
      until: landTime + 0.8,
      from: target,
      fromZ: 1.8,
      to: rest,
      toZ: RESTING_BALL_HEIGHT,
    });
  }
  const outcome = isExtraPoint
    ? isBlocked
      ? 'extra_point_blocked'
      : isGood
        ? 'extra_point'
        : 'extra_point_missed'
    : isBlocked
      ? 'field_goal_blocked'
      : isGood
        ? 'field_goal'
        : 'field_goal_missed';
  const events: PlannedEvent[] = [
    { time: snapTime, event: 'ball_snap' },
    { time: kickTime, event: 'kick' },
    { time: toFrameTime(landTime), event: outcome },
  ];

  const rushGoal = () => holdSpot;
  const blockerIds = blockers;
  const actors = [...context.offenseIds, ...context.defenseIds].map((nflId): ActorPlan => {
    const participant = context.participant(nflId);
    const speed = TOP_SPEED_BY_POSITION[participant.position];
    const isOffense = context.isOffense(nflId);
    const rush = fitRun(nflId, speed, rushGoal, blockerIds);
    const behaviour =
      behaviours.get(nflId) ??
      (isOffense
        ? () => STAND
        : inPhases(
            [
              [snapTime, () => STAND],
              [kickTime + 0.3, rush],
            ],
            () => STAND,
          ));
    return {
      nflId,
      teamId: participant.teamId,
      isOffense,
      start: positions.get(nflId) as Point,
      maxSpeed: speed,
      behaviour,
    };
  });
  return {
    actors,
    ball: createBallPath(ballPhases),
    events,
    duration: toFrameTime(landTime + (isBlocked ? 0.8 : 0)) + POST_PLAY_SECONDS,
    isOutOfBounds: false,
  };
}
