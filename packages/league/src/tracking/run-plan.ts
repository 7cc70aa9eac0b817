import type { NflId } from '@all22/domain';
import { finishCarrierRun } from './carrier-finish.js';
import type { DefenseFormation } from './defense-formation.js';
import type { Point } from './field-geometry.js';
import { insideSidelines } from './field-geometry.js';
import type { MotionTrack } from './motion-track.js';
import { createMotionTrack } from './motion-track.js';
import type { OffenseFormation } from './offense-formation.js';
import type { PlayContext } from './play-context.js';
import { PRE_SNAP_SECONDS, getCarrierTopSpeed, getOffenseEndU } from './play-context.js';
import type { BallPhase, PlannedEvent } from './play-plan.js';
import { DEFAULT_TIME_TO_THROW, getSnapBallPhases, planDropback } from './quarterback-drop.js';
import type { ScrimmageScript } from './scrimmage-script.js';
import { toFrameTime } from './simulate-play.js';

/** A back's burst to the mesh, yd/s². */
const BURST_ACCELERATION = 6;

/**
 * A designed run or a scramble. On a handoff the back meets the quarterback at the mesh, hits the
 * hole — between the tackles on INSIDE runs, outside the tight end after a stretch on OUTSIDE
 * runs — and runs to the end spot (line of scrimmage + yards gained). Quarterback runs skip the
 * mesh; scrambles start from the drop when no one is open (snap + timeToThrow).
 */
export function planRun(
  context: PlayContext,
  offense: OffenseFormation,
  defense: DefenseFormation,
): ScrimmageScript {
  const { play, random, lineOfScrimmage: los, ballV } = context;
  const snapTime = PRE_SNAP_SECONDS;
  const quarterbackId = offense.quarterbackId;
  const carrierId = play.rusherId ?? play.ballCarrierId ?? quarterbackId;
  if (carrierId === null || quarterbackId === null)
    throw new RangeError(`Run ${play.playId} has no ball carrier`);
  const runSide = random.chance(0.5) ? 1 : -1;
  const isOutside = play.rushDirection === 'OUTSIDE';
  const hole: Point = {
    u: los + 0.5,
    v: insideSidelines(
      ballV + runSide * (isOutside ? 6 + random.float() * 3 : 0.6 + random.float() * 2.4),
      3,
    ),
  };
  const via: Point[] = isOutside ? [{ u: los - 1.5, v: hole.v - runSide * 1.5 }, hole] : [hole];
  const tracks = new Map<NflId, MotionTrack>();
  const events: PlannedEvent[] = [{ time: snapTime, event: 'ball_snap' }];
  const topSpeed = getCarrierTopSpeed(context, carrierId);
  const carrierStart = offense.positions.get(carrierId) as Point;

  let ballPhases: BallPhase[];
  let carrierBuilder;
  let exchangeTime: number;
  if (carrierId === quarterbackId) {
    const isScramble = context.kind === 'scramble';
    const timeToThrow = play.timeToThrow ?? DEFAULT_TIME_TO_THROW;
    carrierBuilder = isScramble
      ? planDropback(context, offense, quarterbackId, snapTime, timeToThrow).waitUntil(
          toFrameTime(snapTime + timeToThrow),
        )
      : createMotionTrack(snapTime, carrierStart);
    if (isScramble) {
      const from = carrierBuilder.position;
      via.splice(
        0,
        via.length,
        { u: from.u + 1, v: insideSidelines(from.v + runSide * 4, 3) },
        { u: los + 0.5, v: insideSidelines(from.v + runSide * 6, 3) },
      );
    }
    exchangeTime = carrierBuilder.time;
    ballPhases = [];
  } else {
    const quarterbackStart = offense.positions.get(quarterbackId) as Point;
    const isUnderCenter = offense.qbAlignment === 'UNDER_CENTER';
    exchangeTime = toFrameTime(snapTime + (isUnderCenter ? 1.1 : 0.9));
    const mesh: Point = isUnderCenter
      ? { u: los - 4.2, v: ballV + runSide * 0.8 }
      : { u: quarterbackStart.u + 0.4, v: quarterbackStart.v + runSide * 0.7 };
    const quarterbackTrack = createMotionTrack(snapTime, quarterbackStart)
      .moveBy([{ u: mesh.u + (isUnderCenter ? 0.2 : -0.2), v: mesh.v - runSide * 0.7 }], exchangeTime, {
        maxSpeed: 5,
        acceleration: 6,
      })
      .move([{ u: mesh.u - 2, v: insideSidelines(mesh.v - runSide * 4, 3) }], {
        cruiseSpeed: 4.5,
        endSpeed: 0,
      })
      .build();
    tracks.set(quarterbackId, quarterbackTrack);
    carrierBuilder = createMotionTrack(snapTime, carrierStart).moveBy([mesh], exchangeTime, {
      maxSpeed: 6,
      endSpeed: 4,
      acceleration: BURST_ACCELERATION,
    });
    ballPhases = [
      ...getSnapBallPhases(
        context,
        offense,
        quarterbackId,
        (time) => quarterbackTrack.sample(time).point,
        snapTime,
      ),
      { kind: 'held', until: exchangeTime, by: quarterbackId },
    ];
    events.push({ time: exchangeTime, event: 'handoff' });
  }
  events.push({ time: exchangeTime, event: 'run' });

  const finish = finishCarrierRun({
    builder: carrierBuilder,
    random,
    endU: getOffenseEndU(context),
    goalSign: 1,
    via,
    topSpeed,
    hasTacklers: context.carrierEnd === 'tackle',
    isDownWithoutRun: context.carrierEnd === 'down',
  });
  tracks.set(carrierId, finish.track);
  if (carrierId === quarterbackId) {
    ballPhases = getSnapBallPhases(
      context,
      offense,
      quarterbackId,
      (time) => finish.track.sample(time).point,
      snapTime,
    );
  }
  ballPhases.push({ kind: 'held', until: Number.POSITIVE_INFINITY, by: carrierId });
  return {
    offense,
    defense,
    snapTime,
    tracks,
    behaviours: new Map(),
    passerId: quarterbackId,
    rusherIds: [],
    isRun: true,
    carrier: { nflId: carrierId, track: finish.track, startTime: exchangeTime, endTime: finish.endTime },
    isCarrierOnDefense: false,
    ballPhases,
    events: [...events, ...finish.events],
    endTime: finish.endTime,
    isOutOfBounds: finish.outcome === 'out_of_bounds',
  };
}
