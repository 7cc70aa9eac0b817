import type { LeaderColumn, LeaderResponse, LeaderRow, TeamResponse } from '@all22/contracts';
import {
  formatLeaderIdentityCell,
  formatLeaderStatCell,
  getLeaderIdentityColumns,
  type LeaderIdentityKind,
  type LeaderTableTextContext,
} from '@all22/domain';

/** What a column of the shown table holds: who the row is, or one of the API's figures. */
export type LeaderTableColumnKind = LeaderIdentityKind | 'stat';

const DEFAULT_FORMAT = { decimals: 0, isPercentage: false } as const;

export interface LeaderTableColumn {
  /** The API's column key for figures; the kind for the identity columns. */
  readonly key: string;
  readonly kind: LeaderTableColumnKind;
  readonly label: string;
  readonly tooltip: string;
  /** Figures sort through the API; identity columns do not. */
  readonly isSortable: boolean;
  readonly isNumeric: boolean;
}

export interface LeaderTableRow {
  /** Unique within the page (a player or team, plus the game for single-game rows). */
  readonly key: string;
  readonly leader: LeaderRow;
  /** The text of each cell, in column order: exactly what the table shows. */
  readonly cells: readonly string[];
}

/** A page of a leader table as shown (and as exported to CSV). */
export interface LeaderTable {
  readonly columns: readonly LeaderTableColumn[];
  readonly rows: readonly LeaderTableRow[];
}

const statColumn = (column: LeaderColumn): LeaderTableColumn => ({
  key: column.key,
  kind: 'stat',
  label: column.label,
  tooltip: column.tooltip,
  isSortable: true,
  isNumeric: true,
});

/** The identity columns (rank, player or team…): keyed by their kind; they do not sort. */
const identityColumns = (response: LeaderResponse, isTeamGroup: boolean): LeaderTableColumn[] =>
  getLeaderIdentityColumns(isTeamGroup, response.period).map((column) => ({
    ...column,
    key: column.kind,
    isSortable: false,
  }));

export function isTeamTable(response: LeaderResponse) {
  return response.group === 'team-offense' || response.group === 'team-defense';
}

/**
 * The table a leaders answer shows: identity columns (rank, player or team, position, team; week
 * and opponent for single games) then every figure the API lists, each formatted by the number
 * display rules (spec 1 §5) with the column's decimals and percent sign. Teams are named in full
 * when `teamsById` knows them; abbreviations follow the display rule (ARI shows as AZ).
 */
export function buildLeaderTable(
  response: LeaderResponse,
  teamsById: ReadonlyMap<string, TeamResponse>,
): LeaderTable {
  const isTeamGroup = isTeamTable(response);
  const columns = [...identityColumns(response, isTeamGroup), ...response.columns.map(statColumn)];
  const context: LeaderTableTextContext = {
    isTeamGroup,
    season: response.season,
    seasonType: response.seasonType,
    teamsById,
  };
  const formats = new Map(response.columns.map((column) => [column.key, column]));
  const rows = response.leaders.map((leader): LeaderTableRow => {
    const cells = columns.map((column) =>
      column.kind === 'stat'
        ? formatLeaderStatCell(leader.values[column.key], formats.get(column.key) ?? DEFAULT_FORMAT)
        : formatLeaderIdentityCell(column.kind, leader, context),
    );
    const who = leader.nflId === null ? `team-${leader.teamId}` : `player-${leader.nflId}`;
    return { key: leader.gameId === null ? who : `${who}-${leader.gameId}`, leader, cells };
  });
  return { columns, rows };
}
