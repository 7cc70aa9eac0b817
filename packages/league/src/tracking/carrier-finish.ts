import type { NflId } from '@all22/domain';
import type { Random } from '../random/index.js';
import type { Point } from './field-geometry.js';
import { FIELD_WIDTH, clamp, insideSidelines } from './field-geometry.js';
import type { MotionTrack, MotionTrackBuilder } from './motion-track.js';
import type { PlannedEvent } from './play-plan.js';
import { toFrameTime } from './simulate-play.js';

/** How a run with the ball ends. */
export type RunOutcome = 'tackle' | 'out_of_bounds' | 'touchdown' | 'down';

export interface CarrierFinishOptions {
  builder: MotionTrackBuilder;
  random: Random;
  /** u where the run ends, before any end-zone adjustment (line of scrimmage + yards gained…). */
  endU: number;
  /** +1 when the carrier attacks u = 100 (the offense), −1 when he runs back towards u = 0. */
  goalSign: 1 | -1;
  /** Points to run through before the end spot (a hole, a cut…); dropped if past the end. */
  via?: readonly Point[];
  /** The carrier's top speed, yd/s. */
  topSpeed: number;
  /** True when the record credits tacklers; without them a run ends out of bounds. */
  hasTacklers: boolean;
  /** Ends where he stands (a kneel, a fair catch) when the run has no length. */
  isDownWithoutRun?: boolean;
}

export interface CarrierFinish {
  track: MotionTrack;
  outcome: RunOutcome;
  end: Point;
  endTime: number;
  events: PlannedEvent[];
}

/** A touchdown run ends this far into the end zone. */
const END_ZONE_FINISH = 1.5;
/** An out-of-bounds run ends this far past the sideline. */
const PAST_SIDELINE = 0.5;

/**
 * Finishes a ball carrier's run from wherever the builder stands: the end spot is `endU` down the
 * field (in the end zone for a touchdown), drifting across by up to a quarter of the run's
 * length; without tacklers he runs out over the nearer sideline. The run reaches top speed when
 * it is long enough, and is slowed at the end by the tackle. Event times sit on frames.
 */
export function finishCarrierRun(options: CarrierFinishOptions): CarrierFinish {
  const { builder, random, goalSign, topSpeed } = options;
  const from = builder.position;
  const goalU = goalSign === 1 ? 100 : 0;
  const isTouchdown = goalSign * (options.endU - goalU) >= 0;
  const via = (options.via ?? []).filter((point) => goalSign * (point.u - options.endU) < 0 || isTouchdown);
  const lastVia = via[via.length - 1] ?? from;
  const length = Math.abs(options.endU - lastVia.u);
  const drift = (random.float() - 0.5) * Math.min(16, length * 0.5);
  let outcome: RunOutcome;
  let end: Point;
  if (isTouchdown) {
    outcome = 'touchdown';
    end = { u: goalU + goalSign * END_ZONE_FINISH, v: insideSidelines(lastVia.v + drift, 3) };
  } else if (!options.hasTacklers && !options.isDownWithoutRun) {
    outcome = 'out_of_bounds';
    const sideline = lastVia.v > FIELD_WIDTH / 2 ? FIELD_WIDTH + PAST_SIDELINE : -PAST_SIDELINE;
    end = { u: options.endU, v: sideline };
  } else {
    outcome = options.isDownWithoutRun ? 'down' : 'tackle';
    end = { u: options.endU, v: insideSidelines(lastVia.v + drift, 2) };
  }
  const startTime = builder.time;
  const endSpeed = outcome === 'touchdown' ? topSpeed * 0.7 : outcome === 'down' ? 0 : topSpeed * 0.45;
  builder.move([...via, end], { cruiseSpeed: topSpeed, endSpeed });
  const track = builder.build();
  const endTime = track.endTime;
  const events: PlannedEvent[] = [];
  if (outcome === 'touchdown')
    events.push({ time: findCrossing(track, goalU, goalSign, startTime), event: 'touchdown' });
  if (outcome === 'tackle') events.push({ time: toFrameTime(endTime), event: 'tackle' });
  if (outcome === 'out_of_bounds') {
    events.push({ time: findSidelineCrossing(track, startTime), event: 'out_of_bounds' });
  }
  return { track, outcome, end, endTime, events };
}

/** The first frame time, from `from`, at which the track is over the goal line. */
const findCrossing = (track: MotionTrack, goalU: number, goalSign: 1 | -1, from: number): number => {
  for (let time = toFrameTime(from); time < track.endTime + 0.1; time = Math.round((time + 0.1) * 10) / 10) {
    if (goalSign * (track.sample(time).point.u - goalU) >= 0) return time;
  }
  return toFrameTime(track.endTime);
};

const findSidelineCrossing = (track: MotionTrack, from: number): number => {
  for (let time = toFrameTime(from); time < track.endTime + 0.1; time = Math.round((time + 0.1) * 10) / 10) {
    const { v } = track.sample(time).point;
    if (v !== clamp(v, 0, FIELD_WIDTH)) return time;
  }
  return toFrameTime(track.endTime);
};

/** The ids credited with the tackle who are on the other team from the carrier. */
export function getTacklerIds(tacklerIds: readonly NflId[], chaserIds: readonly NflId[]): NflId[] {
  return tacklerIds.filter((nflId) => chaserIds.includes(nflId));
}
