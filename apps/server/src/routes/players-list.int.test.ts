/**
 * GET /api/players, the players index, over the test league on each database target: the API's
 * pages against the players table read directly and ordered here in JavaScript (folded names
 * compared by code point, as the SQL's "C" collation does), filters, paging and bad input.
 */
import {
  type ApiError,
  type PlayerListResponse,
  type PlayerListSortKey,
  playerListResponseSchema,
  type SortValue,
} from '@all22/contracts';
import { injuries, players, teams } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { NAME_FOLDING_TABLE, type NflId, POSITIONS } from '@all22/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLatestRosterWeek } from '../read/rosters/find-latest-roster-week.js';
import { buildLeagueTestApp, createTestRequests, type LeagueTestApp } from '../testing/league-test-app.js';

interface Row {
  nflId: NflId;
  firstName: string;
  lastName: string;
  position: string;
  status: string;
  currentTeamId: string | null;
  teamAbbr: string | null;
  jerseyNumber: number | null;
  birthDate: string | null;
  experience: number | null;
}

/** The SQL's folding: translate() with the domain's table (ASCII capitals are in it too). */
const FOLDED = new Map(
  [...NAME_FOLDING_TABLE.from].map((character, index) => [
    character,
    [...NAME_FOLDING_TABLE.to][index] ?? '',
  ]),
);
const fold = (name: string) => [...name].map((character) => FOLDED.get(character) ?? character).join('');

/** Code point order, as "C" compares UTF-8 bytes. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const compareNames = (a: Row, b: Row) =>
  compareText(fold(a.lastName), fold(b.lastName)) || compareText(fold(a.firstName), fold(b.firstName));

/** A value to sort on; null sorts last in either direction. */
const SORT_VALUE: Record<Exclude<PlayerListSortKey, 'name'>, (row: Row) => number | string | null> = {
  position: (row) => {
    const index = (POSITIONS as readonly string[]).indexOf(row.position);
    return index === -1 ? null : index;
  },
  team: (row) => row.teamAbbr,
  jerseyNumber: (row) => row.jerseyNumber,
  // Ascending age is descending birth date: negate the date's day number.
  age: (row) => (row.birthDate === null ? null : -Date.parse(row.birthDate)),
  experience: (row) => row.experience,
};

/** The order the API promises: the key (nulls last), then last and first name, then nflId. */
function sortRows(rows: readonly Row[], sortKey: PlayerListSortKey, sortValue: SortValue): Row[] {
  const sign = sortValue === 'ASC' ? 1 : -1;
  const comparePrimary = (a: Row, b: Row): number => {
    if (sortKey === 'name') return sign * compareNames(a, b);
    const x = SORT_VALUE[sortKey](a);
    const y = SORT_VALUE[sortKey](b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (typeof x === 'string' ? compareText(x, String(y)) : x - Number(y));
  };
  return [...rows].sort((a, b) => {
    const primary = comparePrimary(a, b);
    return primary || compareNames(a, b) || a.nflId - b.nflId;
  });
}

describe.each(testDatabaseTargets())('GET /api/players on %s', (target) => {
  let league: LeagueTestApp;
  let all: Row[];
  /** A team with its players, one of them injured on the latest report. */
  let teamId: string;
  let accented: NflId;
  let retired: Row;
  const { get, getJson, expectBadRequest } = createTestRequests(() => league.baseUrl);

  const list = async (query: Record<string, string | number>) => {
    const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    return playerListResponseSchema.parse(await getJson<PlayerListResponse>(`/api/players?${params}`));
  };
  const ids = (response: PlayerListResponse) => response.players.map((player) => player.nflId);
  const idsOf = (rows: readonly Row[]) => rows.map((row) => row.nflId);
  const notRetired = () => all.filter((row) => row.status !== 'RET');

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    const { db } = league.database;
    const active = await db
      .select({ nflId: players.nflId, currentTeamId: players.currentTeamId })
      .from(players)
      .where(and(eq(players.status, 'ACT'), isNotNull(players.currentTeamId)))
      .orderBy(desc(players.nflId))
      .limit(2);
    accented = active[0]!.nflId;
    await db
      .update(players)
      .set({ displayName: "Zoë Ñúñez-O'Brien", firstName: 'Zoë', lastName: "Ñúñez-O'Brien" })
      .where(eq(players.nflId, accented));
    // Retire one player of the league's (a fresh league has none yet).
    await db
      .update(players)
      .set({ status: 'RET', currentTeamId: null })
      .where(eq(players.nflId, active[1]!.nflId));
    teamId = active[0]!.currentTeamId!;
    all = await db
      .select({
        nflId: players.nflId,
        firstName: players.firstName,
        lastName: players.lastName,
        position: players.position,
        status: players.status,
        currentTeamId: players.currentTeamId,
        teamAbbr: teams.abbr,
        jerseyNumber: players.jerseyNumber,
        birthDate: players.birthDate,
        experience: players.experience,
      })
      .from(players)
      .leftJoin(teams, eq(teams.teamId, players.currentTeamId));
    retired = all.find((row) => row.nflId === active[1]!.nflId)!;
  }, 180_000);
  afterAll(() => league?.close());

  it('lists every player but the retired by name, 50 a page, cached a minute', async () => {
    const response = await get('/api/players');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    const body = playerListResponseSchema.parse(await response.json());
    const expected = sortRows(notRetired(), 'name', 'ASC');
    expect(body).toMatchObject({
      total: expected.length,
      page: 1,
      pageSize: 50,
      sortKey: 'name',
      sortValue: 'ASC',
    });
    expect(ids(body)).toEqual(idsOf(expected.slice(0, 50)));
    const first = body.players[0]!;
    expect(first.currentTeam === null || first.currentTeam.logo.includes('/api/images/logos/')).toBe(true);
  });

  it('pages through a filter with no player missed or repeated', async () => {
    const expected = sortRows(
      notRetired().filter((row) => row.position === 'QB'),
      'name',
      'ASC',
    );
    const pageSize = 7;
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / pageSize); page += 1) {
      const body = await list({ position: 'QB', page, pageSize });
      expect(body.total).toBe(expected.length);
      seen.push(...ids(body));
    }
    expect(seen).toEqual(idsOf(expected));
    const past = await list({ position: 'QB', page: 1000, pageSize });
    expect(past).toMatchObject({ players: [], total: expected.length, page: 1000 });
  });

  it.each(['name', 'position', 'team', 'jerseyNumber', 'age', 'experience'] as const)(
    'sorts by %s both ways, ties by name then nflId',
    async (sortKey) => {
      // A position with free agents (no team) and a few hundred players: nulls and ties abound.
      const rows = notRetired().filter((row) => row.position === 'LB');
      expect(rows.length).toBeGreaterThan(150);
      for (const sortValue of ['ASC', 'DESC'] as const) {
        const expected = sortRows(rows, sortKey, sortValue);
        const body = await list({ position: 'LB', sortKey, sortValue, pageSize: 100, page: 2 });
        expect(body).toMatchObject({ sortKey, sortValue, total: expected.length });
        expect(ids(body)).toEqual(idsOf(expected.slice(100, 200)));
      }
    },
  );

  it('filters by team, position and status, alone and together', async () => {
    const team = await list({ teamId, pageSize: 100 });
    expect(ids(team)).toEqual(
      idsOf(
        sortRows(
          notRetired().filter((row) => row.currentTeamId === teamId),
          'name',
          'ASC',
        ),
      ),
    );
    expect(team.players.every((player) => player.currentTeam?.teamId === teamId)).toBe(true);

    for (const status of ['ACT', 'RES', 'PS', 'FA'] as const) {
      const expected = all.filter((row) => row.status === status);
      const body = await list({ status, pageSize: 5 });
      expect(body.total, status).toBe(expected.length);
      expect(body.players.every((player) => player.status === status)).toBe(true);
    }
    expect(all.some((row) => row.status === 'FA')).toBe(true);
    const freeAgents = await list({ status: 'FA', pageSize: 5 });
    expect(freeAgents.players.every((player) => player.currentTeam === null)).toBe(true);

    const both = await list({ teamId, position: 'WR', status: 'ACT', pageSize: 100 });
    const expected = all.filter(
      (row) => row.currentTeamId === teamId && row.position === 'WR' && row.status === 'ACT',
    );
    expect(ids(both)).toEqual(idsOf(sortRows(expected, 'name', 'ASC')));
    expect(expected.length).toBeGreaterThan(0);
  });

  it('leaves retired players out unless asked for', async () => {
    const byName = { term: `${retired.firstName} ${retired.lastName}` };
    expect(ids(await list(byName))).not.toContain(retired.nflId);
    expect(ids(await list({ ...byName, includeRetired: 'true' }))).toContain(retired.nflId);
    const onlyRetired = await list({ status: 'RET' });
    expect(ids(onlyRetired)).toEqual(idsOf(all.filter((row) => row.status === 'RET')));
    expect((await list({ includeRetired: 'true', pageSize: 1 })).total).toBe(all.length);
    expect((await list({ includeRetired: 'false', pageSize: 1 })).total).toBe(notRetired().length);
  });

  it('finds names by every word of the term, folding case and accents', async () => {
    for (const term of ['nunez o', 'ÑÚÑEZ', "zoe nunez-o'brien", 'OBrien', 'zoë', ' Zoe ']) {
      expect(ids(await list({ term })), term).toEqual([accented]);
    }
    const fragment = all.find((row) => row.status === 'ACT' && row.lastName.length >= 5)!;
    const term = fragment.lastName.slice(1, 4).toUpperCase();
    const body = await list({ term, pageSize: 100 });
    expect(ids(body)).toContain(fragment.nflId);
    for (const player of body.players) {
      expect(fold(`${player.displayName} ${player.firstName} ${player.lastName}`)).toContain(fold(term));
    }
    // Wildcards and punctuation are plain characters that separate words; punctuation alone
    // matches no name.
    for (const plain of ['%%%', '_', "'", "'; drop table players; --"]) {
      expect(await list({ term: plain }), plain).toMatchObject({ players: [], total: 0 });
    }
    const plainWords = await list({ term: 'ab e r', pageSize: 100 });
    expect(plainWords.total).toBeGreaterThan(0);
    expect(ids(await list({ term: 'ab%e_r', pageSize: 100 }))).toEqual(ids(plainWords));
    // An empty term is no filter.
    expect((await list({ term: '', pageSize: 1 })).total).toBe(notRetired().length);
  });

  it("gives each player's injury on the latest report", async () => {
    const { db } = league.database;
    const week = await findLatestRosterWeek(db);
    const [line] = await db
      .select({ nflId: injuries.nflId, injuryStatus: injuries.injuryStatus })
      .from(injuries)
      .where(
        and(
          eq(injuries.season, week!.season),
          eq(injuries.seasonType, week!.seasonType),
          eq(injuries.week, week!.week),
        ),
      )
      .orderBy(injuries.nflId)
      .limit(1);
    expect(line).toBeDefined();
    const row = all.find((candidate) => candidate.nflId === line!.nflId)!;
    const body = await list({ term: `${row.firstName} ${row.lastName}`, includeRetired: 'true' });
    const player = body.players.find((candidate) => candidate.nflId === row.nflId);
    expect(player?.injury.injuryStatus).toBe(line!.injuryStatus);
  });

  it('answers 400 naming the parameter for bad input', async () => {
    const cases: [string, string][] = [
      ['position=XX', 'position'],
      ['position=qb', 'position'],
      ['status=IR', 'status'],
      ['teamId=ARI', 'teamId'],
      ['includeRetired=yes', 'includeRetired'],
      ['sortKey=salary', 'sortKey'],
      ['sortValue=up', 'sortValue'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=10001', 'page'],
      ['page=1e308', 'page'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=101', 'pageSize'],
      [`term=${'a'.repeat(101)}`, 'term'],
      ['term=a&term=b', 'term'],
    ];
    for (const [query, parameter] of cases) await expectBadRequest(`/api/players?${query}`, parameter);
    const response = await get('/api/players?sortKey=salary');
    expect((await response.json()) as ApiError).toMatchObject({ statusCode: 400 });
  });
});
