/** The five counts the NFL passer rating reads. */
export interface PasserRatingInput {
  attempts: number;
  completions: number;
  yards: number;
  touchdowns: number;
  interceptions: number;
}

const clampComponent = (value: number): number => Math.min(2.375, Math.max(0, value));

/**
 * The NFL passer rating, 0–158.3: four components (completion %, yards per attempt, TD %,
 * INT %), each clamped to 0–2.375, summed and scaled by 100/6. Null without attempts, so a
 * player who never threw shows no rating rather than 0. Also used for "passer rating allowed"
 * with a defender's targets as the attempts.
 */
export function computePasserRating(input: PasserRatingInput): number | null {
  const { attempts } = input;
  if (attempts <= 0) return null;
  const completion = clampComponent((input.completions / attempts - 0.3) * 5);
  const yards = clampComponent((input.yards / attempts - 3) * 0.25);
  const touchdowns = clampComponent((input.touchdowns / attempts) * 20);
  const interceptions = clampComponent(2.375 - (input.interceptions / attempts) * 25);
  return roundTo(((completion + yards + touchdowns + interceptions) / 6) * 100, 1);
}

/** Rounds to `decimals` places, cancelling floating-point noise (0.1 + 0.2 → 0.3). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
