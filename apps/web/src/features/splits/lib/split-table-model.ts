import type { LeaderColumn, SortValue, SplitResponse, SplitRow } from '@all22/contracts';
import { type SplitGroup, formatStatValue, toCsv } from '@all22/domain';

/** A group's table: its splits as rows, each cell as shown. */
export interface SplitTable {
  readonly group: SplitGroup;
  readonly rows: readonly { readonly split: SplitRow; readonly cells: readonly string[] }[];
}

export interface SplitSort {
  /** A column key; null keeps the catalogue's order. */
  readonly key: string | null;
  readonly value: SortValue;
}

/** A figure as its column shows it: the column's decimals, "%" for percentages, "—" when missing. */
export function formatSplitValue(column: LeaderColumn, value: number | null | undefined): string {
  return formatStatValue(value, { decimals: column.decimals, isPercentage: column.isPercentage });
}

/**
 * The answer's groups as tables, each sorted by the chosen column within the group (rows without
 * a value last, whichever the direction; ties keep the catalogue's order).
 */
export function buildSplitTables(response: SplitResponse, sort: SplitSort): SplitTable[] {
  return response.groups.map(({ group, splits }) => {
    const ordered =
      sort.key === null
        ? splits
        : [...splits].sort((a, b) => {
            const x = a.values[sort.key as string] ?? null;
            const y = b.values[sort.key as string] ?? null;
            if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
            return sort.value === 'ASC' ? x - y : y - x;
          });
    return {
      group,
      rows: ordered.map((split) => ({
        split,
        cells: response.columns.map((column) => formatSplitValue(column, split.values[column.key])),
      })),
    };
  });
}

/** The CSV of the tables as shown: group, split, then every column. */
export function buildSplitCsv(response: SplitResponse, tables: readonly SplitTable[]): string {
  return toCsv([
    ['Group', 'Split', ...response.columns.map((column) => column.label)],
    ...tables.flatMap((table) => table.rows.map((row) => [table.group, row.split.label, ...row.cells])),
  ]);
}

/** "all22-splits-passing-2024-REG-player-52001.csv": what the file holds. */
export function buildSplitCsvFileName(response: SplitResponse): string {
  const subject = response.nflId === null ? `team-${response.teamId}` : `player-${response.nflId}`;
  return `all22-splits-${response.category}-${response.season}-${response.seasonType}-${subject}.csv`;
}
