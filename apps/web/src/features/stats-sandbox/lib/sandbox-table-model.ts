/**
 * The sandbox answer as a table: a name column (linked to the player's or team's page), the film
 * room's play count (linked to those plays), the qualifier and the measures, formatted as the
 * columns say. The CSV is the same table, as shown.
 */
import type { LeaderColumn, SandboxResponse, SandboxRow } from '@all22/contracts';
import {
  SANDBOX_GROUPING_LABELS,
  SANDBOX_PLAYS_COLUMN,
  type SandboxGrouping,
  formatStatValue,
  toCsv,
} from '@all22/domain';

export function formatSandboxValue(value: number | null | undefined, column: LeaderColumn): string {
  return formatStatValue(value ?? null, { decimals: column.decimals, isPercentage: column.isPercentage });
}

/** The page a row's name opens: a player's or a team's; null for seasons, weeks and splits. */
export type SandboxRowPage = { kind: 'player'; playerId: string } | { kind: 'team'; teamId: string } | null;

export function getSandboxRowPage(row: SandboxRow): SandboxRowPage {
  if (row.nflId !== null) return { kind: 'player', playerId: String(row.nflId) };
  if (row.teamId !== null) return { kind: 'team', teamId: row.teamId };
  return null;
}

/** The name column's header: what a row is. */
export function getSandboxRowHeader(grouping: SandboxGrouping): string {
  // A row is one split of the group picked.
  return grouping === 'split' ? 'Split' : SANDBOX_GROUPING_LABELS[grouping];
}

export function toSandboxCsv(answer: SandboxResponse, grouping: SandboxGrouping): string {
  const header = [
    getSandboxRowHeader(grouping),
    'Detail',
    SANDBOX_PLAYS_COLUMN.label,
    ...answer.columns.map((column) => column.label),
  ];
  const rows = answer.rows.map((row) => [
    row.label,
    row.detail ?? '',
    String(row.plays),
    ...answer.columns.map((column) => formatSandboxValue(row.values[column.key], column)),
  ]);
  return toCsv([header, ...rows]);
}

/** A file name for the exports: "stats-sandbox-passing-player.csv". */
export function getSandboxFileName(
  category: string,
  grouping: SandboxGrouping,
  extension: 'csv' | 'png',
): string {
  return `stats-sandbox-${category}-${grouping}.${extension}`;
}
