import { type PlayListResponse, type SandboxResponse, sandboxResponseSchema } from '@all22/contracts';
import { playerGameStats } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { formatSandboxQuery, getSandboxExamples } from '@all22/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';
import { mintAccessToken } from '../testing/oidc-test-client.js';

const SEASON = 2024;

describe.each(testDatabaseTargets())('stats sandbox on %s', (target) => {
  let league: LeagueTestApp;
  let subscriber: string;
  let free: string;
  beforeAll(async () => {
    // The population check asks the film room once per row: more than a client's minute allows.
    league = await buildLeagueTestApp({
      target,
      env: { HEAVY_READ_RATE_LIMIT: '0', SANDBOX_MAX_PLAYS: '20000' },
    });
    subscriber = await mintAccessToken(league.app, league.baseUrl, {
      sub: 'sandbox-subscriber',
      plans: [{ id: 'all22-monthly', status: 'ACTIVE' }],
    });
    free = await mintAccessToken(league.app, league.baseUrl, { sub: 'sandbox-free', plans: [] });
  }, 180_000);
  afterAll(() => league?.close());

  const get = (path: string, token = subscriber) =>
    fetch(`${league.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const ask = async (query: string) => {
    const response = await get(`/api/stats/sandbox?${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return sandboxResponseSchema.parse(await response.json()) as SandboxResponse;
  };
  const filmCount = async (filter: string) => {
    const response = await get(`/api/plays?${filter}&pageSize=1`);
    expect(response.status, filter).toBe(200);
    return ((await response.json()) as PlayListResponse).total;
  };
  const refusal = async (query: string) => {
    const response = await get(`/api/stats/sandbox?${query}`);
    return {
      status: response.status,
      body: (await response.json()) as { message: string; statusCode: number },
    };
  };

  it.each(getSandboxExamples(SEASON).map((example) => [example.title, example.question] as const))(
    '%s: the population and every row count the film room counts for their filters',
    async (_title, question) => {
      const answer = await ask(formatSandboxQuery(question));
      expect(answer.query).toBe(formatSandboxQuery(question));
      expect(answer.population.plays).toBe(await filmCount(answer.population.filter));
      expect(answer.population.plays).toBeGreaterThan(0);
      expect(answer.rows.length).toBeGreaterThan(0);
      const counts = await Promise.all(answer.rows.map((row) => filmCount(row.filter)));
      expect(answer.rows.map((row) => row.plays)).toEqual(counts);
      expect(answer.columns.map((column) => column.key)).toEqual(
        expect.arrayContaining([...question.measures]),
      );
      // Best first by the sort, the minimum met.
      const sorted = answer.rows.map((row) => row.values[question.sort] ?? -Infinity);
      if (question.grouping === 'player') {
        expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
        const qualifier = answer.columns[0]!.key;
        for (const row of answer.rows) expect(row.values[qualifier]).toBeGreaterThanOrEqual(question.minimum);
      }
    },
  );

  it("counts a passer's attempts, completions and yards as his game lines do", async () => {
    // Over the plays, as the film room: a live game's plays count, as in his game log (the season
    // line waits for the game to end: docs/decisions/domain-rules.md).
    const answer = await ask(
      `stat=passing&by=player&measures=passing.yards,passing.completionPct&sort=passing.attempts&limit=3&season=${SEASON}&seasonType=REG`,
    );
    expect(answer.totalRows).toBeGreaterThan(3);
    for (const row of answer.rows) {
      const [line] = await league.database.db
        .select({
          attempts: sql<number>`sum(${playerGameStats.passAttempts})::int`,
          completions: sql<number>`sum(${playerGameStats.passCompletions})::int`,
          yards: sql<number>`sum(${playerGameStats.passYards})::int`,
        })
        .from(playerGameStats)
        .where(
          and(
            eq(playerGameStats.nflId, row.nflId as never),
            eq(playerGameStats.season, SEASON),
            eq(playerGameStats.seasonType, 'REG'),
          ),
        );
      expect(row.values['passing.attempts']).toBe(line!.attempts);
      expect(row.values['passing.yards']).toBe(line!.yards);
      expect(row.values['passing.completionPct']).toBeCloseTo((100 * line!.completions) / line!.attempts, 6);
      expect(row.detail).toMatch(/^QB/);
    }
  });

  it('groups by team, season and week, each row linking to its plays', async () => {
    const teams = await ask(
      `stat=defense&by=team&measures=defense.sacks&limit=100&season=${SEASON}&seasonType=REG`,
    );
    expect(teams.rows).toHaveLength(32);
    expect(teams.rows[0]!.filter).toContain('defenseTeamId=');
    const seasons = await ask(
      `stat=rushing&by=season&measures=rushing.yardsPerCarry&season=${SEASON}&seasonType=REG`,
    );
    expect(seasons.rows.map((row) => row.key)).toEqual([String(SEASON)]);
    const weeks = await ask(`stat=offense&by=week&measures=offense.passRate&season=${SEASON}&seasonType=REG`);
    // Ordered by time, not by the measure.
    expect(weeks.rows.map((row) => row.label).slice(0, 2)).toEqual([`${SEASON} Week 1`, `${SEASON} Week 2`]);
    const sum = weeks.rows.reduce((total, row) => total + row.plays, 0);
    expect(sum).toBe(weeks.population.plays);
  });

  it('answers 400 naming each bad parameter, never running SQL from the client', async () => {
    const cases: [string, string][] = [
      ['measures=passing.attempts', "'stat'"],
      ['stat=passing&measures=count(*)', "Invalid query parameter 'measures'"],
      ['stat=passing&measures=rushing.yards', 'rushing.yards is not a passing measure'],
      ['stat=offense&by=player&measures=offense.epaPerPlay', 'Team offense has no player rows'],
      ['stat=passing&by=split&measures=passing.attempts&split=Cushion', "'split'"],
      ['stat=passing&measures=passing.attempts&limit=1000', "'limit'"],
      ['stat=passing&measures=passing.attempts&sort=passing_yards;drop table plays', "'sort'"],
      ['stat=passing&measures=passing.attempts&airYardType=HUGE', "'airYardType'"],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await refusal(query);
      expect(status, query).toBe(400);
      expect(body.statusCode).toBe(400);
      expect(body.message, query).toContain(message);
    }
  });

  it('answers 413 when the filters cover more plays than a question may', async () => {
    const { status, body } = await refusal('stat=offense&by=team&measures=offense.epaPerPlay');
    expect(status).toBe(413);
    expect(body.message).toMatch(/^The question covers [\d,]+ plays; the sandbox answers at most 20,000/);
  });

  it('refuses visitors and free accounts as the split tables do', async () => {
    const query = `/api/stats/sandbox?stat=passing&measures=passing.attempts&season=${SEASON}`;
    expect((await fetch(`${league.baseUrl}${query}`)).status).toBe(401);
    expect((await get(query, free)).status).toBe(403);
    expect((await get(`/api/stats/splits/passing?season=${SEASON}&nflId=1`, free)).status).toBe(403);
  });
});
