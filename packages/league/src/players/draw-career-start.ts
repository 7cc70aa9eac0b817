import type { Random } from '../random/create-random.js';

/** Relative frequency of 0, 1, 2, … accrued seasons on a real opening-day roster. */
const EXPERIENCE_WEIGHTS = [16, 14, 12, 11, 10, 9, 8, 7, 5, 4, 3, 2, 1.5, 1, 0.6, 0.3];
const EXPERIENCE_TOTAL = EXPERIENCE_WEIGHTS.reduce((sum, weight) => sum + weight, 0);

/** Accrued seasons of a veteran in the first league: many young players, a thinning tail to 15. */
export function drawExperience(random: Random): number {
  let remaining = random.float() * EXPERIENCE_TOTAL;
  for (const [experience, weight] of EXPERIENCE_WEIGHTS.entries()) {
    remaining -= weight;
    if (remaining < 0) return experience;
  }
  return EXPERIENCE_WEIGHTS.length - 1;
}

/** Age in a player's rookie season: 22 half the time, 21 or 23 otherwise. */
export function drawRookieAge(random: Random): number {
  const draw = random.float();
  return draw < 0.25 ? 21 : draw < 0.75 ? 22 : 23;
}
