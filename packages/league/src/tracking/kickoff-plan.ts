import type { NflId } from '@all22/domain';
import type { Point } from './field-geometry.js';
import { FIELD_MIDDLE, clamp, keepOnField } from './field-geometry.js';
import { planKickReturn } from './kick-return.js';
import { createMotionTrack } from './motion-track.js';
import type { PlayContext } from './play-context.js';
import { POST_PLAY_SECONDS, PRE_SNAP_SECONDS } from './play-context.js';
import type { Behaviour, PlayPlan } from './play-plan.js';
import { CARRIED_BALL_HEIGHT, RESTING_BALL_HEIGHT, followTrack } from './play-plan.js';
import { createBallPath } from './ball-path.js';
import { toFrameTime } from './simulate-play.js';

/** Seconds of run-up before the kick. */
const RUN_UP_SECONDS = 1.2;
/** Kickoff hang time: 1.2 s plus this many seconds per yard kicked. */
const HANG_PER_YARD = 0.045;

/**
 * A kickoff: the kicking team lines up a yard behind the ball across the field, the kicker 7
 * yards back; all run up and the ball is kicked 1.2 s after the frames start, flying
 * kickDistance yards with a hang time of about 4 s to the returner, who returns it (see
 * {@link planKickReturn}). The receiving team sets a front line at 11 yards, a second line at 23
 * and its deep backs near the landing spot.
 */
export function planKickoff(context: PlayContext): PlayPlan {
  const { play, random, lineOfScrimmage: kickSpot } = context;
  const kickTime = PRE_SNAP_SECONDS + RUN_UP_SECONDS;
  const distance = play.kickDistance ?? 65;
  const landing: Point = {
    u: clamp(kickSpot + distance, 0, 109),
    v: FIELD_MIDDLE + (random.float() - 0.5) * 16,
  };
  const landTime = toFrameTime(kickTime + 1.2 + distance * HANG_PER_YARD);
  const tee = { u: kickSpot, v: FIELD_MIDDLE };

  const positions = new Map<NflId, Point>();
  const kickingBehaviours = new Map<NflId, Behaviour>();
  const kickerId = play.kickerId ?? context.offenseIds[0] ?? null;
  const coverage = context.offenseIds.filter((nflId) => nflId !== kickerId);
  if (kickerId !== null) {
    const start = { u: kickSpot - 7, v: FIELD_MIDDLE - 1.5 };
    positions.set(kickerId, start);
    const track = createMotionTrack(PRE_SNAP_SECONDS, start)
      .moveBy([{ u: kickSpot - 0.3, v: FIELD_MIDDLE - 0.2 }], kickTime, { maxSpeed: 7, endSpeed: 5 })
      .build();
    kickingBehaviours.set(kickerId, followTrack(track));
  }
  coverage.forEach((nflId, index) => {
    const v = 4 + ((index + (index >= coverage.length / 2 ? 1 : 0)) * 45.3) / coverage.length;
    const start = { u: kickSpot - 5, v };
    positions.set(nflId, start);
    const track = createMotionTrack(PRE_SNAP_SECONDS, start)
      .moveBy([{ u: kickSpot - 0.5, v }], kickTime, { maxSpeed: 7, endSpeed: 6 })
      .build();
    kickingBehaviours.set(nflId, followTrack(track));
  });

  const receivers = context.defenseIds.filter((nflId) => nflId !== play.returnerId);
  if (play.returnerId !== null && context.defenseIds.includes(play.returnerId)) {
    positions.set(play.returnerId, {
      u: clamp(landing.u + 2, 0, 109),
      v: landing.v + (random.float() - 0.5) * 4,
    });
  }
  const rows = [
    { depth: 11, count: 5 },
    { depth: 23, count: 3 },
    { depth: 38, count: 3 },
  ];
  let placed = 0;
  for (const { depth, count } of rows) {
    for (let index = 0; index < count && placed < receivers.length; index += 1, placed += 1) {
      const v = 8 + ((index + 0.5) * 37.3) / count;
      positions.set(receivers[placed] as NflId, { u: clamp(kickSpot + depth, 0, 108), v });
    }
  }

  for (const [nflId, point] of positions) positions.set(nflId, keepOnField(point));
  const kickReturn = planKickReturn({
    context,
    positions,
    kickingBehaviours,
    kickTime,
    landing,
    landTime,
    receivedEvent: 'kick_received',
  });
  const ball = createBallPath([
    { kind: 'rest', until: kickTime, at: tee, z: RESTING_BALL_HEIGHT },
    {
      kind: 'flight',
      startTime: kickTime,
      until: landTime,
      from: tee,
      fromZ: RESTING_BALL_HEIGHT,
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
    events: [{ time: kickTime, event: 'kick' }, ...kickReturn.events],
    duration: toFrameTime(kickReturn.endTime) + POST_PLAY_SECONDS,
    isOutOfBounds: kickReturn.isOutOfBounds,
  };
}
