import type { PlayRecord } from '@all22/domain';
import { isCountedPlay, isOffensiveTouchdown, isScrimmagePlay } from '../plays/classify-play.js';
import { getPlayerTotals, type PlayerLedger } from './player-ledger.js';

/** Under this separation (yards) at the throw a target is a "tight window" (the film filter's TIGHT). */
export const TIGHT_WINDOW_YARDS = 1;

const isTightWindow = (play: PlayRecord): boolean =>
  play.separationType === 'TIGHT' || (play.separation !== null && play.separation < TIGHT_WINDOW_YARDS);

/**
 * Credits defenders on plays from scrimmage that stand: tackles (every listed tackler gets one),
 * sacks (shared equally, so two sackers get half each), pressures, interceptions, passes defensed
 * (his interceptions plus incompletions thrown at the receiver he was nearest to), run stuffs
 * (tacklers on a run stopped at or behind the line), stops and hustle stops, and, as the nearest
 * defender to the target, the targets, completions, yards, touchdowns and interceptions he allowed.
 */
export function tallyDefense(play: PlayRecord, ledger: PlayerLedger): void {
  if (!isScrimmagePlay(play) || !isCountedPlay(play)) return;
  const team = play.defenseTeamId;
  for (const nflId of play.tacklerIds) getPlayerTotals(ledger, nflId, team).defense.tackles += 1;
  const sackShare = 1 / play.sackerIds.length;
  for (const nflId of play.sackerIds) getPlayerTotals(ledger, nflId, team).defense.sacks += sackShare;
  for (const nflId of play.pressurePlayerIds) getPlayerTotals(ledger, nflId, team).defense.pressures += 1;
  for (const nflId of play.tackleStopIds) getPlayerTotals(ledger, nflId, team).defense.stops += 1;
  for (const nflId of play.hustleStopIds) getPlayerTotals(ledger, nflId, team).defense.hustleStops += 1;
  if ((play.runStuff || play.defRunStuff) && play.playType === 'play_type_rush') {
    for (const nflId of play.tacklerIds) getPlayerTotals(ledger, nflId, team).defense.runStuffs += 1;
  }
  if (play.interceptorId !== null && play.interception) {
    const defense = getPlayerTotals(ledger, play.interceptorId, team).defense;
    defense.interceptions += 1;
    defense.passesDefensed += 1;
  }
  if (play.nearestDefenderId === null || !play.target || play.playType !== 'play_type_pass') return;
  const totals = getPlayerTotals(ledger, play.nearestDefenderId, team);
  const coverage = totals.coverage;
  coverage.targetsAllowed += 1;
  if (isTightWindow(play)) coverage.tightTargetsAllowed += 1;
  if (play.interception) coverage.interceptionsAllowed += 1;
  if (play.completion) {
    coverage.completionsAllowed += 1;
    coverage.yardsAllowed += play.yardsGained;
    if (isOffensiveTouchdown(play)) coverage.touchdownsAllowed += 1;
  } else if (!play.interception) {
    totals.defense.passesDefensed += 1;
  }
}
