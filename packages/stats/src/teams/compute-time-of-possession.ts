import type { PlayRecord, TeamId } from '@all22/domain';
import { getElapsedSeconds, getPeriodEndSeconds } from '../plays/game-clock.js';

/**
 * The team that has the ball while a play's time runs: the receiving team on kickoffs and punts
 * (the return and everything up to the next snap is theirs), the offense otherwise.
 */
const possessorOf = (play: PlayRecord): TeamId =>
  play.playType === 'play_type_kickoff' || play.playType === 'play_type_punt'
    ? play.defenseTeamId
    : play.possessionTeamId;

/**
 * Time of possession in seconds per team, from the game clock: each play owns the time from its
 * snap to the next play's snap (never negative, so a clock correction cannot take time away).
 * The last play runs to the end of its period when the game is final, and owns nothing while the
 * game is live. `plays` must be one game's plays in snap order.
 */
export function computeTimeOfPossession(plays: readonly PlayRecord[], isFinal: boolean): Map<TeamId, number> {
  const seconds = new Map<TeamId, number>();
  for (let index = 0; index < plays.length; index += 1) {
    const play = plays[index] as PlayRecord;
    const next = plays[index + 1];
    const end =
      next !== undefined
        ? getElapsedSeconds(next)
        : isFinal
          ? getPeriodEndSeconds(play)
          : getElapsedSeconds(play);
    const owner = possessorOf(play);
    seconds.set(owner, (seconds.get(owner) ?? 0) + Math.max(0, end - getElapsedSeconds(play)));
  }
  return seconds;
}
