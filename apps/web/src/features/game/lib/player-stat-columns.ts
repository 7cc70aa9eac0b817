import type { PlayerStatGroups, StatSection } from '@all22/contracts';
import { formatStatValue } from '@all22/domain';

export type StatGroupKey = keyof PlayerStatGroups;

/** One column of a player stat table: its header, what it means, and how a line shows it. */
export interface StatColumn {
  label: string;
  /** The header's full name, for its tooltip and screen readers. */
  title: string;
  format: (stats: StatSection) => string;
}

const count = (key: string) => (stats: StatSection) => formatStatValue(stats[key], { decimals: 0 });
const decimal = (key: string) => (stats: StatSection) => formatStatValue(stats[key]);
const pair = (made: string, attempts: string) => (stats: StatSection) =>
  `${formatStatValue(stats[made], { decimals: 0 })}/${formatStatValue(stats[attempts], { decimals: 0 })}`;

/** The sections of a game's player stats, in box-score order, with their tables' columns. */
export const STAT_GROUPS: readonly { key: StatGroupKey; title: string; columns: readonly StatColumn[] }[] = [
  {
    key: 'passing',
    title: 'Passing',
    columns: [
      { label: 'C/ATT', title: 'Completions / attempts', format: pair('completions', 'attempts') },
      { label: 'YDS', title: 'Passing yards', format: count('yards') },
      { label: 'TD', title: 'Touchdown passes', format: count('touchdowns') },
      { label: 'INT', title: 'Interceptions thrown', format: count('interceptions') },
      { label: 'SACK', title: 'Times sacked', format: count('sacks') },
      { label: 'RTG', title: 'Passer rating', format: decimal('passerRating') },
    ],
  },
  {
    key: 'rushing',
    title: 'Rushing',
    columns: [
      { label: 'CAR', title: 'Carries', format: count('attempts') },
      { label: 'YDS', title: 'Rushing yards', format: count('yards') },
      { label: 'AVG', title: 'Yards per carry', format: decimal('yardsPerAttempt') },
      { label: 'TD', title: 'Rushing touchdowns', format: count('touchdowns') },
      { label: 'LNG', title: 'Longest run', format: count('longest') },
    ],
  },
  {
    key: 'receiving',
    title: 'Receiving',
    columns: [
      { label: 'REC', title: 'Receptions', format: count('receptions') },
      { label: 'TGT', title: 'Targets', format: count('targets') },
      { label: 'YDS', title: 'Receiving yards', format: count('yards') },
      { label: 'AVG', title: 'Yards per reception', format: decimal('yardsPerReception') },
      { label: 'TD', title: 'Receiving touchdowns', format: count('touchdowns') },
      { label: 'LNG', title: 'Longest reception', format: count('longest') },
    ],
  },
  {
    key: 'defense',
    title: 'Defense',
    columns: [
      { label: 'TKL', title: 'Tackles', format: count('tackles') },
      { label: 'SACK', title: 'Sacks', format: decimal('sacks') },
      { label: 'INT', title: 'Interceptions', format: count('interceptions') },
      { label: 'PD', title: 'Passes defensed', format: count('passesDefensed') },
      { label: 'PRS', title: 'Pressures', format: count('pressures') },
    ],
  },
  {
    key: 'kicking',
    title: 'Kicking',
    columns: [
      {
        label: 'FG',
        title: 'Field goals made / attempted',
        format: pair('fieldGoalsMade', 'fieldGoalsAttempted'),
      },
      { label: 'LNG', title: 'Longest field goal', format: count('longestFieldGoal') },
      {
        label: 'XP',
        title: 'Extra points made / attempted',
        format: pair('extraPointsMade', 'extraPointsAttempted'),
      },
    ],
  },
];
