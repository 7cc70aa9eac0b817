/**
 * What each advanced-stats call answers: the sections of the season line it carries, who is
 * listed when no player is asked for, and the figure the list is ordered by.
 */
import type { AdvancedStatsKind } from '@all22/contracts';
import type { PlayerSeasonStatLine } from '@all22/stats';

export type PlayerSeasonSection = Exclude<keyof PlayerSeasonStatLine, 'returning' | 'general'>;

export interface AdvancedStatsDefinition {
  summary: string;
  sections: readonly PlayerSeasonSection[];
  isListed: (line: PlayerSeasonStatLine) => boolean;
  /** Lists are ordered by this figure, largest first. */
  orderBy: (line: PlayerSeasonStatLine) => number;
}

export const ADVANCED_STATS_DEFINITIONS: Record<AdvancedStatsKind, AdvancedStatsDefinition> = {
  'players-offense/passing': {
    summary: "Passers' season lines (the QB header)",
    sections: ['passing', 'rushing'],
    isListed: (line) => line.passing.attempts > 0,
    orderBy: (line) => line.passing.yards,
  },
  'players-offense/rushing': {
    summary: "Rushers' season lines (the RB header)",
    sections: ['rushing', 'receiving'],
    isListed: (line) => line.rushing.attempts > 0,
    orderBy: (line) => line.rushing.yards,
  },
  'players-offense/receiving': {
    summary: "Receivers' season lines, routes run included (the WR and TE header)",
    sections: ['receiving'],
    isListed: (line) => line.receiving.targets > 0 || line.receiving.routesRun > 0,
    orderBy: (line) => line.receiving.yards,
  },
  'defense/overview': {
    summary:
      "Front-seven defenders' season lines: snaps, tackles, sacks, pressures (the DL, LB and EDGE header)",
    sections: ['defense'],
    isListed: (line) => line.defense.snaps > 0 || line.defense.tackles > 0,
    orderBy: (line) => line.defense.tackles,
  },
  'defense/nearest': {
    summary: "Defenders' season lines as the nearest defender in coverage (the DB and CB header)",
    sections: ['defense', 'coverage'],
    isListed: (line) => line.coverage.coveragePlays > 0 || line.coverage.targetsAllowed > 0,
    orderBy: (line) => line.coverage.coveragePlays,
  },
  'special-teams/kicking': {
    summary: "Kickers' season lines (the K header)",
    sections: ['kicking'],
    isListed: (line) => line.kicking.fieldGoalsAttempted > 0 || line.kicking.extraPointsAttempted > 0,
    orderBy: (line) => line.kicking.fieldGoalsMade,
  },
  'special-teams/punting': {
    summary: "Punters' season lines (the P header)",
    sections: ['punting'],
    isListed: (line) => line.punting.punts > 0,
    orderBy: (line) => line.punting.punts,
  },
};
