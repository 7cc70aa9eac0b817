import { POSITIONS, type Position } from '@all22/domain';
import type { LeagueState, RatingQuantiles } from './league-state.js';
import { shiftRelevantRatings } from './player-ratings.js';

/** Quantiles kept per position: every 5th percentile, 0 to 100. */
const QUANTILE_STEPS = 20;

const isOnTeam = (status: string): boolean => status === 'ACT' || status === 'RES' || status === 'PS';

/** The position's overall ratings of players on teams, at every 5th percentile (21 values, ascending). */
export function measureRatingQuantiles(state: LeagueState): Record<Position, RatingQuantiles> {
  const values = Object.fromEntries(POSITIONS.map((position) => [position, [] as number[]])) as Record<
    Position,
    number[]
  >;
  for (const player of state.players) {
    if (isOnTeam(player.status)) values[player.position].push(player.ratings.overall);
  }
  return Object.fromEntries(
    POSITIONS.map((position) => {
      const sorted = values[position].sort((a, b) => a - b);
      const quantiles = Array.from({ length: QUANTILE_STEPS + 1 }, (_, step) => {
        const at = (step / QUANTILE_STEPS) * (sorted.length - 1);
        const low = sorted[Math.floor(at)] ?? 50;
        const high = sorted[Math.ceil(at)] ?? low;
        return low + (high - low) * (at - Math.floor(at));
      });
      return [position, quantiles];
    }),
  ) as Record<Position, RatingQuantiles>;
}

/**
 * Where `value` falls in `from` (as a fractional quantile step), carried over to `to`. Values
 * outside `from` keep their distance from its ends.
 */
const mapQuantile = (value: number, from: RatingQuantiles, to: RatingQuantiles): number => {
  const last = from.length - 1;
  if (value <= from[0]!) return to[0]! + (value - from[0]!);
  if (value >= from[last]!) return to[last]! + (value - from[last]!);
  let step = 0;
  while (step < last - 1 && value > from[step + 1]!) step += 1;
  const span = from[step + 1]! - from[step]!;
  const fraction = span > 0 ? (value - from[step]!) / span : 0;
  return to[step]! + fraction * (to[step + 1]! - to[step]!);
};

/**
 * Keeps ratings relative to the league of the day: after development, each player's overall is
 * mapped from its place among his position's rostered players today to the same place in the
 * first season's distribution. Without it the league drifts upwards year after year (teams keep
 * the best, the worst retire) until a third of the league looks elite; with it every season has
 * about as many elite, starting and fringe players as the first. Ranks are kept, and each
 * player's relevant skills move by the same amount as his overall, so his profile is kept too.
 */
export function normalizeLeagueRatings(state: LeagueState): void {
  const current = measureRatingQuantiles(state);
  for (const player of state.players) {
    if (player.status === 'RET') continue;
    const { overall } = player.ratings;
    const target = mapQuantile(overall, current[player.position], state.ratingQuantiles[player.position]);
    player.ratings = shiftRelevantRatings(player.position, player.ratings, () => target - overall);
  }
}
