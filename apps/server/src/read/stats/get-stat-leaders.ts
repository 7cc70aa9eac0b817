/**
 * The stat-leader tables: rows of the season or game tables filtered in SQL, figures read from
 * the expanded stat lines, sorted by any column and paged. A season type has at most a few
 * thousand season rows and some tens of thousands of game rows, so sorting happens in memory
 * where every column of the line is available.
 */
import type {
  LeaderColumn,
  LeaderCsvQuery,
  LeaderParams,
  LeaderQuery,
  LeaderResponse,
  LeaderRow,
  SortValue,
} from '@all22/contracts';
import {
  games as gamesTable,
  playerGameStats,
  players,
  playerSeasonStats,
  teamGameStats,
  teams,
  teamSeasonStats,
  type Database,
} from '@all22/db';
import { getPositionGroup, type TeamId } from '@all22/domain';
import type { TeamSeasonStatLine } from '@all22/stats';
import { and, eq, type SQL } from 'drizzle-orm';
import { badRequest } from '../../errors/app-error.js';
import { expandPlayerSeasonLine } from './expand-stat-lines.js';
import {
  describeLeaderColumn,
  isTeamLeaderGroup,
  selectLeaderColumns,
  type LeaderColumnDefinition,
  type LeaderGroupDefinition,
} from './leader-columns.js';
import { PLAYER_LEADER_GROUPS } from './player-leader-columns.js';
import { sortStatRows } from './sort-stat-rows.js';
import { TEAM_LEADER_GROUPS } from './team-leader-columns.js';

type RowIdentity = Omit<LeaderRow, 'rank' | 'values'>;

interface Candidate<Source> {
  identity: RowIdentity;
  source: Source;
  tieBreakers: (number | string)[];
}

/** Checks the parameters that depend on the group and period; names the parameter when wrong. */
function checkLeaderQuery(params: LeaderParams, query: LeaderCsvQuery): void {
  if (params.period === 'season' && query.week !== undefined) {
    throw badRequest("Invalid query parameter 'week': only game leaders take a week");
  }
  if (isTeamLeaderGroup(params.group) && query.position !== undefined) {
    throw badRequest("Invalid query parameter 'position': team leaders take no position");
  }
  if (query.position !== undefined && getPositionGroup(query.position) === null) {
    throw badRequest("Invalid query parameter 'position': not a known position");
  }
}

interface ResolvedSort<Source> {
  columns: LeaderColumnDefinition<Source>[];
  sortColumn: LeaderColumnDefinition<Source>;
  sortValue: SortValue;
}

/** The table's columns and its sort; an unknown sortKey is a 400 listing the group's keys. */
function resolveSort<Source>(
  params: LeaderParams,
  query: LeaderCsvQuery,
  definition: LeaderGroupDefinition<Source>,
): ResolvedSort<Source> {
  const columns = selectLeaderColumns(definition, params.period);
  const fallback = definition.defaultSort[params.period];
  const sortKey = query.sortKey ?? fallback.key;
  const sortColumn = columns.find((candidate) => candidate.key === sortKey);
  if (!sortColumn) {
    throw badRequest(
      `Invalid query parameter 'sortKey': must be one of ${columns.map((c) => c.key).join(', ')}`,
    );
  }
  const sortValue = query.sortValue ?? (query.sortKey === undefined ? fallback.value : 'DESC');
  return { columns, sortColumn, sortValue };
}

/**
 * A whole leader table, sorted: its columns and sort, how many rows, and the rows from a place
 * in the order, each built only when it is read (the CSV export writes them as they come).
 */
export interface RankedLeaders {
  readonly columns: LeaderColumn[];
  readonly sortKey: string;
  readonly sortValue: SortValue;
  readonly total: number;
  /** Rows `start` (0-based) onwards, at most `count`, ranked by their place in the whole list. */
  rows(start?: number, count?: number): Generator<LeaderRow>;
}

function rankCandidates<Source>(
  definition: LeaderGroupDefinition<Source>,
  { columns, sortColumn, sortValue }: ResolvedSort<Source>,
  candidates: Candidate<Source>[],
): RankedLeaders {
  const listed = candidates
    .filter((candidate) => definition.isListed(candidate.source))
    .map((candidate) => ({ ...candidate, value: sortColumn.value(candidate.source) }));
  const sorted = sortStatRows(listed, sortValue);
  return {
    columns: columns.map(describeLeaderColumn),
    sortKey: sortColumn.key,
    sortValue,
    total: sorted.length,
    *rows(start = 0, count = sorted.length) {
      const end = Math.min(sorted.length, start + count);
      for (let index = start; index < end; index += 1) {
        const candidate = sorted[index]!;
        yield {
          rank: index + 1,
          ...candidate.identity,
          values: Object.fromEntries(columns.map((c) => [c.key, c.value(candidate.source)])),
        };
      }
    },
  };
}

const matchesPosition = (position: string, wanted: string | undefined): boolean =>
  wanted === undefined || getPositionGroup(position) === getPositionGroup(wanted);

async function loadPlayerCandidates(db: Database, params: LeaderParams, query: LeaderCsvQuery) {
  const identity = {
    nflId: players.nflId,
    displayName: players.displayName,
    teamAbbr: teams.abbr,
  };
  if (params.period === 'season') {
    const conditions: SQL[] = [
      eq(playerSeasonStats.season, query.season),
      eq(playerSeasonStats.seasonType, query.seasonType),
    ];
    if (query.teamId) conditions.push(eq(playerSeasonStats.teamId, query.teamId as TeamId));
    const rows = await db
      .select({
        ...identity,
        teamId: playerSeasonStats.teamId,
        position: playerSeasonStats.position,
        gamesPlayed: playerSeasonStats.gamesPlayed,
        stats: playerSeasonStats.stats,
      })
      .from(playerSeasonStats)
      .innerJoin(players, eq(players.nflId, playerSeasonStats.nflId))
      .innerJoin(teams, eq(teams.teamId, playerSeasonStats.teamId))
      .where(and(...conditions));
    return rows
      .filter((row) => matchesPosition(row.position, query.position))
      .map((row) => ({
        identity: {
          nflId: row.nflId,
          displayName: row.displayName,
          position: row.position,
          teamId: row.teamId,
          teamAbbr: row.teamAbbr,
          gameId: null,
          week: null,
          opponentTeamId: null,
        },
        source: { line: expandPlayerSeasonLine(row.stats, row.gamesPlayed), gamesPlayed: row.gamesPlayed },
        tieBreakers: [row.nflId],
      }));
  }
  const conditions: SQL[] = [
    eq(playerGameStats.season, query.season),
    eq(playerGameStats.seasonType, query.seasonType),
  ];
  if (query.week !== undefined) conditions.push(eq(playerGameStats.week, query.week));
  if (query.teamId) conditions.push(eq(playerGameStats.teamId, query.teamId as TeamId));
  const rows = await db
    .select({
      ...identity,
      teamId: playerGameStats.teamId,
      position: playerGameStats.position,
      gameId: playerGameStats.gameId,
      week: playerGameStats.week,
      homeTeamId: gamesTable.homeTeamId,
      visitorTeamId: gamesTable.visitorTeamId,
      stats: playerGameStats.stats,
    })
    .from(playerGameStats)
    .innerJoin(players, eq(players.nflId, playerGameStats.nflId))
    .innerJoin(teams, eq(teams.teamId, playerGameStats.teamId))
    .innerJoin(gamesTable, eq(gamesTable.gameId, playerGameStats.gameId))
    .where(and(...conditions));
  return rows
    .filter((row) => matchesPosition(row.position, query.position))
    .map((row) => ({
      identity: {
        nflId: row.nflId,
        displayName: row.displayName,
        position: row.position,
        teamId: row.teamId,
        teamAbbr: row.teamAbbr,
        gameId: row.gameId,
        week: row.week,
        opponentTeamId: row.teamId === row.homeTeamId ? row.visitorTeamId : row.homeTeamId,
      },
      // A game line has no per-game figures: with 0 games they read null.
      source: { line: expandPlayerSeasonLine(row.stats, 0), gamesPlayed: 1 },
      tieBreakers: [row.nflId, row.gameId],
    }));
}

async function loadTeamCandidates(db: Database, params: LeaderParams, query: LeaderCsvQuery) {
  if (params.period === 'season') {
    const conditions: SQL[] = [
      eq(teamSeasonStats.season, query.season),
      eq(teamSeasonStats.seasonType, query.seasonType),
    ];
    if (query.teamId) conditions.push(eq(teamSeasonStats.teamId, query.teamId as TeamId));
    const rows = await db
      .select({
        teamId: teamSeasonStats.teamId,
        teamAbbr: teams.abbr,
        games: teamSeasonStats.games,
        stats: teamSeasonStats.stats,
      })
      .from(teamSeasonStats)
      .innerJoin(teams, eq(teams.teamId, teamSeasonStats.teamId))
      .where(and(...conditions));
    return rows.map((row) => ({
      identity: teamIdentity(row.teamId, row.teamAbbr, null, null, null),
      source: { line: row.stats as Partial<TeamSeasonStatLine>, games: row.games },
      tieBreakers: [row.teamId],
    }));
  }
  const conditions: SQL[] = [
    eq(teamGameStats.season, query.season),
    eq(teamGameStats.seasonType, query.seasonType),
  ];
  if (query.week !== undefined) conditions.push(eq(teamGameStats.week, query.week));
  if (query.teamId) conditions.push(eq(teamGameStats.teamId, query.teamId as TeamId));
  const rows = await db
    .select({
      teamId: teamGameStats.teamId,
      teamAbbr: teams.abbr,
      gameId: teamGameStats.gameId,
      week: teamGameStats.week,
      opponentTeamId: teamGameStats.opponentTeamId,
      stats: teamGameStats.stats,
    })
    .from(teamGameStats)
    .innerJoin(teams, eq(teams.teamId, teamGameStats.teamId))
    .where(and(...conditions));
  return rows.map((row) => ({
    identity: teamIdentity(row.teamId, row.teamAbbr, row.gameId, row.week, row.opponentTeamId),
    source: { line: row.stats as Partial<TeamSeasonStatLine>, games: 1 },
    tieBreakers: [row.teamId, row.gameId],
  }));
}

const teamIdentity = (
  teamId: string,
  teamAbbr: string,
  gameId: number | null,
  week: number | null,
  opponentTeamId: string | null,
): RowIdentity => ({
  nflId: null,
  displayName: null,
  position: null,
  teamId,
  teamAbbr,
  gameId,
  week,
  opponentTeamId,
});

/** A whole leader table for the filters and sort of `query`, sorted (its page and size aside). */
export async function rankStatLeaders(
  db: Database,
  params: LeaderParams,
  query: LeaderCsvQuery,
): Promise<RankedLeaders> {
  checkLeaderQuery(params, query);
  if (isTeamLeaderGroup(params.group)) {
    const definition = TEAM_LEADER_GROUPS[params.group];
    const sort = resolveSort(params, query, definition);
    return rankCandidates(definition, sort, await loadTeamCandidates(db, params, query));
  }
  const definition = PLAYER_LEADER_GROUPS[params.group];
  const sort = resolveSort(params, query, definition);
  return rankCandidates(definition, sort, await loadPlayerCandidates(db, params, query));
}

/** GET /api/stats/leaders/{group}/{period}: one page of a leader table and its columns. */
export async function getStatLeaders(
  db: Database,
  params: LeaderParams,
  query: LeaderQuery,
): Promise<LeaderResponse> {
  const ranked = await rankStatLeaders(db, params, query);
  return {
    group: params.group,
    period: params.period,
    season: query.season,
    seasonType: query.seasonType,
    week: query.week ?? null,
    sortKey: ranked.sortKey,
    sortValue: ranked.sortValue,
    page: query.page,
    pageSize: query.pageSize,
    total: ranked.total,
    columns: ranked.columns,
    leaders: [...ranked.rows((query.page - 1) * query.pageSize, query.pageSize)],
  };
}
