import type { PlayerStatLine } from '../players/derive-player-stat-line.js';
import type { FantasyStatLine } from './fantasy-points.js';

/**
 * The figures fantasy scoring reads from a game or season line. Lost fumbles are every fumble
 * lost in any role (a receiver after the catch, a quarterback on a strip sack, a returner).
 */
export function toFantasyStatLine(line: PlayerStatLine): FantasyStatLine {
  return {
    passingYards: line.passing.yards,
    passingTouchdowns: line.passing.touchdowns,
    interceptions: line.passing.interceptions,
    rushingYards: line.rushing.yards,
    rushingTouchdowns: line.rushing.touchdowns,
    receptions: line.receiving.receptions,
    receivingYards: line.receiving.yards,
    receivingTouchdowns: line.receiving.touchdowns,
    twoPointConversions: line.general.twoPointConversions,
    fumblesLost: line.general.fumblesLost,
    returnTouchdowns: line.returning.touchdowns,
    extraPointsMade: line.kicking.extraPointsMade,
    fieldGoalsMadeUnder40:
      line.kicking.fieldGoalsMade0To19 +
      line.kicking.fieldGoalsMade20To29 +
      line.kicking.fieldGoalsMade30To39,
    fieldGoalsMade40To49: line.kicking.fieldGoalsMade40To49,
    fieldGoalsMade50Plus: line.kicking.fieldGoalsMade50Plus,
  };
}
