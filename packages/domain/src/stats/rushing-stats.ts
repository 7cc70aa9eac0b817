import { defineStat, type StatInput } from './define-stat.js';
import type { StatCatalogue } from './stat-definition.js';

const rushing = (input: StatInput) => defineStat('rushing', input);

/** A rusher's figures, in the order of the rushing leader table; the header's per-game figures last. */
export const RUSHING_STATS = {
  'rushing.attempts': rushing({
    label: 'Rushing attempts',
    shortLabel: 'ATT',
    tooltip: 'Rushing attempts, scrambles included.',
    positionGroups: ['RB'],
    pageWordings: {
      playerPage: { tooltip: 'Rushing attempts.' },
      gamePage: { label: 'Carries', shortLabel: 'CAR' },
    },
  }),
  'rushing.yards': rushing({
    label: 'Rushing yards',
    shortLabel: 'YDS',
    qualifiedShortLabel: 'RUSH YDS',
    tooltip: 'Rushing yards.',
    positionGroups: ['QB', 'RB'],
  }),
  'rushing.yardsPerAttempt': rushing({
    label: 'Yards per carry',
    shortLabel: 'YPC',
    tooltip: 'Rushing yards per carry.',
    decimals: 1,
    positionGroups: ['RB'],
    pageWordings: {
      playerPage: { shortLabel: 'Y/A', tooltip: 'Rushing yards per attempt.' },
      teamPage: { label: 'Yards per attempt', shortLabel: 'Y/A' },
      gamePage: { shortLabel: 'AVG' },
    },
  }),
  'rushing.yardsPerGame': rushing({
    label: 'Rushing yards per game played',
    shortLabel: 'YDS/G',
    tooltip: 'Rushing yards per game played.',
    decimals: 1,
    positionGroups: ['QB', 'RB'],
    pageWordings: { playerHeader: { shortLabel: 'Rush YPG', tooltip: 'Rushing yards per game.' } },
  }),
  'rushing.touchdowns': rushing({
    label: 'Rushing touchdowns',
    shortLabel: 'TD',
    tooltip: 'Rushing touchdowns.',
    positionGroups: ['RB'],
  }),
  'rushing.longest': rushing({
    label: 'Longest run',
    shortLabel: 'LNG',
    tooltip: 'Longest run, in yards.',
  }),
  'rushing.tenPlusRuns': rushing({
    label: 'Runs of 10+ yards',
    shortLabel: '10+',
    tooltip: 'Runs of 10 yards or more.',
  }),
  'rushing.firstDowns': rushing({
    label: 'Rushing first downs',
    shortLabel: '1ST',
    tooltip: 'Runs that gained a first down.',
  }),
  'rushing.fumblesLost': rushing({
    label: 'Fumbles lost',
    shortLabel: 'FUML',
    tooltip: 'Fumbles lost on his carries.',
    positionGroups: ['RB'],
    pageWordings: {
      playerPage: { shortLabel: 'FUM', tooltip: 'Fumbles lost.' },
      teamPage: { shortLabel: 'FL' },
    },
  }),
  'rushing.expectedPointsAdded': rushing({
    label: 'Expected points added on carries',
    shortLabel: 'EPA',
    tooltip: 'Expected points added on carries.',
    decimals: 1,
  }),
  /** Split lines only. */
  'rushing.successRate': rushing({
    label: 'Rushing success rate',
    shortLabel: 'SR %',
    tooltip: 'Share of carries that added expected points.',
    decimals: 1,
    isPercentage: true,
  }),
  'rushing.attemptsPerGame': rushing({
    label: 'Rushing attempts per game',
    shortLabel: 'Rush ATT/G',
    tooltip: 'Rushing attempts per game.',
    decimals: 1,
    positionGroups: ['RB'],
  }),
  'rushing.touchdownsPerGame': rushing({
    label: 'Rushing touchdowns per game',
    shortLabel: 'Rush TD/G',
    tooltip: 'Rushing touchdowns per game.',
    decimals: 1,
    positionGroups: ['RB'],
  }),
} as const satisfies StatCatalogue;
