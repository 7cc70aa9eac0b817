import type { QualificationInput } from '@all22/domain';
import type { PlayerStatLine } from './derive-player-stat-line.js';

/** The headline numbers player_game_stats and player_season_stats keep as columns. */
export interface PlayerHeadline {
  /** Offensive plus defensive snaps from scrimmage. */
  snaps: number;
  passAttempts: number;
  passCompletions: number;
  passYards: number;
  passTouchdowns: number;
  interceptionsThrown: number;
  rushAttempts: number;
  rushYards: number;
  rushTouchdowns: number;
  targets: number;
  receptions: number;
  receivingYards: number;
  receivingTouchdowns: number;
  tackles: number;
  sacks: number;
  defInterceptions: number;
  fumblesLost: number;
}

/** The columns of a stat line, named as the tables name them. */
export function selectPlayerHeadline(line: PlayerStatLine): PlayerHeadline {
  return {
    snaps: line.general.offenseSnaps + line.defense.snaps,
    passAttempts: line.passing.attempts,
    passCompletions: line.passing.completions,
    passYards: line.passing.yards,
    passTouchdowns: line.passing.touchdowns,
    interceptionsThrown: line.passing.interceptions,
    rushAttempts: line.rushing.attempts,
    rushYards: line.rushing.yards,
    rushTouchdowns: line.rushing.touchdowns,
    targets: line.receiving.targets,
    receptions: line.receiving.receptions,
    receivingYards: line.receiving.yards,
    receivingTouchdowns: line.receiving.touchdowns,
    tackles: line.defense.tackles,
    sacks: line.defense.sacks,
    defInterceptions: line.defense.interceptions,
    fumblesLost: line.general.fumblesLost,
  };
}

/**
 * The season totals stat qualification reads (spec 1 §5): snaps are defensive snaps, the
 * figure the LB, EDGE and DL rule is about.
 */
export function selectQualificationTotals(line: PlayerStatLine): QualificationInput['totals'] {
  return {
    passingAttempts: line.passing.attempts,
    rushingAttempts: line.rushing.attempts,
    receptions: line.receiving.receptions,
    snaps: line.defense.snaps,
    coveragePlays: line.coverage.coveragePlays,
  };
}
