import type { Position } from '@all22/domain';
import type { Random } from '../random/create-random.js';

interface BodyProfile {
  /** Mean and spread of height, inches. */
  height: readonly [mean: number, sd: number];
  /** Mean and spread of weight, pounds. */
  weight: readonly [mean: number, sd: number];
}

/** Typical NFL measurements per position (public combine averages, rounded). */
const BODY_PROFILES: Record<Position, BodyProfile> = {
  QB: { height: [75, 1.5], weight: [222, 10] },
  RB: { height: [70.5, 1.7], weight: [213, 12] },
  WR: { height: [72.5, 2.2], weight: [200, 13] },
  TE: { height: [76.5, 1.2], weight: [252, 9] },
  OL: { height: [77, 1.2], weight: [312, 12] },
  DL: { height: [75.5, 1.4], weight: [305, 16] },
  EDGE: { height: [76, 1.3], weight: [263, 12] },
  LB: { height: [73.5, 1.2], weight: [238, 9] },
  CB: { height: [71.5, 1.4], weight: [193, 8] },
  DB: { height: [72, 1.3], weight: [205, 8] },
  K: { height: [72.5, 2], weight: [195, 14] },
  P: { height: [74.5, 1.6], weight: [212, 13] },
  LS: { height: [74, 1.3], weight: [240, 8] },
};

export interface PlayerBody {
  heightInches: number;
  /** Pounds. */
  weight: number;
}

const drawWithin = (random: Random, [mean, sd]: readonly [number, number]): number =>
  Math.round(Math.min(mean + 2.5 * sd, Math.max(mean - 2.5 * sd, random.normal(mean, sd))));

/**
 * A plausible height and weight for a position, within 2.5 standard deviations of the
 * position's mean; taller players weigh a little more.
 */
export function createPlayerBody(position: Position, random: Random): PlayerBody {
  const profile = BODY_PROFILES[position];
  const heightInches = drawWithin(random, profile.height);
  const tallness = (heightInches - profile.height[0]) / profile.height[1];
  const weight = drawWithin(random, [
    profile.weight[0] + tallness * profile.weight[1] * 0.4,
    profile.weight[1],
  ]);
  return { heightInches, weight };
}
