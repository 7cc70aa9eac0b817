/**
 * The players index: every player (retired ones when asked), filtered by name words, position,
 * team and status, sorted and paged in SQL. Each order ends with the folded last and first names
 * and the nflId, so a page boundary never splits or repeats a tie.
 */
import type { PlayerListQuery, PlayerListResponse, PlayerListSortKey, SortValue } from '@all22/contracts';
import { players, teams, type Database } from '@all22/db';
import { normalizePersonName, POSITIONS, RETIRED_PLAYER_STATUS, type TeamId } from '@all22/domain';
import { and, asc, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { findInjuryStatuses, NO_INJURY } from '../rosters/find-injury-statuses.js';
import { findLatestRosterWeek } from '../rosters/find-latest-roster-week.js';
import { foldNameSql, matchesEveryNameWord } from './player-name-sql.js';
import { playerTeamColumns, toPlayerTeam } from './player-team.js';

/**
 * Names compare folded (case and accents) byte by byte ("C"), so PGlite and a PostgreSQL server
 * with any locale give the same order.
 */
const sortableName = (column: SQLWrapper): SQL => sql`(${foldNameSql(column)}) collate "C"`;

/** Positions in the app's order (QB, RB, WR, TE, OL, DL…), not alphabetically; unknown ones last. */
const positionOrder = sql`case ${players.position} ${sql.join(
  // The ranks are literals: bound, they would be untyped text and sort "10" before "2".
  POSITIONS.map((position, index) => sql`when ${position} then ${sql.raw(String(index))}`),
  sql` `,
)} else null end`;

/** What each order sorts on, and whether its ascending is the column's descending (age ↔ birth date). */
const SORT_COLUMNS = {
  name: { values: [sortableName(players.lastName), sortableName(players.firstName)], isInverted: false },
  position: { values: [positionOrder], isInverted: false },
  team: { values: [sql`${teams.abbr} collate "C"`], isInverted: false },
  jerseyNumber: { values: [sql`${players.jerseyNumber}`], isInverted: false },
  age: { values: [sql`${players.birthDate}`], isInverted: true },
  experience: { values: [sql`${players.experience}`], isInverted: false },
} as const satisfies Record<PlayerListSortKey, { values: readonly SQL[]; isInverted: boolean }>;

/** The ORDER BY: the chosen column (players without a value last either way), then name, then nflId. */
function buildOrder(sortKey: PlayerListSortKey, sortValue: SortValue): SQL[] {
  const { values, isInverted } = SORT_COLUMNS[sortKey];
  const isAscending = (sortValue === 'ASC') !== isInverted;
  const direction = isAscending ? sql`asc` : sql`desc`;
  const primary = values.map((value) => sql`${value} ${direction} nulls last`);
  const names = sortKey === 'name' ? [] : SORT_COLUMNS.name.values.map((value) => sql`${value} asc`);
  return [...primary, ...names, asc(players.nflId)];
}

function buildConditions(query: PlayerListQuery): SQL[] {
  const status = sql`upper(trim(${players.status}))`;
  const conditions: SQL[] = [];
  if (query.status !== undefined) conditions.push(sql`${status} = ${query.status}`);
  else if (!query.includeRetired) conditions.push(sql`${status} <> ${RETIRED_PLAYER_STATUS}`);
  if (query.position !== undefined) conditions.push(eq(players.position, query.position));
  if (query.teamId !== undefined) conditions.push(eq(players.currentTeamId, query.teamId as TeamId));
  const term = query.term ?? '';
  if (term !== '') {
    const words = normalizePersonName(term).split(' ').filter(Boolean);
    // A term of punctuation only ("%%", "'") matches no name, as in search.
    conditions.push(...(words.length > 0 ? matchesEveryNameWord(words) : [sql`false`]));
  }
  return conditions;
}

/** A page of the players index, with the number of players matching over all pages. */
export async function listPlayers(db: Database, query: PlayerListQuery): Promise<PlayerListResponse> {
  const where = and(...buildConditions(query));
  const [counted] = await db.select({ total: count() }).from(players).where(where);
  const total = counted?.total ?? 0;
  const offset = (query.page - 1) * query.pageSize;
  const rows =
    offset >= total
      ? []
      : await db
          .select({
            nflId: players.nflId,
            smartId: players.smartId,
            displayName: players.displayName,
            firstName: players.firstName,
            lastName: players.lastName,
            position: players.position,
            positionGroup: players.positionGroup,
            jerseyNumber: players.jerseyNumber,
            status: players.status,
            birthDate: players.birthDate,
            experience: players.experience,
            headshot: players.headshotUrl,
            team: playerTeamColumns,
          })
          .from(players)
          .leftJoin(teams, eq(teams.teamId, players.currentTeamId))
          .where(where)
          .orderBy(...buildOrder(query.sortKey, query.sortValue))
          .limit(query.pageSize)
          .offset(offset);
  const latestWeek = rows.length > 0 ? await findLatestRosterWeek(db) : null;
  const injuries = latestWeek
    ? await findInjuryStatuses(
        db,
        latestWeek,
        rows.map((row) => row.nflId),
      )
    : new Map();
  return {
    players: rows.map(({ team, ...player }) => ({
      ...player,
      currentTeam: toPlayerTeam(team),
      injury: { injuryStatus: (injuries.get(player.nflId) ?? NO_INJURY).injuryStatus },
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    sortKey: query.sortKey,
    sortValue: query.sortValue,
  };
}
