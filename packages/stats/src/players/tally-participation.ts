import type { PlayRecord } from '@all22/domain';
import { isCountedPlay, isScrimmagePlay } from '../plays/classify-play.js';
import { getPlayerTotals, type PlayerLedger } from './player-ledger.js';

/**
 * Credits who was on the field: offensive and defensive snaps on plays from scrimmage, special
 * teams snaps on kicks, and the per-snap jobs (routes, pass rushes, coverage) that rates divide
 * by. Snaps count on plays a penalty wiped out, as the league's official snap counts do; the
 * jobs count only on plays that stand, so they match the events they are the denominator of.
 */
export function tallyParticipation(play: PlayRecord, ledger: PlayerLedger): void {
  const offense = play.possessionTeamId;
  const defense = play.defenseTeamId;
  if (isScrimmagePlay(play)) {
    if (play.isSnap) {
      for (const nflId of play.offensePlayerIds)
        getPlayerTotals(ledger, nflId, offense).general.offenseSnaps += 1;
      for (const nflId of play.defensePlayerIds) getPlayerTotals(ledger, nflId, defense).defense.snaps += 1;
    }
    if (!isCountedPlay(play)) return;
    for (const nflId of play.routeRunnerIds) getPlayerTotals(ledger, nflId, offense).receiving.routesRun += 1;
    for (const nflId of play.passRusherIds)
      getPlayerTotals(ledger, nflId, defense).defense.passRushSnaps += 1;
    for (const nflId of play.coverageDefenderIds) {
      getPlayerTotals(ledger, nflId, defense).coverage.coveragePlays += 1;
    }
    return;
  }
  if (play.playType === 'play_type_two_point_conversion') return;
  const evidence = play.playType === 'play_type_kickoff' ? 'tentative' : 'certain';
  for (const nflId of play.offensePlayerIds) {
    getPlayerTotals(ledger, nflId, offense, evidence).general.specialTeamsSnaps += 1;
  }
  for (const nflId of play.defensePlayerIds) {
    getPlayerTotals(ledger, nflId, defense, evidence).general.specialTeamsSnaps += 1;
  }
}
