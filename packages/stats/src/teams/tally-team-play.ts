import type { PlayRecord } from '@all22/domain';
import { isCountedPlay, isOffensiveTouchdown, isScrimmagePlay } from '../plays/classify-play.js';
import type { TeamTotals } from './team-totals.js';

const tallyScrimmage = (offense: TeamTotals, play: PlayRecord): void => {
  offense.offensePlays += 1;
  if (play.expectedPointsAdded !== null) {
    offense.expectedPointsAdded += play.expectedPointsAdded;
    offense.expectedPointsAddedPlays += 1;
  }
  const isTouchdown = isOffensiveTouchdown(play);
  if (play.playType === 'play_type_sack') {
    offense.sacksTaken += 1;
    offense.sackYardsLost += Math.max(0, -play.yardsGained);
    offense.passYards += play.yardsGained;
    offense.totalYards += play.yardsGained;
  } else if (play.carries > 0) {
    offense.rushAttempts += 1;
    offense.rushYards += play.yardsGained;
    offense.totalYards += play.yardsGained;
    if (isTouchdown) offense.rushTouchdowns += 1;
  } else if (play.attempt) {
    offense.passAttempts += 1;
    if (play.interception) offense.interceptionsThrown += 1;
    if (play.completion) {
      offense.passCompletions += 1;
      offense.grossPassYards += play.yardsGained;
      offense.passYards += play.yardsGained;
      offense.totalYards += play.yardsGained;
      if (isTouchdown) offense.passTouchdowns += 1;
    }
  }
  const isConverted = play.firstDown || isTouchdown;
  if (play.down === 3) {
    offense.thirdDownAttempts += 1;
    if (isConverted) offense.thirdDownConversions += 1;
  } else if (play.down === 4) {
    offense.fourthDownAttempts += 1;
    if (isConverted) offense.fourthDownConversions += 1;
  }
};

/**
 * Credits one play to the two teams' own totals: yardage, attempts, conversions and turnovers for
 * the offense on plays from scrimmage that stood; first downs (penalty first downs included) and
 * penalties on every play; a fumble lost on a kickoff or punt to the return team. Points, red-zone
 * trips and time of possession need the whole game and are added by the caller.
 */
export function tallyTeamPlay(play: PlayRecord, offense: TeamTotals, defense: TeamTotals): void {
  if (play.isPenalty && play.penaltyTeamId !== null) {
    const penalized = play.penaltyTeamId === play.possessionTeamId ? offense : defense;
    penalized.penalties += 1;
    penalized.penaltyYards += play.penaltyYards ?? 0;
  }
  if (play.firstDown) offense.firstDowns += 1;
  if (!isCountedPlay(play)) return;
  if (isScrimmagePlay(play)) {
    tallyScrimmage(offense, play);
    if (play.fumbleLost) offense.fumblesLost += 1;
    if (play.interception || play.fumbleLost) offense.turnovers += 1;
    return;
  }
  if ((play.playType === 'play_type_kickoff' || play.playType === 'play_type_punt') && play.fumbleLost) {
    defense.fumblesLost += 1;
    defense.turnovers += 1;
  }
}
