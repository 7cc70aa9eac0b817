import type { PlayRecord } from '@all22/domain';

/**
 * True for plays from scrimmage: runs, passes and sacks. Only these count as offensive plays,
 * offensive and defensive snaps, and the yardage a team gains or allows.
 */
export const isScrimmagePlay = (play: PlayRecord): boolean =>
  play.playType === 'play_type_rush' ||
  play.playType === 'play_type_pass' ||
  play.playType === 'play_type_sack';

/**
 * True when the play's events stand. A play wiped out by a penalty ("no play") still uses a
 * snap and still carries its penalty, but its yards, catches and tackles never happened.
 */
export const isCountedPlay = (play: PlayRecord): boolean => !play.isNoPlay;

/**
 * True when the offense scored on the play (a touchdown or field goal of its own), as opposed to a
 * defensive or return score. Falls back to "no turnover" when the feed leaves scoringTeamId empty.
 */
export const isOffensiveScore = (play: PlayRecord): boolean =>
  play.scoringTeamId === null ? !play.isTurnover : play.scoringTeamId === play.possessionTeamId;

/** True when the offense scored a touchdown on the play. */
export const isOffensiveTouchdown = (play: PlayRecord): boolean => play.touchdown && isOffensiveScore(play);
