import { FANTASY_STAT_KEYS, type FantasyRankingPlayer, type FantasyStatKey } from '@all22/contracts';
import {
  type FantasyScoring,
  type StatKey,
  describeFantasyStat,
  describeStat,
  formatStatValue,
  formatTeamAbbr,
  MISSING_VALUE,
  toCsv,
} from '@all22/domain';
import type { FantasyStatsSort } from './fantasy-stats-query';

/** A column of the fantasy stats table, named by what it sorts by. */
export interface FantasyStatsColumn {
  readonly sort: FantasyStatsSort;
  /** Its header ("YDS"). */
  readonly label: string;
  /** Its name spelled out ("Receiving yards"): the header's tooltip title and accessible name. */
  readonly title: string;
  readonly tooltip: string;
  /** The header group above it ("Passing"), if any. */
  readonly group: string | null;
  readonly isNumeric: boolean;
}

export interface FantasyStatsTableRow {
  readonly key: string;
  readonly player: FantasyRankingPlayer;
  /** The text of each cell, in column order: exactly what the table shows. */
  readonly cells: readonly string[];
}

export interface FantasyStatsTable {
  readonly columns: readonly FantasyStatsColumn[];
  readonly rows: readonly FantasyStatsTableRow[];
}

/** The vocabulary's stat behind each stat column (its words), and the group it sits under. */
const STAT_COLUMNS: Readonly<Record<FantasyStatKey, { stat: StatKey; group: string | null }>> = {
  passYards: { stat: 'passing.yards', group: 'Passing' },
  passTouchdowns: { stat: 'passing.touchdowns', group: 'Passing' },
  interceptions: { stat: 'passing.interceptions', group: 'Passing' },
  rushAttempts: { stat: 'rushing.attempts', group: 'Rushing' },
  rushYards: { stat: 'rushing.yards', group: 'Rushing' },
  rushTouchdowns: { stat: 'rushing.touchdowns', group: 'Rushing' },
  targets: { stat: 'receiving.targets', group: 'Receiving' },
  receptions: { stat: 'receiving.receptions', group: 'Receiving' },
  receivingYards: { stat: 'receiving.yards', group: 'Receiving' },
  receivingTouchdowns: { stat: 'receiving.touchdowns', group: 'Receiving' },
  fumblesLost: { stat: 'general.fumblesLost', group: null },
  twoPointConversions: { stat: 'general.twoPointConversions', group: null },
  fieldGoalsMade: { stat: 'kicking.fieldGoalsMade', group: 'Kicking' },
  fieldGoalsAttempted: { stat: 'kicking.fieldGoalsAttempted', group: 'Kicking' },
  extraPointsMade: { stat: 'kicking.extraPointsMade', group: 'Kicking' },
};

const identity = (sort: FantasyStatsSort, label: string, tooltip: string, isNumeric = false) => ({
  sort,
  label,
  title: label,
  tooltip,
  group: null,
  isNumeric,
});

/** The table's columns in a scoring: who, then the fantasy figures, then the stats they come from. */
export function getFantasyStatsColumns(scoring: FantasyScoring): FantasyStatsColumn[] {
  const fantasy = (
    sort: 'rank' | 'points' | 'pointsPerGame',
    stat: Parameters<typeof describeFantasyStat>[0],
  ) => {
    const { label, shortLabel, tooltip } = describeFantasyStat(stat, scoring);
    return { sort, label: shortLabel, title: label, tooltip, group: null, isNumeric: sort !== 'rank' };
  };
  const games = describeStat('general.gamesPlayed');
  return [
    fantasy('rank', 'positionRank'),
    identity('player', 'Player', 'The player; opens his fantasy page.'),
    identity('position', 'Pos', 'Position.'),
    identity('team', 'Team', 'His team: the last he played for in these weeks.'),
    identity('bye', 'Bye', "His team's bye week.", true),
    {
      sort: 'games',
      label: games.shortLabel,
      title: games.label,
      tooltip: games.tooltip,
      group: null,
      isNumeric: true,
    },
    fantasy('points', 'points'),
    fantasy('pointsPerGame', 'pointsPerGame'),
    ...FANTASY_STAT_KEYS.map((key) => {
      const { stat, group } = STAT_COLUMNS[key];
      const { label, shortLabel, tooltip } = describeStat(stat);
      return { sort: key, label: shortLabel, title: label, tooltip, group, isNumeric: true };
    }),
  ];
}

/** One cell's text, as the number display rules have it (points to 1 decimal, counts whole). */
function formatCell(
  column: FantasyStatsColumn,
  player: FantasyRankingPlayer,
  scoring: FantasyScoring,
): string {
  switch (column.sort) {
    case 'rank':
      return player[scoring.rankLabelKey] ?? MISSING_VALUE;
    case 'player':
      return player.displayName;
    case 'position':
      return player.position || MISSING_VALUE;
    case 'team':
      return player.teamAbbr === null ? MISSING_VALUE : formatTeamAbbr(player.teamAbbr);
    case 'bye':
      return player.byeWeek === null ? MISSING_VALUE : String(player.byeWeek);
    case 'games':
      return formatStatValue(player.gamesPlayed, { decimals: 0 });
    case 'points':
      return formatStatValue(player[scoring.pointsKey]);
    case 'pointsPerGame':
      return formatStatValue(player[scoring.perGameKey]);
    default:
      return formatStatValue(player.stats[column.sort], { decimals: 0 });
  }
}

/** The table the ranking shows in a scoring, cell by cell (and as exported). */
export function buildFantasyStatsTable(
  players: readonly FantasyRankingPlayer[],
  scoring: FantasyScoring,
): FantasyStatsTable {
  const columns = getFantasyStatsColumns(scoring);
  return {
    columns,
    rows: players.map((player) => ({
      key: String(player.nflId),
      player,
      cells: columns.map((column) => formatCell(column, player, scoring)),
    })),
  };
}

/** A column's CSV header: its label, after its group's name where "YDS" alone would be ambiguous. */
export function toCsvHeader(column: Pick<FantasyStatsColumn, 'group' | 'label'>): string {
  return column.group === null ? column.label : `${column.group} ${column.label}`;
}

/** The CSV of the table: its headers, then each row's cells as shown. */
export function buildFantasyStatsCsv(table: FantasyStatsTable): string {
  return toCsv([table.columns.map(toCsvHeader), ...table.rows.map((row) => row.cells)]);
}
