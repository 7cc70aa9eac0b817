import type { Point } from './field-geometry.js';
import { distanceBetween, lerpPoint } from './field-geometry.js';
import type { SpeedProfile } from './speed-profile.js';
import { createSpeedProfile, findCruiseSpeedForDuration } from './speed-profile.js';

/**
 * A scripted motion: where a player is at any time, as legs run one after another — moves along
 * a polyline with a {@link SpeedProfile}, and waits. Used for the players whose spots the play
 * record fixes (passer, ball carrier, target, returner…), so they hit them exactly.
 */
export interface MotionTrack {
  startTime: number;
  endTime: number;
  end: Point;
  /** Position, speed (yd/s) and heading (offense-frame unit vector) at `time`; held before and after. */
  sample(time: number): MotionSample;
}

export interface MotionSample {
  point: Point;
  speed: number;
  heading: Point;
}

interface Leg {
  startTime: number;
  endTime: number;
  sample(time: number): MotionSample;
}

/** Rates a running player changes speed at, yd/s². */
export const RUNNER_ACCELERATION = 4.5;
export const RUNNER_DECELERATION = 6;

const createPolylineLeg = (startTime: number, points: readonly Point[], profile: SpeedProfile): Leg => {
  const lengths = points.slice(1).map((point, index) => distanceBetween(points[index] as Point, point));
  const pointAt = (distance: number): { point: Point; heading: Point } => {
    let remaining = distance;
    for (let index = 0; index < lengths.length; index += 1) {
      const length = lengths[index] as number;
      const from = points[index] as Point;
      const to = points[index + 1] as Point;
      if (remaining <= length || index === lengths.length - 1) {
        const fraction = length === 0 ? 1 : Math.min(1, remaining / length);
        const heading =
          length === 0 ? { u: 1, v: 0 } : { u: (to.u - from.u) / length, v: (to.v - from.v) / length };
        return { point: lerpPoint(from, to, fraction), heading };
      }
      remaining -= length;
    }
    return { point: points[points.length - 1] as Point, heading: { u: 1, v: 0 } };
  };
  return {
    startTime,
    endTime: startTime + profile.duration,
    sample: (time) => {
      const elapsed = time - startTime;
      const { point, heading } = pointAt(profile.distanceAt(elapsed));
      return { point, heading, speed: Math.max(0, profile.speedAt(elapsed)) };
    },
  };
};

export interface MoveOptions {
  cruiseSpeed: number;
  endSpeed?: number;
  acceleration?: number;
  deceleration?: number;
}

export interface MoveByOptions {
  maxSpeed: number;
  endSpeed?: number;
  acceleration?: number;
}

/** Builds a {@link MotionTrack} leg by leg; each leg starts where and as fast as the last ended. */
export interface MotionTrackBuilder {
  /** Runs through `points` at up to `cruiseSpeed`. */
  move(points: readonly Point[], options: MoveOptions): MotionTrackBuilder;
  /**
   * Runs through `points` arriving at `arriveTime` if the speed limit allows (late otherwise;
   * early arrivals stop and wait). Arrival waits need the end speed to be 0.
   */
  moveBy(points: readonly Point[], arriveTime: number, options: MoveByOptions): MotionTrackBuilder;
  /** Stands still until `time` (the player must already be stopped for this to look right). */
  waitUntil(time: number): MotionTrackBuilder;
  readonly time: number;
  readonly position: Point;
  readonly speed: number;
  build(): MotionTrack;
}

export function createMotionTrack(startTime: number, start: Point, startSpeed = 0): MotionTrackBuilder {
  const legs: Leg[] = [];
  let time = startTime;
  let position = start;
  let speed = startSpeed;
  let lastHeading: Point = { u: 1, v: 0 };

  const addMove = (
    points: readonly Point[],
    profileOptions: { cruiseSpeed: number; endSpeed: number; acceleration: number; deceleration: number },
  ) => {
    const polyline = [position, ...points];
    const length = polyline
      .slice(1)
      .reduce((sum, point, index) => sum + distanceBetween(polyline[index] as Point, point), 0);
    if (length < 1e-6) return;
    const profile = createSpeedProfile({ length, startSpeed: speed, ...profileOptions });
    const leg = createPolylineLeg(time, polyline, profile);
    legs.push(leg);
    const last = leg.sample(leg.endTime);
    lastHeading = last.heading;
    time = leg.endTime;
    position = points[points.length - 1] as Point;
    speed = last.speed;
  };

  const builder: MotionTrackBuilder = {
    move(points, options) {
      addMove(points, {
        cruiseSpeed: options.cruiseSpeed,
        endSpeed: options.endSpeed ?? options.cruiseSpeed,
        acceleration: options.acceleration ?? RUNNER_ACCELERATION,
        deceleration: options.deceleration ?? RUNNER_DECELERATION,
      });
      return builder;
    },
    moveBy(points, arriveTime, options) {
      const polyline = [position, ...points];
      const length = polyline
        .slice(1)
        .reduce((sum, point, index) => sum + distanceBetween(polyline[index] as Point, point), 0);
      const rates = {
        endSpeed: options.endSpeed ?? 0,
        acceleration: options.acceleration ?? RUNNER_ACCELERATION,
        deceleration: RUNNER_DECELERATION,
      };
      const cruiseSpeed = findCruiseSpeedForDuration(
        { length, startSpeed: speed, ...rates },
        arriveTime - time,
        options.maxSpeed,
      );
      addMove(points, { cruiseSpeed, ...rates });
      if (time < arriveTime) builder.waitUntil(arriveTime);
      return builder;
    },
    waitUntil(until) {
      if (until <= time) return builder;
      const at = position;
      const heading = lastHeading;
      legs.push({ startTime: time, endTime: until, sample: () => ({ point: at, speed: 0, heading }) });
      time = until;
      speed = 0;
      return builder;
    },
    get time() {
      return time;
    },
    get position() {
      return position;
    },
    get speed() {
      return speed;
    },
    build() {
      const frozen = [...legs];
      const end = position;
      const endHeading = lastHeading;
      return {
        startTime,
        endTime: time,
        end,
        sample: (at) => {
          if (frozen.length === 0 || at <= startTime) {
            return {
              point: frozen[0]?.sample(startTime).point ?? start,
              speed: 0,
              heading: frozen[0]?.sample(startTime).heading ?? endHeading,
            };
          }
          for (const leg of frozen) {
            if (at <= leg.endTime) return leg.sample(at);
          }
          return { point: end, speed: 0, heading: endHeading };
        },
      };
    },
  };
  return builder;
}
