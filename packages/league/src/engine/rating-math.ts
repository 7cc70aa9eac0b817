import type { Random } from '../random/index.js';

/** `value` limited to [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}

/** The logistic curve: turns a log-odds score into a probability. */
export function logistic(logOdds: number): number {
  return 1 / (1 + Math.exp(-logOdds));
}

/**
 * A 0–100 rating in standard units: 0 for a typical starter (60), ±1 per 15 points. Outcome
 * models add these scores to log-odds or means, so a rating gap means the same everywhere.
 */
export function toRatingScore(rating: number): number {
  return (rating - 60) / 15;
}

/** An exponentially distributed draw with the given mean: the long right tail of gains. */
export function drawExponential(random: Random, mean: number): number {
  return -Math.log(1 - random.float()) * mean;
}

/** A normal draw rounded to a whole number of yards. */
export function drawYards(random: Random, mean: number, sd: number): number {
  return Math.round(random.normal(mean, sd));
}

/** Rounds to one decimal place (speeds, separation). */
export function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Rounds to two decimal places (times to throw). */
export function roundHundredth(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Picks an index with probability proportional to `weightOf(index)`. Walks the list twice and
 * allocates nothing, which matters at half a million plays a run.
 */
export function pickIndexByWeight(
  random: Random,
  length: number,
  weightOf: (index: number) => number,
): number {
  let total = 0;
  for (let index = 0; index < length; index += 1) total += weightOf(index);
  let remaining = random.float() * total;
  for (let index = 0; index < length; index += 1) {
    remaining -= weightOf(index);
    if (remaining < 0) return index;
  }
  return length - 1;
}
