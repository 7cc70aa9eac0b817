import type { PlayRecord } from '@all22/domain';
import { isCountedPlay, isOffensiveTouchdown, isScrimmagePlay } from '../plays/classify-play.js';
import { getPlayerTotals, type PlayerLedger } from './player-ledger.js';

/**
 * Credits the ball carrier of a carry (designed run or quarterback scramble — the feed's
 * `carries`): attempts, yards, touchdowns, long, runs of 10+ yards, first downs, and fumbles on
 * his own carries.
 */
export function tallyRushing(play: PlayRecord, ledger: PlayerLedger): void {
  if (play.rusherId === null || !isRushingCarry(play)) return;
  const rushing = getPlayerTotals(ledger, play.rusherId, play.possessionTeamId).rushing;
  rushing.attempts += 1;
  rushing.yards += play.yardsGained;
  rushing.longest = Math.max(rushing.longest, play.yardsGained);
  rushing.expectedPointsAdded += play.expectedPointsAdded ?? 0;
  if (play.rush10PlusYards) rushing.tenPlusRuns += 1;
  if (play.firstDown) rushing.firstDowns += 1;
  if (isOffensiveTouchdown(play)) rushing.touchdowns += 1;
  if (play.fumble && (play.ballCarrierId ?? play.rusherId) === play.rusherId) {
    rushing.fumbles += 1;
    if (play.fumbleLost) rushing.fumblesLost += 1;
  }
}

/** A carry the rusher is credited with: a designed run or scramble from scrimmage that stands. */
export function isRushingCarry(play: PlayRecord): boolean {
  return play.rusherId !== null && play.carries > 0 && isCountedPlay(play) && isScrimmagePlay(play);
}
