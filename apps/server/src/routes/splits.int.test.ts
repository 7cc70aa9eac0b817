import { type PlayListResponse, type SplitResponse, splitResponseSchema } from '@all22/contracts';
import { playerSeasonStats, teamSeasonStats } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import {
  SPLIT_CATALOGUES,
  SPLIT_CATEGORIES,
  type SplitCategory,
  asNflId,
  asTeamId,
  isTeamSplitCategory,
  parseFilmFilterQuery,
} from '@all22/domain';
import { computeSplitLine } from '@all22/stats';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlaysByKey } from '../film/load-plays-by-key.js';
import { createSqlPlayFinder } from '../film/sql-play-finder.js';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';
import { mintAccessToken } from '../testing/oidc-test-client.js';

const SEASON = 2024;

describe.each(testDatabaseTargets())('stat splits on %s', (target) => {
  let league: LeagueTestApp;
  let subscriber: string;
  /** A player of each player category (the season's leader) and a team. */
  const subjects = new Map<SplitCategory, string>();
  beforeAll(async () => {
    // A split table's check asks the film room once per split: more than a client's minute allows.
    league = await buildLeagueTestApp({ target, env: { HEAVY_READ_RATE_LIMIT: '0' } });
    subscriber = await mintAccessToken(league.app, league.baseUrl, {
      sub: 'splits-subscriber',
      plans: [{ id: 'all22-monthly', status: 'ACTIVE' }],
    });
    const { db } = league.database;
    const regSeason = and(eq(playerSeasonStats.season, SEASON), eq(playerSeasonStats.seasonType, 'REG'));
    const leaderBy = async (column: PgColumn) => {
      const [top] = await db
        .select({ nflId: playerSeasonStats.nflId })
        .from(playerSeasonStats)
        .where(regSeason as SQL)
        .orderBy(desc(column), playerSeasonStats.nflId)
        .limit(1);
      return `nflId=${top!.nflId}`;
    };
    subjects.set('passing', await leaderBy(playerSeasonStats.passYards));
    subjects.set('rushing', await leaderBy(playerSeasonStats.rushYards));
    subjects.set('receiving', await leaderBy(playerSeasonStats.receivingYards));
    subjects.set('defense', await leaderBy(playerSeasonStats.tackles));
    const [team] = await db.select({ teamId: teamSeasonStats.teamId }).from(teamSeasonStats).limit(1);
    for (const category of SPLIT_CATEGORIES.filter(isTeamSplitCategory)) {
      subjects.set(category, `teamId=${team!.teamId}`);
    }
  }, 180_000);
  afterAll(() => league?.close());

  const get = (path: string) =>
    fetch(`${league.baseUrl}${path}`, { headers: { authorization: `Bearer ${subscriber}` } });
  const getSplits = async (category: SplitCategory, query = `season=${SEASON}&seasonType=REG`) => {
    const response = await get(`/api/stats/splits/${category}?${query}&${subjects.get(category)}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return splitResponseSchema.parse(await response.json()) as SplitResponse;
  };
  const filmCount = async (filter: string) => {
    const response = await get(`/api/plays?${filter}&pageSize=1`);
    expect(response.status, filter).toBe(200);
    return ((await response.json()) as PlayListResponse).total;
  };
  const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

  it.each(SPLIT_CATEGORIES)(
    "%s: every split's play count is the film room's count for its filter",
    async (category) => {
      const body = await getSplits(category);
      const rows = body.groups.flatMap((group) => group.splits);
      expect(rows.map((row) => row.code)).toEqual(
        expect.arrayContaining(SPLIT_CATALOGUES[category].map((option) => option.code)),
      );
      expect(rows).toHaveLength(SPLIT_CATALOGUES[category].length);
      expect(body.columns[0]).toMatchObject({ key: 'general.plays', label: 'PLAYS' });
      const counts = await Promise.all(rows.map((row) => filmCount(row.filter)));
      expect(rows.map((row) => row.values['general.plays'])).toEqual(counts);
      // The league's plays find something for most splits: a count of 0 everywhere would prove nothing.
      expect(counts.filter((count) => count > 0).length).toBeGreaterThan(rows.length / 2);
    },
  );

  it.each(SPLIT_CATEGORIES)(
    "%s: every split's line is the line of its plays, loaded whole",
    async (category) => {
      const body = await getSplits(category);
      const [key, id] = subjects.get(category)!.split('=') as [string, string];
      const subject = key === 'nflId' ? { nflId: asNflId(Number(id)) } : { teamId: asTeamId(id) };
      const finder = createSqlPlayFinder(league.database.db);
      for (const row of body.groups.flatMap((group) => group.splits)) {
        const parsed = parseFilmFilterQuery(new URLSearchParams(row.filter), { currentSeason: SEASON });
        if (!parsed.ok) throw new Error(row.filter);
        const { keys } = await finder.findPlays({ filters: parsed.filters, offset: 0, limit: 100_000 });
        const whole = await loadPlaysByKey(league.database.db, keys);
        const line = computeSplitLine(category, subject, whole);
        expect(Object.keys(row.values).sort()).toEqual(Object.keys(line).sort());
        for (const [key, value] of Object.entries(line)) {
          // EPA sums in another order may round a hundredth apart; every other figure is exact.
          if (key.includes('expectedPoints') && value !== null) {
            expect(row.values[key], `${category} ${row.code} ${key}`).toBeCloseTo(value, 1);
          } else {
            expect(row.values[key], `${category} ${row.code} ${key}`).toBe(value);
          }
        }
      }
    },
  );

  it("splits a passer's season exactly: in and outside the red zone add up to his season line", async () => {
    const body = await getSplits('passing');
    const redZone = body.groups.find((group) => group.group === 'Red Zone')!.splits;
    const nflId = Number(subjects.get('passing')!.split('=')[1]);
    const [season] = await league.database.db
      .select()
      .from(playerSeasonStats)
      .where(
        and(
          eq(playerSeasonStats.nflId, nflId as never),
          eq(playerSeasonStats.season, SEASON),
          eq(playerSeasonStats.seasonType, 'REG'),
        ),
      );
    const sum = (key: string) => redZone.reduce((total, row) => total + (row.values[key] ?? 0), 0);
    expect(sum('passing.attempts')).toBe(season!.passAttempts);
    expect(sum('passing.yards')).toBe(season!.passYards);
    expect(sum('passing.touchdowns')).toBe(season!.passTouchdowns);
    const deep = body.groups[0]!.splits.find((row) => row.code === 'AIR_YARDS_DEEP')!;
    expect(deep.filter).toBe(`season=${SEASON}&seasonType=REG&passerId=${nflId}&airYardType=DEEP`);
  });

  it("splits a team's offense into its pass and run plays", async () => {
    const [all, pass, rush] = await Promise.all([
      getSplits('team-offense'),
      getSplits('team-offense-pass'),
      getSplits('team-offense-rush'),
    ]);
    const inRedZone = (body: SplitResponse) =>
      body.groups.find((group) => group.group === 'Red Zone')!.splits[0]!.values['general.plays']!;
    expect(inRedZone(pass) + inRedZone(rush)).toBeLessThanOrEqual(inRedZone(all));
    expect(inRedZone(pass)).toBeGreaterThan(0);
  });

  it('answers with cache headers, like the leader tables', async () => {
    const response = await get(`/api/stats/splits/rushing?season=${SEASON}&${subjects.get('rushing')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    expect(response.headers.get('etag')).toBeTruthy();
  });

  it('answers bad questions with 400 naming the parameter, and unknown subjects with 404', async () => {
    const bad = async (path: string, parameter: string) => {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(await messageOf(response), path).toContain(parameter);
    };
    await bad(`/api/stats/splits/kicking?season=${SEASON}&nflId=1`, 'category');
    await bad(`/api/stats/splits/passing?season=${SEASON}`, 'nflId');
    await bad(`/api/stats/splits/passing?season=${SEASON}&teamId=3800`, 'teamId');
    await bad(`/api/stats/splits/team-offense?season=${SEASON}&nflId=1`, 'nflId');
    await bad(`/api/stats/splits/team-offense?season=${SEASON}`, 'teamId');
    await bad(`/api/stats/splits/passing?season=twenty&nflId=1`, 'season');
    await bad(`/api/stats/splits/passing?season=${SEASON}&seasonType=ALL&nflId=1`, 'seasonType');
    await bad(`/api/stats/splits/passing?season=${SEASON}&nflId=-4`, 'nflId');
    await bad(`/api/stats/splits/team-defense?season=${SEASON}&teamId=38`, 'teamId');
    const unknown = await get(`/api/stats/splits/passing?season=${SEASON}&nflId=999999999`);
    expect(unknown.status).toBe(404);
    const unknownTeam = await get(`/api/stats/splits/team-offense?season=${SEASON}&teamId=9999`);
    expect(unknownTeam.status).toBe(404);
  });
});
