import { DEFENDER_GROUPS, defineStat, FRONT_SEVEN_GROUPS, type StatInput } from './define-stat.js';
import type { StatCatalogue } from './stat-definition.js';

const defense = (input: StatInput) => defineStat('defense', input);

/**
 * A defender's figures, coverage as the nearest defender included, in the order of the defense
 * leader table; the header's per-game figures last.
 */
export const DEFENSE_STATS = {
  'defense.snaps': defense({
    label: 'Defensive snaps',
    shortLabel: 'SNP',
    tooltip: 'Defensive snaps.',
    positionGroups: DEFENDER_GROUPS,
    pageWordings: { playerPage: { shortLabel: 'SNAPS' }, teamPage: { shortLabel: 'SNAPS' } },
  }),
  'defense.tackles': defense({
    label: 'Tackles',
    shortLabel: 'TKL',
    tooltip: 'Tackles, solo or shared.',
    positionGroups: DEFENDER_GROUPS,
    pageWordings: { playerPage: { tooltip: 'Tackles.' }, teamPage: { shortLabel: 'TCK' } },
  }),
  'defense.sacks': defense({
    label: 'Sacks',
    shortLabel: 'SCK',
    tooltip: 'Sacks (half a sack when shared).',
    decimals: 1,
    positionGroups: DEFENDER_GROUPS,
    pageWordings: {
      playerPage: { tooltip: 'Sacks (half sacks count 0.5).' },
      playerGameLog: { tooltip: 'Sacks.' },
      gamePage: { shortLabel: 'SACK' },
    },
  }),
  'defense.pressures': defense({
    label: 'Pressures',
    shortLabel: 'QBP',
    tooltip: 'Quarterback pressures.',
    positionGroups: FRONT_SEVEN_GROUPS,
    pageWordings: { teamPage: { shortLabel: 'PRS' }, gamePage: { shortLabel: 'PRS' } },
  }),
  'defense.pressureRate': defense({
    label: 'Pressure rate',
    shortLabel: 'QBP %',
    tooltip: 'Share of pass rushes that pressured the quarterback.',
    decimals: 1,
    isPercentage: true,
    positionGroups: FRONT_SEVEN_GROUPS,
  }),
  'defense.interceptions': defense({
    label: 'Interceptions',
    shortLabel: 'INT',
    tooltip: 'Interceptions.',
    positionGroups: DEFENDER_GROUPS,
  }),
  'defense.passesDefensed': defense({
    label: 'Passes defensed',
    shortLabel: 'PD',
    tooltip: 'Passes defensed: interceptions and incompletions thrown at his man.',
    positionGroups: ['DB'],
    pageWordings: { playerPage: { tooltip: 'Passes defensed.' } },
  }),
  'defense.runStuffs': defense({
    label: 'Run stuffs',
    shortLabel: 'STF',
    tooltip: 'Runs stopped at or behind the line.',
    positionGroups: FRONT_SEVEN_GROUPS,
    pageWordings: { playerPage: { shortLabel: 'STUFF' } },
  }),
  'defense.stops': defense({
    label: 'Stops',
    shortLabel: 'STP',
    tooltip: 'Tackles that were a stop for the offense.',
    pageWordings: { teamPage: { shortLabel: 'STOP' } },
  }),
  'coverage.targetsAllowed': defense({
    label: 'Targets allowed',
    shortLabel: 'TGT',
    tooltip: 'Targets where he was the nearest defender.',
    positionGroups: ['DB'],
    pageWordings: { playerPage: { tooltip: 'Targets as the nearest defender.' } },
  }),
  'coverage.completionsAllowed': defense({
    label: 'Completions allowed',
    shortLabel: 'CMP',
    tooltip: 'Completions where he was the nearest defender.',
  }),
  'coverage.yardsAllowed': defense({
    label: 'Yards allowed in coverage',
    shortLabel: 'YDS',
    tooltip: 'Receiving yards where he was the nearest defender.',
  }),
  'coverage.passerRatingAllowed': defense({
    label: 'Passer rating allowed',
    shortLabel: 'RATE',
    tooltip: 'Passer rating allowed as the nearest defender.',
    decimals: 1,
    positionGroups: ['DB'],
    pageWordings: {
      playerPage: { shortLabel: 'RTG' },
      playerHeader: {
        shortLabel: 'Rating',
        tooltip: 'Passer rating allowed when he was the nearest defender to the target.',
      },
    },
  }),
  'coverage.tightWindowRate': defense({
    label: 'Tight-window rate',
    shortLabel: 'TW %',
    tooltip: 'Share of targets against him thrown into a tight window.',
    decimals: 1,
    isPercentage: true,
    positionGroups: ['DB'],
    pageWordings: {
      playerHeader: {
        tooltip: 'Share of targets against him thrown into a tight window, under 1 yard of separation.',
      },
    },
  }),
  'defense.snapsPerGame': defense({
    label: 'Defensive snaps per game',
    shortLabel: 'Snaps/G',
    tooltip: 'Defensive snaps played per game.',
    decimals: 1,
    positionGroups: DEFENDER_GROUPS,
  }),
  'defense.tacklesPerGame': defense({
    label: 'Tackles per game',
    shortLabel: 'Tkl/G',
    tooltip: 'Tackles per game.',
    decimals: 1,
    positionGroups: DEFENDER_GROUPS,
  }),
  'defense.sacksPerGame': defense({
    label: 'Sacks per game',
    shortLabel: 'Sacks/G',
    tooltip: 'Sacks per game.',
    decimals: 1,
    positionGroups: FRONT_SEVEN_GROUPS,
  }),
  'defense.pressuresPerGame': defense({
    label: 'Pressures per game',
    shortLabel: 'QBP/G',
    tooltip: 'Quarterback pressures per game.',
    decimals: 1,
    positionGroups: FRONT_SEVEN_GROUPS,
  }),
  'defense.interceptionsPerGame': defense({
    label: 'Interceptions per game',
    shortLabel: 'Int/G',
    tooltip: 'Interceptions made per game.',
    decimals: 1,
    positionGroups: ['DB'],
  }),
} as const satisfies StatCatalogue;
