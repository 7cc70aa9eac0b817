import type { Position } from '@all22/domain';
import type { Random } from '../random/create-random.js';
import type { PlayerRatings } from './league-player.js';
import { type SkillRatingKey, shiftRelevantRatings } from './player-ratings.js';

interface AgeCurve {
  /** First age of the plateau: players improve every year before it. */
  peakAge: number;
  /** First age of decline. */
  declineAge: number;
  /** How steeply the position declines (1 = the common rate). */
  declineRate: number;
}

/**
 * When each position peaks and fades (public ageing studies, rounded): running backs decline
 * first, quarterbacks and specialists last.
 */
export const AGE_CURVES: Record<Position, AgeCurve> = {
  QB: { peakAge: 28, declineAge: 34, declineRate: 0.8 },
  RB: { peakAge: 25, declineAge: 28, declineRate: 1.3 },
  WR: { peakAge: 26, declineAge: 30, declineRate: 1 },
  TE: { peakAge: 27, declineAge: 30, declineRate: 1 },
  OL: { peakAge: 27, declineAge: 31, declineRate: 0.9 },
  DL: { peakAge: 27, declineAge: 30, declineRate: 1 },
  EDGE: { peakAge: 26, declineAge: 30, declineRate: 1 },
  LB: { peakAge: 26, declineAge: 29, declineRate: 1 },
  CB: { peakAge: 26, declineAge: 29, declineRate: 1.1 },
  DB: { peakAge: 27, declineAge: 30, declineRate: 1 },
  K: { peakAge: 28, declineAge: 35, declineRate: 0.6 },
  P: { peakAge: 28, declineAge: 35, declineRate: 0.6 },
  LS: { peakAge: 28, declineAge: 35, declineRate: 0.6 },
};

/** Skills that come from the head, not the legs: they keep growing and fade slowly. */
const MENTAL_SKILLS: ReadonlySet<SkillRatingKey> = new Set([
  'awareness',
  'throwAccuracy',
  'kickAccuracy',
  'routeRunning',
  'ballSecurity',
]);

/**
 * The expected change of a relevant rating in the season a player turns `age`: growth that
 * slows towards the peak, nothing on the plateau, then a decline that steepens every year.
 */
export function getExpectedYearlyChange(position: Position, age: number): number {
  const curve = AGE_CURVES[position];
  if (age <= curve.peakAge) return Math.max(0, 1 + 0.8 * (curve.peakAge - age));
  if (age < curve.declineAge) return 0;
  return -(1.5 + (age - curve.declineAge)) * curve.declineRate;
}

/**
 * How far a player of `age` is expected to sit from his peak level (0 on the plateau, negative
 * before and after it): the sum of the yearly changes between the peak and `age`.
 */
export function getAgeOffset(position: Position, age: number): number {
  const { peakAge } = AGE_CURVES[position];
  let offset = 0;
  for (let year = age + 1; year <= peakAge; year += 1) offset -= getExpectedYearlyChange(position, year);
  for (let year = peakAge + 1; year <= age; year += 1) offset += getExpectedYearlyChange(position, year);
  return offset;
}

/**
 * One offseason of development for a player who is `age` in the new season. Every relevant skill
 * moves by the age curve (physical skills fall faster, mental ones slower) plus a shared "form"
 * swing and a little per-skill noise. The changes are small against the spread of talent, so
 * good players stay good for years.
 */
export function developRatings(
  position: Position,
  ratings: PlayerRatings,
  age: number,
  random: Random,
): PlayerRatings {
  const expected = getExpectedYearlyChange(position, age);
  const form = random.normal(0, 1.5);
  return shiftRelevantRatings(position, ratings, (key) => {
    const scale = expected < 0 ? (MENTAL_SKILLS.has(key) ? 0.5 : 1.2) : 1;
    return expected * scale + form + random.normal(0, 1);
  });
}
