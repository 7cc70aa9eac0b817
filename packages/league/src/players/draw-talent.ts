import type { Random } from '../random/create-random.js';

/** Lowest and highest peak level a generated player can have. */
const FLOOR = 40;
const RANGE = 55;
/** Above 1 the draw leans low: most players are role players, a few are stars. */
const SKEW = 2.8;

/**
 * A player's peak level (the overall he reaches in his prime), 40–95, right-skewed: the median is
 * about 48, one player in ten tops 80 and about one in thirty tops 90. Every position then has a
 * handful of elite players and many replacement-level ones, as in the real league.
 */
export function drawPeakTalent(random: Random): number {
  return FLOOR + RANGE * random.float() ** SKEW;
}
