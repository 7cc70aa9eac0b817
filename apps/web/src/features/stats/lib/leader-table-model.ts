import type { LeaderColumn, LeaderResponse, LeaderRow, TeamResponse } from '@all22/contracts';
import { MISSING_VALUE, formatStatValue, formatTeamAbbr, getWeekSlug, getWeekText } from '@all22/domain';

/** What a column of the shown table holds: who the row is, or one of the API's figures. */
export type LeaderTableColumnKind = 'rank' | 'name' | 'position' | 'team' | 'week' | 'opponent' | 'stat';

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

const identity = (
  kind: Exclude<LeaderTableColumnKind, 'stat'>,
  label: string,
  tooltip: string,
  isNumeric = false,
): LeaderTableColumn => ({ key: kind, kind, label, tooltip, isSortable: false, isNumeric });

const statColumn = (column: LeaderColumn): LeaderTableColumn => ({
  key: column.key,
  kind: 'stat',
  label: column.label,
  tooltip: column.tooltip,
  isSortable: true,
  isNumeric: true,
});

/** The identity columns of a table: who (and, for single games, when and against whom). */
function identityColumns(response: LeaderResponse, isTeamGroup: boolean): LeaderTableColumn[] {
  const columns = [identity('rank', '#', 'Place in the whole sorted list.', true)];
  if (isTeamGroup) {
    columns.push(identity('name', 'Team', 'The team.'));
  } else {
    columns.push(
      identity('name', 'Player', 'The player.'),
      identity('position', 'Pos', 'Position.'),
      identity('team', 'Team', 'His team in these games.'),
    );
  }
  if (response.period === 'game') {
    columns.push(
      identity('week', 'Week', 'The week of the game.'),
      identity('opponent', 'Opp', 'The opponent.'),
    );
  }
  return columns;
}

export function isTeamTable(response: LeaderResponse) {
  return response.group === 'team-offense' || response.group === 'team-defense';
}

/** "Week 1", "Wild Card"…; the bare number when the week is not one of the season type's. */
function formatWeek(response: LeaderResponse, week: number | null): string {
  if (week === null) return MISSING_VALUE;
  const slug = getWeekSlug(response.seasonType, week);
  return slug === null ? String(week) : getWeekText(slug, response.season);
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
  const abbrOf = (teamId: string | null, fallback = MISSING_VALUE) => {
    if (teamId === null) return fallback;
    const abbr = teamsById.get(teamId)?.abbr;
    return abbr === undefined ? fallback : formatTeamAbbr(abbr);
  };
  const rows = response.leaders.map((leader): LeaderTableRow => {
    const cells = columns.map((column) => {
      switch (column.kind) {
        case 'rank':
          return String(leader.rank);
        case 'name':
          return isTeamGroup
            ? (teamsById.get(leader.teamId)?.fullName ?? formatTeamAbbr(leader.teamAbbr))
            : (leader.displayName ?? MISSING_VALUE);
        case 'position':
          return leader.position ?? MISSING_VALUE;
        case 'team':
          return formatTeamAbbr(leader.teamAbbr);
        case 'week':
          return formatWeek(response, leader.week);
        case 'opponent':
          return abbrOf(leader.opponentTeamId);
        case 'stat': {
          const definition = response.columns.find((candidate) => candidate.key === column.key);
          return formatStatValue(leader.values[column.key], {
            decimals: definition?.decimals ?? 0,
            isPercentage: definition?.isPercentage ?? false,
          });
        }
      }
    });
    const who = leader.nflId === null ? `team-${leader.teamId}` : `player-${leader.nflId}`;
    return { key: leader.gameId === null ? who : `${who}-${leader.gameId}`, leader, cells };
  });
  return { columns, rows };
}
