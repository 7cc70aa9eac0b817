import type { PlayRecord } from '@all22/domain';
import { isCountedPlay, isOffensiveTouchdown } from '../plays/classify-play.js';
import { getPlayerTotals, type PlayerLedger } from './player-ledger.js';

/**
 * Credits the targeted receiver: targets, receptions, yards, touchdowns, long, yards after the
 * catch (yards gained minus air yards, when air yards were measured), first downs and the
 * separation measured at the throw. Routes are credited with participation.
 */
export function tallyReceiving(play: PlayRecord, ledger: PlayerLedger): void {
  if (play.targetId === null || !play.target || play.playType !== 'play_type_pass' || !isCountedPlay(play))
    return;
  const receiving = getPlayerTotals(ledger, play.targetId, play.possessionTeamId).receiving;
  receiving.targets += 1;
  receiving.expectedPointsAdded += play.expectedPointsAdded ?? 0;
  if (play.separation !== null) {
    receiving.separationSum += play.separation;
    receiving.separationCount += 1;
  }
  if (!play.reception) return;
  receiving.receptions += 1;
  receiving.yards += play.yardsGained;
  receiving.longest = Math.max(receiving.longest, play.yardsGained);
  if (play.airYards !== null) receiving.yardsAfterCatch += play.yardsGained - play.airYards;
  if (play.firstDown) receiving.firstDowns += 1;
  if (isOffensiveTouchdown(play)) receiving.touchdowns += 1;
}
