import { roundTo } from '../players/compute-passer-rating.js';

/** The situation before a snap, from the offense's point of view. */
export interface DownSituation {
  /** 1–4. */
  down: number;
  /** Yards to a first down (to the goal line when goal to go). */
  distance: number;
  /** Yards from the offense to the opponent's goal line, 1–99. */
  yardsToGoal: number;
}

/**
 * Expected points of 1st & 10 by yards to the opponent's goal, interpolated linearly between
 * these anchors. The anchors are typical league values (the shape of published NFL
 * expected-points curves): about −0.5 backed up at your own 1, about +1 after a touchback, about
 * +2.35 at midfield, about +4 at the opponent's 20 and +6 at the 1, where a touchdown (worth 7
 * with the try) is likely but not certain.
 */
const FIRST_AND_TEN: readonly (readonly [yardsToGoal: number, points: number])[] = [
  [1, 6.0],
  [5, 5.2],
  [10, 4.65],
  [20, 4.0],
  [30, 3.45],
  [40, 2.9],
  [50, 2.35],
  [60, 1.8],
  [70, 1.25],
  [75, 0.95],
  [80, 0.7],
  [90, 0.15],
  [95, -0.2],
  [99, -0.5],
];

/** Points lost by being on a later down at the same distance (index = down − 1). */
const DOWN_COST = [0, 0.45, 1.1, 1.7] as const;
/** Points lost per extra yard to go beyond a standard distance (index = down − 1). */
const YARD_COST = [0.04, 0.06, 0.09, 0.12] as const;

const interpolateFirstAndTen = (yardsToGoal: number): number => {
  const y = Math.min(99, Math.max(1, yardsToGoal));
  for (let index = 1; index < FIRST_AND_TEN.length; index += 1) {
    const [x1, p1] = FIRST_AND_TEN[index - 1] as readonly [number, number];
    const [x2, p2] = FIRST_AND_TEN[index] as readonly [number, number];
    if (y <= x2) return p1 + ((y - x1) / (x2 - x1)) * (p2 - p1);
  }
  return (FIRST_AND_TEN.at(-1) as readonly [number, number])[1];
};

/**
 * Expected points of the team with the ball before a snap: the 1st & 10 curve, minus a cost for
 * the down, minus a cost per yard to go beyond the standard distance (10, or the yards to the goal
 * when closer), which turns into a bonus for short yardage. Clamped to −2 (a safety) … 7.
 * See docs/data.md for the calibration.
 */
export function computeExpectedPoints(situation: DownSituation): number {
  const downIndex = Math.min(4, Math.max(1, Math.trunc(situation.down))) - 1;
  const standardDistance = Math.min(10, situation.yardsToGoal);
  const extraYards = Math.max(0, situation.distance) - standardDistance;
  const points =
    interpolateFirstAndTen(situation.yardsToGoal) -
    (DOWN_COST[downIndex] ?? 0) -
    (YARD_COST[downIndex] ?? 0) * extraYards;
  return roundTo(Math.min(7, Math.max(-2, points)), 3);
}
