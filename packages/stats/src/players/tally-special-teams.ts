import type { PlayRecord } from '@all22/domain';
import { isCountedPlay, isOffensiveScore } from '../plays/classify-play.js';
import { getPlayerTotals, type PlayerLedger, type TeamEvidence } from './player-ledger.js';
import type { KickingTotals } from './player-totals.js';

type DistanceBucket = '0To19' | '20To29' | '30To39' | '40To49' | '50Plus';

const distanceBucketOf = (distance: number): DistanceBucket =>
  distance < 20
    ? '0To19'
    : distance < 30
      ? '20To29'
      : distance < 40
        ? '30To39'
        : distance < 50
          ? '40To49'
          : '50Plus';

const tallyFieldGoal = (kicking: KickingTotals, play: PlayRecord): void => {
  const distance = play.kickDistance ?? 0;
  const bucket = distanceBucketOf(distance);
  kicking.fieldGoalsAttempted += 1;
  kicking[`fieldGoalsAttempted${bucket}`] += 1;
  if (play.kickResult !== 'GOOD') return;
  kicking.fieldGoalsMade += 1;
  kicking[`fieldGoalsMade${bucket}`] += 1;
  kicking.longestFieldGoal = Math.max(kicking.longestFieldGoal, distance);
};

/**
 * Credits kickers (field goals overall and by distance, long, extra points), punters (punts,
 * gross yards, long; a blocked punt counts with 0 yards) and returners of kickoffs and punts
 * (returns, yards, long, return touchdowns). The returner plays for the defense team on the
 * record; on kickoffs that depends on the feed's possession convention, hence tentative.
 */
export function tallySpecialTeams(play: PlayRecord, ledger: PlayerLedger): void {
  if (!isCountedPlay(play)) return;
  switch (play.playType) {
    case 'play_type_field_goal':
      if (play.kickerId !== null)
        tallyFieldGoal(getPlayerTotals(ledger, play.kickerId, play.possessionTeamId).kicking, play);
      return;
    case 'play_type_xp':
      if (play.kickerId === null) return;
      {
        const kicking = getPlayerTotals(ledger, play.kickerId, play.possessionTeamId).kicking;
        kicking.extraPointsAttempted += 1;
        if (play.kickResult === 'GOOD') kicking.extraPointsMade += 1;
      }
      return;
    case 'play_type_punt':
      if (play.punterId !== null) {
        const punting = getPlayerTotals(ledger, play.punterId, play.possessionTeamId).punting;
        const distance = play.kickDistance ?? 0;
        punting.punts += 1;
        punting.yards += distance;
        punting.longest = Math.max(punting.longest, distance);
      }
      tallyReturn(play, ledger, 'certain');
      return;
    case 'play_type_kickoff':
      if (play.kickerId !== null) getPlayerTotals(ledger, play.kickerId, play.possessionTeamId, 'tentative');
      tallyReturn(play, ledger, 'tentative');
      return;
    case 'play_type_rush':
    case 'play_type_pass':
    case 'play_type_sack':
    case 'play_type_two_point_conversion':
      return;
  }
}

function tallyReturn(play: PlayRecord, ledger: PlayerLedger, evidence: TeamEvidence): void {
  if (play.returnerId === null || play.returnYards === null) return;
  const returning = getPlayerTotals(ledger, play.returnerId, play.defenseTeamId, evidence).returning;
  if (play.playType === 'play_type_kickoff') {
    returning.kickReturns += 1;
    returning.kickReturnYards += play.returnYards;
  } else {
    returning.puntReturns += 1;
    returning.puntReturnYards += play.returnYards;
  }
  returning.longest = Math.max(returning.longest, play.returnYards);
  if (play.touchdown && !isOffensiveScore(play)) returning.touchdowns += 1;
}
