/**
 * The CSV export of a whole stat-leader table: the table's filters and sort, every row (not one
 * page), with the columns, headers and cell texts the stats pages show (the domain's leader table
 * text, which the web table uses too). Rows become CSV lines one at a time as the reader pulls
 * them, so the answer streams without holding the whole file.
 */
import type { LeaderCsvQuery, LeaderParams } from '@all22/contracts';
import { teams, type Database } from '@all22/db';
import {
  buildLeaderCsvFileName,
  formatLeaderIdentityCell,
  formatLeaderStatCell,
  getLeaderIdentityColumns,
  toCsvField,
  type LeaderTableTextContext,
} from '@all22/domain';
import { isTeamLeaderGroup } from './leader-columns.js';
import { rankStatLeaders } from './get-stat-leaders.js';

/** A byte-order mark first, so spreadsheet apps read the file as UTF-8 (names, the "—" of missing values). */
const BYTE_ORDER_MARK = '\uFEFF';

const toCsvLine = (fields: readonly string[]): string => `${fields.map(toCsvField).join(',')}\r\n`;

export interface LeaderCsv {
  /** What the file holds ("all22-passing-season-2024-REG.csv"); the web app names it the same. */
  readonly fileName: string;
  /** The number of data rows (the JSON answer's total). */
  readonly total: number;
  /** The file's text in pieces: the header line, then one line per row in the table's order. */
  readonly lines: Iterable<string>;
}

/**
 * GET /api/stats/leaders/{group}/{period}.csv. Checks the query (400 on a bad one) before any
 * line is produced, so an error is an error answer and never half a file.
 */
export async function getStatLeadersCsv(
  db: Database,
  params: LeaderParams,
  query: LeaderCsvQuery,
): Promise<LeaderCsv> {
  const ranked = await rankStatLeaders(db, params, query);
  const teamRows = await db
    .select({ teamId: teams.teamId, abbr: teams.abbr, fullName: teams.fullName })
    .from(teams);
  const isTeamGroup = isTeamLeaderGroup(params.group);
  const context: LeaderTableTextContext = {
    isTeamGroup,
    season: query.season,
    seasonType: query.seasonType,
    teamsById: new Map(teamRows.map((team) => [team.teamId, team])),
  };
  const identity = getLeaderIdentityColumns(isTeamGroup, params.period);
  function* lines(): Generator<string> {
    yield BYTE_ORDER_MARK + toCsvLine([...identity, ...ranked.columns].map((column) => column.label));
    for (const row of ranked.rows()) {
      yield toCsvLine([
        ...identity.map((column) => formatLeaderIdentityCell(column.kind, row, context)),
        ...ranked.columns.map((column) => formatLeaderStatCell(row.values[column.key], column)),
      ]);
    }
  }
  return {
    fileName: buildLeaderCsvFileName({
      group: params.group,
      period: params.period,
      season: query.season,
      seasonType: query.seasonType,
      week: query.week ?? null,
      teamId: query.teamId ?? null,
    }),
    total: ranked.total,
    lines: { [Symbol.iterator]: lines },
  };
}
