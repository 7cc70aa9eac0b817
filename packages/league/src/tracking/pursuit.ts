import type { NflId } from '@all22/domain';
import type { Point } from './field-geometry.js';
import { distanceBetween } from './field-geometry.js';
import type { MotionTrack } from './motion-track.js';
import type { Behaviour } from './play-plan.js';

/** The player with the ball after the exchange (handoff, catch, kick catch), as scripted. */
export interface CarrierRun {
  nflId: NflId;
  track: MotionTrack;
  /** When the chase starts: the ball is in his hands. */
  startTime: number;
  /** When the play ends with him down (or in the end zone, or out of bounds). */
  endTime: number;
}

/** How far ahead of the carrier pursuers aim, seconds: they take an angle, not his tail. */
const LEAD_SECONDS = 0.6;

/** Aims `offset` yards from where the carrier will be shortly: chasers spread round him. */
export function pursueCarrier(carrier: CarrierRun, offset: Point, speed: number): Behaviour {
  return (time) => {
    const lead = carrier.track.sample(Math.min(time + LEAD_SECONDS, carrier.endTime)).point;
    return { kind: 'steer', target: { u: lead.u + offset.u, v: lead.v + offset.v }, speed };
  };
}

/**
 * A credited tackler: heads for the spot where the carrier goes down, paced to get there as the
 * play ends, standing `offset` yards off it (so two tacklers do not stand in one place).
 */
export function makeTackle(carrier: CarrierRun, offset: Point, speed: number): Behaviour {
  return () => {
    const spot = carrier.track.end;
    return {
      kind: 'steer',
      target: { u: spot.u + offset.u, v: spot.v + offset.v },
      speed,
      arriveBy: carrier.endTime,
    };
  };
}

/** Offsets round the carrier for the n-th chaser, about 1 (tacklers) or 2.5 (others) yards out. */
export function getChaseOffset(index: number, radius: number, fromDefenseSide: boolean): Point {
  const angle = (index * 2.4 + (fromDefenseSide ? 0 : Math.PI)) % (2 * Math.PI);
  return { u: Math.cos(angle) * radius, v: Math.sin(angle) * radius };
}

/**
 * A teammate of the carrier after the exchange: blocks the nearest chaser between him and the
 * carrier, or jogs along when nobody is near.
 */
export function escortCarrier(carrier: CarrierRun, chaserIds: readonly NflId[], speed: number): Behaviour {
  return (time, world) => {
    const carrierNow = carrier.track.sample(time).point;
    let nearest: Point | undefined;
    let nearestDistance = 12;
    for (const chaserId of chaserIds) {
      const chaser = world.positionOf(chaserId);
      const distance = distanceBetween(chaser, carrierNow);
      if (distance < nearestDistance) {
        nearest = chaser;
        nearestDistance = distance;
      }
    }
    const target = nearest ?? { u: carrierNow.u - 3, v: carrierNow.v };
    return { kind: 'steer', target, speed: nearest === undefined ? speed * 0.6 : speed };
  };
}
