import type { StatKey } from '../stat-vocabulary.js';
import type { SplitCategory } from './split-catalogue.js';

const PASSING = [
  'general.plays',
  'passing.attempts',
  'passing.completions',
  'passing.completionPercentage',
  'passing.yards',
  'passing.yardsPerAttempt',
  'passing.touchdowns',
  'passing.interceptions',
  'passing.expectedPointsAddedPerDropback',
  'passing.successRate',
  'passing.sacks',
] as const satisfies readonly StatKey[];
const RUSHING = [
  'general.plays',
  'rushing.attempts',
  'rushing.yards',
  'rushing.yardsPerAttempt',
  'rushing.touchdowns',
  'rushing.expectedPointsAdded',
  'rushing.successRate',
] as const satisfies readonly StatKey[];

/**
 * Each category's split line: its columns, in order, as stat vocabulary keys. Every line starts
 * with the split's plays, the film room's count for its filter. The team variants read as the
 * player lines do: a team's passing (or its opponents', for the defense) over its pass plays.
 */
export const SPLIT_STAT_KEYS = {
  passing: PASSING,
  rushing: RUSHING,
  receiving: [
    'general.plays',
    'receiving.targets',
    'receiving.receptions',
    'receiving.yards',
    'receiving.yardsAfterCatch',
    'receiving.touchdowns',
    'receiving.expectedPointsAdded',
  ],
  defense: [
    'general.plays',
    'defense.snaps',
    'defense.tackles',
    'defense.pressures',
    'defense.sacks',
    'coverage.targetsAllowed',
    'coverage.completionsAllowed',
    'coverage.yardsAllowed',
  ],
  'team-offense': [
    'general.plays',
    'team.totalYards',
    'team.yardsPerPlay',
    'team.firstDowns',
    'team.turnovers',
    'team.expectedPointsAddedPerPlay',
    'team.successRate',
  ],
  'team-offense-pass': PASSING,
  'team-offense-rush': RUSHING,
  'team-defense': [
    'general.plays',
    'team.totalYardsAllowed',
    'team.yardsPerPlayAllowed',
    'team.firstDownsAllowed',
    'team.sacks',
    'team.takeaways',
    'team.defenseExpectedPointsAddedPerPlay',
    'team.successRateAllowed',
  ],
  'team-defense-pass': PASSING,
  'team-defense-rush': RUSHING,
} as const satisfies { readonly [C in SplitCategory]: readonly StatKey[] };

export type SplitStatKey = (typeof SPLIT_STAT_KEYS)[SplitCategory][number];
