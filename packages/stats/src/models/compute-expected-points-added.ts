import type { PlayRecord } from '@all22/domain';
import { isCountedPlay } from '../plays/classify-play.js';
import { roundTo } from '../players/compute-passer-rating.js';
import { computeExpectedPoints, type DownSituation } from './compute-expected-points.js';

/** A touchdown is worth 7: the 6 points and a try that is good almost every time. */
export const TOUCHDOWN_VALUE = 7;

/** The situation of a play with a down, or null (kickoffs, tries). */
export function getDownSituation(play: PlayRecord): DownSituation | null {
  return play.down === null || play.distance === null || play.yardlineNumber === null
    ? null
    : { down: play.down, distance: play.distance, yardsToGoal: play.yardlineNumber };
}

const halfOf = (quarter: number): number => (quarter <= 2 ? 1 : quarter <= 4 ? 2 : quarter);

/**
 * Expected points added by a play, for its offense: EP after − EP before. A scoring play is worth
 * its points (a touchdown 7), negative when the defense scored (safety −2, return touchdown −7).
 * Otherwise "after" is the next play with a down: its EP when the offense kept the ball, minus it
 * when the ball changed hands (turnovers, punts, missed field goals), and 0 when the half ended.
 * Null for plays without a down (kickoffs, tries).
 */
export function computeExpectedPointsAdded(play: PlayRecord, next: PlayRecord | null): number | null {
  const before = getDownSituation(play);
  if (before === null) return null;
  const epBefore = computeExpectedPoints(before);
  if (isCountedPlay(play) && play.points > 0 && play.scoringTeamId !== null) {
    const value = play.touchdown ? TOUCHDOWN_VALUE : play.points;
    return roundTo((play.scoringTeamId === play.possessionTeamId ? value : -value) - epBefore, 3);
  }
  const after = next === null ? null : getDownSituation(next);
  if (next === null || after === null || halfOf(next.quarter) !== halfOf(play.quarter)) {
    return roundTo(-epBefore, 3);
  }
  const epAfter = computeExpectedPoints(after);
  return roundTo((next.possessionTeamId === play.possessionTeamId ? epAfter : -epAfter) - epBefore, 3);
}
