import type { PlayRecord } from '@all22/domain';

/**
 * True for plays from scrimmage: runs, passes and sacks. Only these count as offensive plays,
 * offensive and defensive snaps, and the yardage a team gains or allows.
 */
export function isScrimmagePlay(play: PlayRecord): boolean {
  return (
    play.playType === 'play_type_rush' ||
    play.playType === 'play_type_pass' ||
    play.playType === 'play_type_sack'
  );
}

/**
 * True when the play's events stand. A play wiped out by a penalty ("no play") still uses a
 * snap and still carries its penalty, but its yards, catches and tackles never happened.
 */
export function isCountedPlay(play: PlayRecord): boolean {
  return !play.isNoPlay;
}

/**
 * True when the offense scored on the play (a touchdown or field goal of its own), as opposed to a
 * defensive or return score. Falls back to "no turnover" when the feed leaves scoringTeamId empty.
 */
export function isOffensiveScore(play: PlayRecord): boolean {
  return play.scoringTeamId === null ? !play.isTurnover : play.scoringTeamId === play.possessionTeamId;
}

/** True when the offense scored a touchdown on the play. */
export function isOffensiveTouchdown(play: PlayRecord): boolean {
  return play.touchdown && isOffensiveScore(play);
}
