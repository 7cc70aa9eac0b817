import type { LeaderGroup, LeaderPeriod } from '@all22/contracts';
import { toCsv } from '@all22/domain';
import type { LeaderTable } from './leader-table-model';
import type { StatsFilters } from './stats-query';

/** The CSV of a leader table: its header labels, then each shown row's cells as shown. */
export function buildLeaderCsv(table: LeaderTable): string {
  return toCsv([table.columns.map((column) => column.label), ...table.rows.map((row) => row.cells)]);
}

/** "all22-passing-game-2024-REG-WEEK_5-team-2310-page-2.csv": what the file holds. */
export function buildLeaderCsvFileName(
  group: LeaderGroup,
  period: LeaderPeriod,
  filters: StatsFilters,
  page: number,
): string {
  const parts = ['all22', group, period, String(filters.season), filters.seasonType];
  if (filters.weekSlug !== null) parts.push(filters.weekSlug);
  if (filters.teamId !== null) parts.push('team', filters.teamId);
  if (page > 1) parts.push('page', String(page));
  return `${parts.join('-')}.csv`;
}
