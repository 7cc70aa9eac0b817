import { defineStat, type StatInput } from './define-stat.js';
import type { StatCatalogue } from './stat-definition.js';

const kicking = (input: StatInput) => defineStat('kicking', { positionGroups: ['K'], ...input });
const punting = (input: StatInput) => defineStat('punting', { positionGroups: ['P'], ...input });

/** A kicker's figures, in the order of his season table. */
export const KICKING_STATS = {
  'kicking.fieldGoalsMade': kicking({
    label: 'Field goals made',
    shortLabel: 'FGM',
    tooltip: 'Field goals made.',
    pageWordings: {
      playerHeader: { shortLabel: 'FGM-FGA', tooltip: 'Field goals made and attempted.' },
      gamePage: { label: 'Field goals made / attempted', shortLabel: 'FG' },
    },
  }),
  'kicking.fieldGoalsAttempted': kicking({
    label: 'Field goals attempted',
    shortLabel: 'FGA',
    tooltip: 'Field goals attempted.',
  }),
  'kicking.fieldGoalPercentage': kicking({
    label: 'Field goal percentage',
    shortLabel: 'FG %',
    tooltip: 'Share of field goals made.',
    decimals: 1,
    isPercentage: true,
    pageWordings: {
      playerHeader: { tooltip: 'Share of field goal attempts made.' },
      teamPage: { shortLabel: 'FG%' },
    },
  }),
  'kicking.longestFieldGoal': kicking({
    label: 'Longest field goal',
    shortLabel: 'LONG',
    tooltip: 'Longest field goal made.',
    pageWordings: {
      playerHeader: { shortLabel: 'Long', tooltip: 'Longest field goal made, in yards.' },
      teamPage: { shortLabel: 'LNG' },
      gamePage: { shortLabel: 'LNG' },
    },
  }),
  'kicking.extraPointsMade': kicking({
    label: 'Extra points made',
    shortLabel: 'XPM',
    tooltip: 'Extra points made.',
    pageWordings: {
      playerHeader: { shortLabel: 'XPM-XPA', tooltip: 'Extra points made and attempted.' },
      gamePage: { label: 'Extra points made / attempted', shortLabel: 'XP' },
    },
  }),
  'kicking.extraPointsAttempted': kicking({
    label: 'Extra points attempted',
    shortLabel: 'XPA',
    tooltip: 'Extra points attempted.',
  }),
  'kicking.extraPointPercentage': kicking({
    label: 'Extra point percentage',
    shortLabel: 'XP %',
    tooltip: 'Share of extra point attempts made.',
    decimals: 1,
    isPercentage: true,
  }),
} as const satisfies StatCatalogue;

/** A kicker's line as a table shows it: his season table and the team page's kicking table. */
export const KICKING_TABLE_STATS = [
  'kicking.fieldGoalsMade',
  'kicking.fieldGoalsAttempted',
  'kicking.fieldGoalPercentage',
  'kicking.longestFieldGoal',
  'kicking.extraPointsMade',
  'kicking.extraPointsAttempted',
] as const satisfies readonly (keyof typeof KICKING_STATS)[];

/** A punter's figures, in the order of his season table. */
export const PUNTING_STATS = {
  'punting.punts': punting({
    label: 'Punts',
    shortLabel: 'PUNTS',
    tooltip: 'Punts.',
    pageWordings: { playerHeader: { shortLabel: 'Punts', tooltip: 'Punts for the season.' } },
  }),
  'punting.yards': punting({
    label: 'Punting yards',
    shortLabel: 'YDS',
    tooltip: 'Gross punting yards.',
  }),
  'punting.averageDistance': punting({
    label: 'Average punt distance',
    shortLabel: 'AVG',
    tooltip: 'Average gross distance per punt.',
    decimals: 1,
    pageWordings: {
      playerHeader: { shortLabel: 'Avg Dist', tooltip: 'Average gross distance per punt, in yards.' },
    },
  }),
  'punting.longest': punting({
    label: 'Longest punt',
    shortLabel: 'LONG',
    tooltip: 'Longest punt.',
    pageWordings: { playerHeader: { shortLabel: 'Long', tooltip: 'Longest punt, in yards.' } },
  }),
} as const satisfies StatCatalogue;
