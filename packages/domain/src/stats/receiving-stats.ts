import { defineStat, RECEIVER_GROUPS, type StatInput } from './define-stat.js';
import type { StatCatalogue } from './stat-definition.js';

const receiving = (input: StatInput) => defineStat('receiving', input);

/** A receiver's figures, in the order of the receiving leader table; the header's per-game figures last. */
export const RECEIVING_STATS = {
  'receiving.targets': receiving({
    label: 'Targets',
    shortLabel: 'TGT',
    tooltip: 'Times targeted.',
    positionGroups: RECEIVER_GROUPS,
  }),
  'receiving.receptions': receiving({
    label: 'Receptions',
    shortLabel: 'REC',
    tooltip: 'Receptions.',
    positionGroups: ['RB', ...RECEIVER_GROUPS],
  }),
  'receiving.catchPercentage': receiving({
    label: 'Catch percentage',
    shortLabel: 'CTH %',
    tooltip: 'Share of targets caught.',
    decimals: 1,
    isPercentage: true,
  }),
  'receiving.yards': receiving({
    label: 'Receiving yards',
    shortLabel: 'YDS',
    qualifiedShortLabel: 'REC YDS',
    tooltip: 'Receiving yards.',
    positionGroups: ['RB', ...RECEIVER_GROUPS],
  }),
  'receiving.yardsPerReception': receiving({
    label: 'Yards per reception',
    shortLabel: 'Y/R',
    tooltip: 'Receiving yards per reception.',
    decimals: 1,
    positionGroups: RECEIVER_GROUPS,
    pageWordings: {
      playerPage: { tooltip: 'Yards per reception.' },
      gamePage: { shortLabel: 'AVG' },
    },
  }),
  'receiving.yardsPerGame': receiving({
    label: 'Receiving yards per game played',
    shortLabel: 'YDS/G',
    tooltip: 'Receiving yards per game played.',
    decimals: 1,
    positionGroups: ['RB', ...RECEIVER_GROUPS],
    pageWordings: { playerHeader: { shortLabel: 'REC YPG', tooltip: 'Receiving yards per game.' } },
  }),
  'receiving.touchdowns': receiving({
    label: 'Receiving touchdowns',
    shortLabel: 'TD',
    tooltip: 'Receiving touchdowns.',
    positionGroups: RECEIVER_GROUPS,
  }),
  'receiving.longest': receiving({
    label: 'Longest reception',
    shortLabel: 'LNG',
    tooltip: 'Longest reception, in yards.',
  }),
  'receiving.yardsAfterCatch': receiving({
    label: 'Yards after the catch',
    shortLabel: 'YAC',
    tooltip: 'Yards gained after the catch.',
    positionGroups: RECEIVER_GROUPS,
    pageWordings: { playerPage: { tooltip: 'Yards after the catch.' } },
  }),
  'receiving.routesRun': receiving({
    label: 'Routes run',
    shortLabel: 'RTS',
    tooltip: 'Pass routes run.',
    positionGroups: RECEIVER_GROUPS,
    pageWordings: { playerPage: { shortLabel: 'ROUTES' } },
  }),
  'receiving.averageSeparation': receiving({
    label: 'Average separation',
    shortLabel: 'SEP',
    tooltip: 'Average separation from the nearest defender when targeted, in yards.',
    decimals: 2,
  }),
  'receiving.expectedPointsAdded': receiving({
    label: 'Expected points added when targeted',
    shortLabel: 'EPA',
    tooltip: 'Expected points added when targeted.',
    decimals: 1,
  }),
  'receiving.targetsPerGame': receiving({
    label: 'Targets per game',
    shortLabel: 'Tgt/G',
    tooltip: 'Times targeted by a pass per game.',
    decimals: 1,
    positionGroups: RECEIVER_GROUPS,
  }),
  'receiving.receptionsPerGame': receiving({
    label: 'Receptions per game',
    shortLabel: 'REC/G',
    tooltip: 'Receptions per game.',
    decimals: 1,
    positionGroups: RECEIVER_GROUPS,
  }),
  'receiving.touchdownsPerGame': receiving({
    label: 'Receiving touchdowns per game',
    shortLabel: 'REC TD/G',
    tooltip: 'Receiving touchdowns per game.',
    decimals: 1,
    positionGroups: RECEIVER_GROUPS,
  }),
  'receiving.routesPerGame': receiving({
    label: 'Routes run per game',
    shortLabel: 'Routes/G',
    tooltip: 'Pass routes run per game, from player tracking.',
    decimals: 1,
    positionGroups: RECEIVER_GROUPS,
  }),
} as const satisfies StatCatalogue;
