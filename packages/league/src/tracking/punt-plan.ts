import type { NflId } from '@all22/domain';
import { createBallPath } from './ball-path.js';
import type { Point } from './field-geometry.js';
import { FIELD_WIDTH, clamp, insideSidelines, keepOnField } from './field-geometry.js';
import { planKickReturn } from './kick-return.js';
import { createMotionTrack } from './motion-track.js';
import type { PlayContext } from './play-context.js';
import { POST_PLAY_SECONDS, PRE_SNAP_SECONDS } from './play-context.js';
import type { Behaviour, PlayPlan } from './play-plan.js';
import { CARRIED_BALL_HEIGHT, RESTING_BALL_HEIGHT, followTrack } from './play-plan.js';
import { toFrameTime } from './simulate-play.js';

/** The punter stands this deep, yards; the long snap takes SNAP_SECONDS to reach him. */
const PUNTER_DEPTH = 14;
const SNAP_SECONDS = 0.8;
/** From the snap to the punt, seconds (the NFL average is about 2.1). */
const SNAP_TO_PUNT = 2;
const GUNNER_FROM_SIDELINE = 5;

/**
 * A punt: long snapper over the ball, linemen either side, a personal protector 5 yards deep,
 * the punter 14 deep and two gunners split wide; the receiving team puts 6 on the line, two
 * jammers on the gunners and the returner at the landing spot. The punt leaves 2 s after the
 * snap and comes down kickDistance yards past the line after a hang time of about 4.3 s.
 */
export function planPunt(context: PlayContext): PlayPlan {
  const { play, random, lineOfScrimmage: los, ballV } = context;
  const snapTime = PRE_SNAP_SECONDS;
  const puntTime = toFrameTime(snapTime + SNAP_TO_PUNT);
  const distance = play.kickDistance ?? 45;
  const landing: Point = {
    u: clamp(los + distance, 0, 109),
    v: insideSidelines(ballV + (random.float() - 0.5) * 20, 6),
  };
  const landTime = toFrameTime(puntTime + 2 + distance * 0.05);

  const positions = new Map<NflId, Point>();
  const kickingBehaviours = new Map<NflId, Behaviour>();
  const punterId =
    play.punterId ?? context.offenseIds.find((nflId) => context.positionOf(nflId) === 'P') ?? null;
  const snapperId = context.offenseIds.find((nflId) => context.positionOf(nflId) === 'LS') ?? null;
  const punterStart = keepOnField({ u: los - PUNTER_DEPTH, v: ballV });
  if (punterId !== null) {
    positions.set(punterId, punterStart);
    const track = createMotionTrack(snapTime + SNAP_SECONDS, punterStart)
      .moveBy([{ u: punterStart.u + 2, v: ballV }], puntTime, { maxSpeed: 3, endSpeed: 2 })
      .move([{ u: punterStart.u + 4, v: ballV }], { cruiseSpeed: 2, endSpeed: 0 })
      .build();
    kickingBehaviours.set(punterId, followTrack(track));
  }
  if (snapperId !== null) positions.set(snapperId, { u: los - 0.4, v: ballV });
  const others = context.offenseIds.filter((nflId) => nflId !== punterId && nflId !== snapperId);
  const gunners = others
    .filter((nflId) => ['WR', 'CB', 'DB'].includes(context.positionOf(nflId)))
    .slice(0, 2);
  gunners.forEach((nflId, index) => {
    positions.set(nflId, {
      u: los - 0.8,
      v: index === 0 ? GUNNER_FROM_SIDELINE : FIELD_WIDTH - GUNNER_FROM_SIDELINE,
    });
  });
  const interior = others.filter((nflId) => !gunners.includes(nflId));
  interior.forEach((nflId, index) => {
    if (index === interior.length - 1) positions.set(nflId, { u: los - 5, v: ballV + 0.5 });
    else
      positions.set(nflId, {
        u: los - 0.8,
        v: ballV + (index % 2 === 0 ? 1 : -1) * (1.2 + 1.2 * Math.floor(index / 2)),
      });
  });

  const returners = context.defenseIds.filter((nflId) => nflId !== play.returnerId);
  if (play.returnerId !== null && context.defenseIds.includes(play.returnerId)) {
    positions.set(play.returnerId, { u: clamp(landing.u + 3, 0, 109), v: landing.v });
  }
  returners.forEach((nflId, index) => {
    if (index < 2)
      positions.set(nflId, {
        u: los + 1.5,
        v: index === 0 ? GUNNER_FROM_SIDELINE + 1 : FIELD_WIDTH - GUNNER_FROM_SIDELINE - 1,
      });
    else if (index < 8)
      positions.set(nflId, {
        u: los + 1,
        v: ballV + (index % 2 === 0 ? 1 : -1) * (0.8 + 1.3 * Math.floor((index - 2) / 2)),
      });
    else
      positions.set(nflId, {
        u: los + 8 + 3 * (index - 8),
        v: insideSidelines(ballV + (index % 2 === 0 ? 5 : -5), 3),
      });
  });

  for (const [nflId, point] of positions) positions.set(nflId, keepOnField(point));
  const kickReturn = planKickReturn({
    context,
    positions,
    kickingBehaviours,
    kickTime: puntTime,
    landing,
    landTime,
    receivedEvent: 'punt_received',
  });
  const snapSpot = { u: los, v: ballV };
  const puntSpot = { u: punterStart.u + 2.5, v: ballV };
  const ball = createBallPath([
    { kind: 'rest', until: snapTime + 1e-6, at: snapSpot, z: RESTING_BALL_HEIGHT },
    {
      kind: 'flight',
      startTime: snapTime,
      until: snapTime + SNAP_SECONDS,
      from: snapSpot,
      fromZ: RESTING_BALL_HEIGHT,
      to: punterStart,
      toZ: CARRIED_BALL_HEIGHT,
    },
    punterId === null
      ? { kind: 'rest', until: puntTime, at: punterStart, z: CARRIED_BALL_HEIGHT }
      : { kind: 'held', until: puntTime, by: punterId },
    {
      kind: 'flight',
      startTime: puntTime,
      until: landTime,
      from: puntSpot,
      fromZ: CARRIED_BALL_HEIGHT,
      to: landing,
      toZ: kickReturn.returnerId === null ? RESTING_BALL_HEIGHT : CARRIED_BALL_HEIGHT,
    },
    kickReturn.returnerId === null
      ? { kind: 'rest', until: Number.POSITIVE_INFINITY, at: landing, z: RESTING_BALL_HEIGHT }
      : { kind: 'held', until: Number.POSITIVE_INFINITY, by: kickReturn.returnerId },
  ]);
  return {
    actors: kickReturn.actors,
    ball,
    events: [{ time: snapTime, event: 'ball_snap' }, { time: puntTime, event: 'punt' }, ...kickReturn.events],
    duration: toFrameTime(kickReturn.endTime) + POST_PLAY_SECONDS,
    isOutOfBounds: kickReturn.isOutOfBounds,
  };
}
