import type { LeaderGroup, LeaderPeriod } from '@all22/contracts';
import type { LeaderTable } from './leader-table-model';
import type { StatsFilters } from './stats-query';

/** A plain number as the table shows it: "1,234", "-3.5", "56.8%". Never a formula. */
const NUMBER_TEXT = /^-?[\d,]+(\.\d+)?%?$/;
/** Characters a spreadsheet may read as the start of a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces,
 * quotes doubled. Text that a spreadsheet would run as a formula gets a leading apostrophe;
 * negative numbers are left as they are.
 */
export function toCsvField(text: string): string {
  const safe = FORMULA_START.test(text) && !NUMBER_TEXT.test(text) ? `'${text}` : text;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of fields as CSV text: CRLF line ends (RFC 4180), ending with one. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(toCsvField).join(',')).join('\r\n') + '\r\n';
}

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
