import type { LeaderGroup, LeaderPeriod } from '@all22/contracts';
import type { LeaderTable } from './leader-table-model';

/**
 * Which figures a leader table shows first. A table has up to 15 figures, too many for a laptop's
 * width (the passing table was 1,724 px in a 1,150 px box) and far too many for a phone; the
 * figures a fan reads a group by come first, the rest behind the "All columns" switch.
 *
 * - main: the 3–4 figures a phone shows beside the rank and the player (or team), unscrolled;
 * - essential: what a wider screen shows (the main ones among them).
 *
 * Keys of the API's columns, by period: per-game figures exist for season rows only, so a single
 * game's table ranks teams by their game totals instead.
 */
interface ColumnPriority {
  readonly main: readonly string[];
  readonly essential: readonly string[];
}

const SAME_FOR_BOTH = (priority: ColumnPriority): Record<LeaderPeriod, ColumnPriority> => ({
  season: priority,
  game: priority,
});

export const LEADER_COLUMN_PRIORITY: Readonly<Record<LeaderGroup, Record<LeaderPeriod, ColumnPriority>>> = {
  passing: SAME_FOR_BOTH({
    main: ['yards', 'touchdowns', 'interceptions', 'passerRating'],
    essential: ['completions', 'attempts', 'yards', 'touchdowns', 'interceptions', 'passerRating'],
  }),
  rushing: SAME_FOR_BOTH({
    main: ['attempts', 'yards', 'touchdowns'],
    essential: ['attempts', 'yards', 'yardsPerAttempt', 'touchdowns', 'longest', 'fumblesLost'],
  }),
  receiving: SAME_FOR_BOTH({
    main: ['receptions', 'yards', 'touchdowns'],
    essential: ['targets', 'receptions', 'yards', 'yardsPerReception', 'touchdowns', 'longest'],
  }),
  defense: SAME_FOR_BOTH({
    main: ['tackles', 'sacks', 'interceptions'],
    essential: ['tackles', 'sacks', 'pressures', 'interceptions', 'passesDefensed', 'stops'],
  }),
  'team-offense': {
    season: {
      main: ['ppg', 'totalYpg', 'turnovers'],
      essential: [
        'ppg',
        'totalYpg',
        'passYpg',
        'rushYpg',
        'yardsPerPlay',
        'thirdDownPercentage',
        'turnovers',
      ],
    },
    game: {
      main: ['pointsFor', 'totalYards', 'turnovers'],
      essential: ['pointsFor', 'totalYards', 'passYards', 'rushYards', 'yardsPerPlay', 'turnovers'],
    },
  },
  'team-defense': {
    season: {
      main: ['ppgAllowed', 'totalYpgAllowed', 'takeaways'],
      essential: ['ppgAllowed', 'totalYpgAllowed', 'passYpgAllowed', 'rushYpgAllowed', 'takeaways', 'sacks'],
    },
    game: {
      main: ['pointsAgainst', 'totalYardsAllowed', 'takeaways'],
      essential: [
        'pointsAgainst',
        'totalYardsAllowed',
        'passYardsAllowed',
        'rushYardsAllowed',
        'takeaways',
        'sacks',
      ],
    },
  },
};

export interface ShownColumnsOptions {
  readonly group: LeaderGroup;
  readonly period: LeaderPeriod;
  /** The table's sort column: always shown, so the order on screen explains itself. */
  readonly sortKey: string;
  /** A phone's width: the player's position and team go under his name; only the main figures. */
  readonly isPhone: boolean;
  /** The "All columns" switch: every figure, the table scrolling sideways if it must. */
  readonly isAllColumns: boolean;
}

/**
 * The indexes (in the table's column order) of the columns to show. The identity columns always,
 * but on a phone the position and team (they go under the name) and the week and opponent (under
 * it too, for single games); then the figures the priority picks, in the API's order.
 */
export function getShownColumnIndexes(table: LeaderTable, options: ShownColumnsOptions): number[] {
  const priority = LEADER_COLUMN_PRIORITY[options.group][options.period];
  const picked = new Set(options.isPhone ? priority.main : priority.essential);
  picked.add(options.sortKey);
  return table.columns.flatMap((column, index) => {
    if (column.kind === 'stat') return options.isAllColumns || picked.has(column.key) ? [index] : [];
    if (options.isPhone && column.kind !== 'rank' && column.kind !== 'name') return [];
    return [index];
  });
}

/** How many figures the switch would add ("All columns (9 more)"). */
export function countHiddenFigures(table: LeaderTable, options: ShownColumnsOptions): number {
  const figures = table.columns.filter((column) => column.kind === 'stat').length;
  const shown = getShownColumnIndexes(table, { ...options, isAllColumns: false }).filter(
    (index) => table.columns[index]?.kind === 'stat',
  ).length;
  return figures - shown;
}
