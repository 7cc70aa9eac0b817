import type { PlayerStatGroups, StatSection } from '@all22/contracts';
import { describeStat, formatStatValue, getStatField, type StatKey } from '@all22/domain';

export type StatGroupKey = keyof PlayerStatGroups;

/** One column of a player stat table: its header, what it means, and how a line shows it. */
export interface StatColumn {
  label: string;
  /** The header's full name, for its tooltip and screen readers. */
  title: string;
  format: (stats: StatSection) => string;
}

/** A stat in the game page's words: its short label as the header, its name as the title. */
function statColumn(key: StatKey): StatColumn {
  const { shortLabel, label, decimals, isPercentage } = describeStat(key, 'gamePage');
  const field = getStatField(key);
  return {
    label: shortLabel,
    title: label,
    format: (stats) => formatStatValue(stats[field], { decimals, isPercentage }),
  };
}

/** A made/attempted pair ("12/15"), named by the game page's words for the first of the two. */
function pairColumn(made: StatKey, attempts: StatKey): StatColumn {
  const { shortLabel, label } = describeStat(made, 'gamePage');
  const count = (stats: StatSection, key: StatKey) =>
    formatStatValue(stats[getStatField(key)], { decimals: 0 });
  return {
    label: shortLabel,
    title: label,
    format: (stats) => `${count(stats, made)}/${count(stats, attempts)}`,
  };
}

/** The sections of a game's player stats, in box-score order, with their tables' columns. */
export const STAT_GROUPS: readonly { key: StatGroupKey; title: string; columns: readonly StatColumn[] }[] = [
  {
    key: 'passing',
    title: 'Passing',
    columns: [
      pairColumn('passing.completions', 'passing.attempts'),
      statColumn('passing.yards'),
      statColumn('passing.touchdowns'),
      statColumn('passing.interceptions'),
      statColumn('passing.sacks'),
      statColumn('passing.passerRating'),
    ],
  },
  {
    key: 'rushing',
    title: 'Rushing',
    columns: [
      statColumn('rushing.attempts'),
      statColumn('rushing.yards'),
      statColumn('rushing.yardsPerAttempt'),
      statColumn('rushing.touchdowns'),
      statColumn('rushing.longest'),
    ],
  },
  {
    key: 'receiving',
    title: 'Receiving',
    columns: [
      statColumn('receiving.receptions'),
      statColumn('receiving.targets'),
      statColumn('receiving.yards'),
      statColumn('receiving.yardsPerReception'),
      statColumn('receiving.touchdowns'),
      statColumn('receiving.longest'),
    ],
  },
  {
    key: 'defense',
    title: 'Defense',
    columns: [
      statColumn('defense.tackles'),
      statColumn('defense.sacks'),
      statColumn('defense.interceptions'),
      statColumn('defense.passesDefensed'),
      statColumn('defense.pressures'),
    ],
  },
  {
    key: 'kicking',
    title: 'Kicking',
    columns: [
      pairColumn('kicking.fieldGoalsMade', 'kicking.fieldGoalsAttempted'),
      statColumn('kicking.longestFieldGoal'),
      pairColumn('kicking.extraPointsMade', 'kicking.extraPointsAttempted'),
    ],
  },
];
