import { defineStat, type StatInput } from './define-stat.js';
import type { StatCatalogue } from './stat-definition.js';

const passing = (input: StatInput) => defineStat('passing', input);

/** A passer's figures, in the order of the passing leader table; the header's per-game figures last. */
export const PASSING_STATS = {
  'passing.completions': passing({
    label: 'Completions',
    shortLabel: 'CMP',
    tooltip: 'Completed passes.',
    positionGroups: ['QB'],
    pageWordings: { gamePage: { label: 'Completions / attempts', shortLabel: 'C/ATT' } },
  }),
  'passing.attempts': passing({
    label: 'Attempts',
    shortLabel: 'ATT',
    tooltip: 'Pass attempts.',
    positionGroups: ['QB'],
  }),
  'passing.completionPercentage': passing({
    label: 'Completion percentage',
    shortLabel: 'CMP %',
    tooltip: 'Share of attempts completed.',
    decimals: 1,
    isPercentage: true,
    positionGroups: ['QB'],
    pageWordings: { teamPage: { shortLabel: 'CMP%' } },
  }),
  'passing.yards': passing({
    label: 'Passing yards',
    shortLabel: 'YDS',
    tooltip: 'Passing yards (gross, before sack yards).',
    positionGroups: ['QB'],
    pageWordings: {
      playerPage: { tooltip: 'Passing yards.' },
      // Beside the header's net team figure, the passer's gross yards say so (Polish 2).
      teamPage: { label: 'Passing yards (before sacks)' },
    },
  }),
  'passing.yardsPerAttempt': passing({
    label: 'Yards per attempt',
    shortLabel: 'Y/A',
    tooltip: 'Passing yards per attempt.',
    decimals: 1,
  }),
  'passing.yardsPerGame': passing({
    label: 'Passing yards per game played',
    shortLabel: 'YDS/G',
    tooltip: 'Passing yards per game played.',
    decimals: 1,
    positionGroups: ['QB'],
    pageWordings: { playerHeader: { shortLabel: 'Pass YPG', tooltip: 'Passing yards per game.' } },
  }),
  'passing.touchdowns': passing({
    label: 'Touchdown passes',
    shortLabel: 'TD',
    tooltip: 'Touchdown passes.',
    positionGroups: ['QB'],
    pageWordings: { playerPage: { tooltip: 'Passing touchdowns.' } },
  }),
  'passing.interceptions': passing({
    label: 'Interceptions thrown',
    shortLabel: 'INT',
    tooltip: 'Interceptions thrown.',
    positionGroups: ['QB'],
  }),
  'passing.passerRating': passing({
    label: 'Passer rating',
    shortLabel: 'RATE',
    tooltip: 'NFL passer rating.',
    decimals: 1,
    positionGroups: ['QB'],
    pageWordings: {
      playerPage: { shortLabel: 'RTG', tooltip: 'Passer rating.' },
      playerHeader: { shortLabel: 'Rating', tooltip: 'Passer rating for the season.' },
      gamePage: { shortLabel: 'RTG' },
    },
  }),
  'passing.sacks': passing({
    label: 'Times sacked',
    shortLabel: 'SCK',
    tooltip: 'Times sacked.',
    pageWordings: { gamePage: { shortLabel: 'SACK' } },
  }),
  'passing.longest': passing({
    label: 'Longest completion',
    shortLabel: 'LNG',
    tooltip: 'Longest completion, in yards.',
  }),
  'passing.averageAirYards': passing({
    label: 'Intended air yards per attempt',
    shortLabel: 'IAY/A',
    tooltip: 'Intended air yards per attempt.',
    decimals: 1,
  }),
  'passing.averageTimeToThrow': passing({
    label: 'Time to throw',
    shortLabel: 'TT',
    tooltip: 'Average time from snap to throw, in seconds.',
    decimals: 2,
  }),
  'passing.expectedPointsAdded': passing({
    label: 'Expected points added on dropbacks',
    shortLabel: 'EPA',
    tooltip: 'Expected points added on dropbacks.',
    decimals: 1,
  }),
  /** Split lines only; a successful play adds expected points (EPA above 0). */
  'passing.expectedPointsAddedPerDropback': passing({
    label: 'Expected points added per dropback',
    shortLabel: 'EPA/DB',
    tooltip: 'Expected points added per dropback (pass attempts and sacks).',
    decimals: 2,
  }),
  'passing.successRate': passing({
    label: 'Dropback success rate',
    shortLabel: 'SR %',
    tooltip: 'Share of dropbacks that added expected points.',
    decimals: 1,
    isPercentage: true,
  }),
  'passing.touchdownsPerGame': passing({
    label: 'Touchdown passes per game',
    shortLabel: 'Pass TD/G',
    tooltip: 'Passing touchdowns per game.',
    decimals: 1,
    positionGroups: ['QB'],
  }),
  'passing.interceptionsPerGame': passing({
    label: 'Interceptions thrown per game',
    shortLabel: 'INT/G',
    tooltip: 'Interceptions thrown per game.',
    decimals: 1,
    positionGroups: ['QB'],
  }),
} as const satisfies StatCatalogue;
