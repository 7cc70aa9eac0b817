import type { LeaderResponse } from '@all22/contracts';
import { playerGameStats, players, playerSeasonStats } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { and, desc, eq } from 'drizzle-orm';
import { parseCsv } from '../testing/parse-csv.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';
import { mintAccessToken } from '../testing/oidc-test-client.js';

const SEASON = 2024;

describe.each(testDatabaseTargets())('stat leaders on %s', (target) => {
  let league: LeagueTestApp;
  /** The leader tables are the stats pages' (api-access.int.test.ts checks the other callers). */
  let subscriber: string;
  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    subscriber = await mintAccessToken(league.app, league.baseUrl, {
      sub: 'stats-subscriber',
      plans: [{ id: 'all22-monthly', status: 'ACTIVE' }],
    });
  }, 180_000);
  afterAll(() => league?.close());

  const get = (path: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    return fetch(`${league.baseUrl}/api/stats/leaders/${path}?${search}`, {
      headers: { authorization: `Bearer ${subscriber}` },
    });
  };
  const getLeaders = async (path: string, query: Record<string, string | number>) => {
    const response = await get(path, query);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as LeaderResponse;
  };
  const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;
  const regSeason = and(eq(playerSeasonStats.season, SEASON), eq(playerSeasonStats.seasonType, 'REG'));

  it('puts the player with the most passing yards on top, with cache headers', async () => {
    const [top] = await league.database.db
      .select()
      .from(playerSeasonStats)
      .where(regSeason)
      .orderBy(desc(playerSeasonStats.passYards), playerSeasonStats.nflId)
      .limit(1);
    const response = await get('passing/season', { season: SEASON });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    expect(response.headers.get('etag')).toBeTruthy();
    const body = (await response.json()) as LeaderResponse;
    expect(body).toMatchObject({ sortKey: 'yards', sortValue: 'DESC', page: 1, pageSize: 25, week: null });
    expect(body.leaders[0]).toMatchObject({ rank: 1, nflId: top!.nflId, teamId: top!.teamId });
    expect(body.leaders[0]!.values.yards).toBe(top!.passYards);
    expect(body.leaders[0]!.values.touchdowns).toBe(top!.passTouchdowns);
    const yards = body.columns.find((column) => column.key === 'yards');
    expect(yards).toEqual({
      key: 'yards',
      label: 'YDS',
      tooltip: expect.any(String),
      decimals: 0,
      isPercentage: false,
    });
    expect(body.columns.find((column) => column.key === 'completionPercentage')?.isPercentage).toBe(true);
    for (const row of body.leaders)
      expect(Object.keys(row.values).sort()).toEqual(body.columns.map((c) => c.key).sort());
  });

  it('sorts by any column in either direction and pages without overlap', async () => {
    const first = await getLeaders('rushing/season', { season: SEASON, sortKey: 'touchdowns', pageSize: 10 });
    const second = await getLeaders('rushing/season', {
      season: SEASON,
      sortKey: 'touchdowns',
      pageSize: 10,
      page: 2,
    });
    const values = [...first.leaders, ...second.leaders].map((row) => row.values.touchdowns!);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(second.leaders[0]!.rank).toBe(11);
    expect(first.total).toBe(second.total);
    const ids = new Set([...first.leaders, ...second.leaders].map((row) => row.nflId));
    expect(ids.size).toBe(20);

    const ascending = await getLeaders('receiving/season', {
      season: SEASON,
      sortKey: 'catchPercentage',
      sortValue: 'ASC',
    });
    const rates = ascending.leaders.map((row) => row.values.catchPercentage);
    expect(rates.every((rate) => rate !== null)).toBe(true);
    expect([...(rates as number[])].sort((a, b) => a - b)).toEqual(rates);
  });

  it('filters by team and by position', async () => {
    const [anyRow] = await league.database.db.select().from(playerSeasonStats).where(regSeason).limit(1);
    const byTeam = await getLeaders('defense/season', {
      season: SEASON,
      teamId: anyRow!.teamId,
      pageSize: 100,
    });
    expect(byTeam.leaders.length).toBeGreaterThan(0);
    expect(byTeam.leaders.every((row) => row.teamId === anyRow!.teamId)).toBe(true);
    const qbs = await getLeaders('rushing/season', { season: SEASON, position: 'QB', pageSize: 100 });
    expect(qbs.leaders.length).toBeGreaterThan(0);
    expect(qbs.leaders.every((row) => row.position === 'QB')).toBe(true);
  });

  it('gives single-game leaders of a week, with the game and opponent', async () => {
    const [top] = await league.database.db
      .select()
      .from(playerGameStats)
      .where(
        and(
          eq(playerGameStats.season, SEASON),
          eq(playerGameStats.seasonType, 'REG'),
          eq(playerGameStats.week, 3),
        ),
      )
      .orderBy(desc(playerGameStats.receivingYards), playerGameStats.nflId, playerGameStats.gameId)
      .limit(1);
    const body = await getLeaders('receiving/game', { season: SEASON, week: 3 });
    expect(body.leaders[0]).toMatchObject({ nflId: top!.nflId, gameId: top!.gameId, week: 3 });
    expect(body.leaders[0]!.opponentTeamId).toMatch(/^\d{4}$/);
    expect(body.leaders[0]!.opponentTeamId).not.toBe(body.leaders[0]!.teamId);
    expect(body.leaders[0]!.values.yards).toBe(top!.receivingYards);
    expect(body.columns.some((column) => column.key === 'yardsPerGame')).toBe(false);
    expect(body.leaders.every((row) => row.week === 3)).toBe(true);
  });

  it('ranks team offenses by points per game and team defenses by fewest allowed', async () => {
    const offense = await getLeaders('team-offense/season', { season: SEASON, pageSize: 32 });
    expect(offense.total).toBe(32);
    expect(offense.leaders[0]!.nflId).toBeNull();
    const ppg = offense.leaders.map((row) => row.values.ppg!);
    expect([...ppg].sort((a, b) => b - a)).toEqual(ppg);

    const defense = await getLeaders('team-defense/season', { season: SEASON, pageSize: 32 });
    expect(defense).toMatchObject({ sortKey: 'ppgAllowed', sortValue: 'ASC' });
    const allowed = defense.leaders.map((row) => row.values.ppgAllowed!);
    expect([...allowed].sort((a, b) => a - b)).toEqual(allowed);

    const games = await getLeaders('team-offense/game', { season: SEASON, week: 1, pageSize: 100 });
    expect(games.total).toBe(32);
    expect(games.leaders[0]!.gameId).not.toBeNull();
  });

  it('answers 400 naming the bad parameter', async () => {
    const cases: [string, Record<string, string | number>, string][] = [
      ['passing/season', {}, 'season'],
      ['passing/season', { season: SEASON, sortKey: 'nope' }, 'sortKey'],
      ['passing/season', { season: SEASON, sortValue: 'SIDEWAYS' }, 'sortValue'],
      ['passing/season', { season: SEASON, pageSize: 1000 }, 'pageSize'],
      ['passing/season', { season: SEASON, page: 0 }, 'page'],
      ['passing/season', { season: SEASON, week: 3 }, 'week'],
      ['passing/season', { season: SEASON, position: 'XX' }, 'position'],
      ['passing/season', { season: SEASON, teamId: 'ARI' }, 'teamId'],
      ['team-offense/season', { season: SEASON, position: 'QB' }, 'position'],
      ['team-offense/game', { season: SEASON, sortKey: 'ppg' }, 'sortKey'],
      ['kicking/season', { season: SEASON }, 'group'],
      ['passing/career', { season: SEASON }, 'period'],
    ];
    for (const [path, query, name] of cases) {
      const response = await get(path, query);
      expect(response.status, `${path} ${name}`).toBe(400);
      expect(await messageOf(response)).toContain(`'${name}'`);
    }
  });

  /** Every row of a table through the JSON call, page by page (100 a page). */
  const getAllLeaders = async (path: string, query: Record<string, string | number>) => {
    const first = await getLeaders(path, { ...query, pageSize: 100 });
    const rows = [...first.leaders];
    for (let page = 2; page <= Math.ceil(first.total / 100); page += 1) {
      rows.push(...(await getLeaders(path, { ...query, pageSize: 100, page })).leaders);
    }
    return { first, rows };
  };
  /** The file's text after its UTF-8 byte-order mark (which fetch's text() would drop unseen). */
  const readCsvText = async (response: Response) => {
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return bytes.subarray(3).toString('utf8');
  };
  const getCsv = async (path: string, query: Record<string, string | number>) => {
    const response = await get(path, query);
    expect(response.status, await response.clone().text()).toBe(200);
    return { response, records: parseCsv(await readCsvText(response)) };
  };

  it('exports the whole table as CSV: every row of every page, in the sort order, with its headers', async () => {
    const query = { season: SEASON, sortKey: 'touchdowns', sortValue: 'DESC' } as const;
    const { first, rows } = await getAllLeaders('receiving/season', query);
    expect(first.total).toBeGreaterThan(100); // more than one page of the JSON
    const { response, records } = await getCsv('receiving/season.csv', query);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="all22-receiving-season-2024-REG.csv"',
    );
    // Streamed: written as the rows come, so no length is known up front.
    expect(response.headers.get('content-length')).toBeNull();
    const [header, ...data] = records;
    expect(header).toEqual(['#', 'Player', 'Pos', 'Team', ...first.columns.map((column) => column.label)]);
    expect(data).toHaveLength(first.total);
    expect(data.map((cells) => [cells[0], cells[1]])).toEqual(
      rows.map((row) => [String(row.rank), row.displayName]),
    );
    const touchdowns = 4 + first.columns.findIndex((column) => column.key === 'touchdowns');
    expect(data.map((cells) => cells[touchdowns])).toEqual(rows.map((row) => String(row.values.touchdowns)));
    const percentage = 4 + first.columns.findIndex((column) => column.key === 'catchPercentage');
    expect(data.find((cells) => cells[percentage] !== '—')?.[percentage]).toMatch(/^\d+\.\d%$/);
  });

  it("exports one week's single-game rows of one team, named after the filters", async () => {
    const [anyRow] = await league.database.db
      .select()
      .from(playerGameStats)
      .where(and(eq(playerGameStats.season, SEASON), eq(playerGameStats.week, 3)))
      .limit(1);
    const query = {
      season: SEASON,
      week: 3,
      teamId: anyRow!.teamId,
      sortKey: 'attempts',
      sortValue: 'ASC',
    } as const;
    const { first, rows } = await getAllLeaders('rushing/game', query);
    const { response, records } = await getCsv('rushing/game.csv', query);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="all22-rushing-game-2024-REG-WEEK_3-team-${anyRow!.teamId}.csv"`,
    );
    const [header, ...data] = records;
    expect(header!.slice(0, 6)).toEqual(['#', 'Player', 'Pos', 'Team', 'Week', 'Opp']);
    expect(data).toHaveLength(first.total);
    expect(data.map((cells) => cells[1])).toEqual(rows.map((row) => row.displayName));
    expect(data.every((cells) => cells[4] === 'Week 3')).toBe(true);
  });

  it('answers a bad CSV request 400 naming the parameter, as the JSON call does', async () => {
    const cases: [string, Record<string, string | number>, string][] = [
      ['passing/season.csv', {}, 'season'],
      ['passing/season.csv', { season: SEASON, sortKey: 'nope' }, 'sortKey'],
      ['passing/season.csv', { season: SEASON, week: 3 }, 'week'],
      ['team-offense/season.csv', { season: SEASON, position: 'QB' }, 'position'],
      ['kicking/season.csv', { season: SEASON }, 'group'],
      ['passing/career.csv', { season: SEASON }, 'period'],
    ];
    for (const [path, query, name] of cases) {
      const response = await get(path, query);
      expect(response.status, `${path} ${name}`).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await messageOf(response)).toContain(`'${name}'`);
    }
  });

  it('defuses a name a spreadsheet would run as a formula', async () => {
    const [top] = await league.database.db
      .select()
      .from(playerSeasonStats)
      .where(regSeason)
      .orderBy(desc(playerSeasonStats.passYards), playerSeasonStats.nflId)
      .limit(1);
    const [player] = await league.database.db.select().from(players).where(eq(players.nflId, top!.nflId));
    const formula = '=HYPERLINK("http://evil.test","x")';
    await league.database.db
      .update(players)
      .set({ displayName: formula })
      .where(eq(players.nflId, top!.nflId));
    try {
      const response = await get('passing/season.csv', { season: SEASON });
      const text = await readCsvText(response);
      expect(text).toContain(`\r\n1,"'=HYPERLINK(""http://evil.test"",""x"")",`);
      expect(parseCsv(text)[1]![1]).toBe(`'${formula}`);
    } finally {
      await league.database.db
        .update(players)
        .set({ displayName: player!.displayName })
        .where(eq(players.nflId, top!.nflId));
    }
  });
});
