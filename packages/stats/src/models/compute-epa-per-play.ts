import type { PlayRecord } from '@all22/domain';
import { roundTo } from '../players/compute-passer-rating.js';

/**
 * Mean EPA over the plays that match `isIncluded` and carry an EPA (annotated plays), or null when
 * none do. Typical use: a team's offense (plays from scrimmage with it in possession), a passer's
 * dropbacks, a rusher's carries.
 */
export function computeEpaPerPlay(
  plays: Iterable<PlayRecord>,
  isIncluded: (play: PlayRecord) => boolean = () => true,
): number | null {
  let sum = 0;
  let count = 0;
  for (const play of plays) {
    if (play.expectedPointsAdded === null || !isIncluded(play)) continue;
    sum += play.expectedPointsAdded;
    count += 1;
  }
  return count === 0 ? null : roundTo(sum / count, 3);
}
