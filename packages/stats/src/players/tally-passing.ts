import type { PlayRecord } from '@all22/domain';
import { isCountedPlay, isOffensiveTouchdown } from '../plays/classify-play.js';
import { getPlayerTotals, type PlayerLedger } from './player-ledger.js';

/**
 * Credits the passer: attempts (spikes and throw-aways included, as the feed flags them),
 * completions, gross yards, touchdowns, interceptions, air yards and time to throw on attempts,
 * and sacks taken with the yards lost. Two-point tries are not passing statistics.
 */
export function tallyPassing(play: PlayRecord, ledger: PlayerLedger): void {
  if (play.passerId === null || !isPassingDropback(play)) return;
  const isSack = play.playType === 'play_type_sack';
  const passing = getPlayerTotals(ledger, play.passerId, play.possessionTeamId).passing;
  passing.expectedPointsAdded += play.expectedPointsAdded ?? 0;
  if (isSack) {
    passing.sacks += 1;
    passing.sackYards += Math.max(0, -play.yardsGained);
    return;
  }
  passing.attempts += 1;
  if (play.airYards !== null) passing.airYards += play.airYards;
  if (play.timeToThrow !== null) {
    passing.timeToThrowSum += play.timeToThrow;
    passing.timeToThrowCount += 1;
  }
  if (play.interception) passing.interceptions += 1;
  if (!play.completion) return;
  passing.completions += 1;
  passing.yards += play.yardsGained;
  passing.longest = Math.max(passing.longest, play.yardsGained);
  if (play.airYards !== null) passing.completedAirYards += play.airYards;
  if (play.firstDown) passing.firstDowns += 1;
  if (isOffensiveTouchdown(play)) passing.touchdowns += 1;
}

/** A dropback the passer is credited with: a pass attempt or a sack, on a play that stands. */
export function isPassingDropback(play: PlayRecord): boolean {
  if (play.passerId === null || !isCountedPlay(play)) return false;
  return play.playType === 'play_type_sack' || (play.playType === 'play_type_pass' && play.attempt);
}
