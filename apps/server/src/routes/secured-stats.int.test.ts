import {
  ADVANCED_STATS_KIND_BY_POSITION_GROUP,
  advancedStatsPath,
  FANTASY_SORT_KEYS,
  type AdvancedStatsResponse,
  type FantasySeasonResponse,
  type TeamDefenseOverviewResponse,
  type TeamOffenseOverviewResponse,
} from '@all22/contracts';
import { fantasySeasonStats, playerSeasonStats, teamSeasonStats } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintAccessToken } from '../testing/oidc-test-client.js';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';

const SEASON = 2024;

/** A per-game figure is kept to one decimal: at most half a tenth from the exact quotient (87 / 4 → 21.8). */
function expectRoundedToTenth(figure: number | null | undefined, exact: number): void {
  expect(Math.abs((figure ?? Number.NaN) - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
}

describe.each(testDatabaseTargets())('subscriber stats calls on %s', (target) => {
  let league: LeagueTestApp;
  let subscriber: string;
  let nonSubscriber: string;

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    subscriber = await mintAccessToken(league.app, league.baseUrl, {
      sub: 'stats-subscriber',
      plans: [{ id: 'all22-monthly', status: 'ACTIVE' }],
    });
    nonSubscriber = await mintAccessToken(league.app, league.baseUrl, { sub: 'stats-free-user' });
  }, 180_000);
  afterAll(() => league?.close());

  const get = (
    path: string,
    query: Record<string, string | number> = {},
    token: string | null = subscriber,
  ) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    return fetch(`${league.baseUrl}${path}?${search}`, {
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });
  };
  const getJson = async <T>(path: string, query: Record<string, string | number> = {}): Promise<T> => {
    const response = await get(path, query);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };

  const securedPaths = [
    '/api/secured/stats/fantasy/season',
    '/api/secured/stats/team-offense/overview/season',
    '/api/secured/stats/team-defense/overview/season',
    '/api/secured/stats/players-offense/receiving/season',
    '/api/secured/stats/defense/overview/season',
    '/api/secured/stats/defense/nearest/season',
  ];

  it.each(securedPaths)('%s answers 401 without a token and 403 without a subscription', async (path) => {
    const anonymous = await get(path, { season: SEASON }, null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ statusCode: 401 });
    const free = await get(path, { season: SEASON }, nonSubscriber);
    expect(free.status).toBe(403);
    expect(await free.json()).toEqual({ message: 'This call needs a subscription', statusCode: 403 });
  });

  it.each(securedPaths)('%s answers 400 naming a missing or bad season', async (path) => {
    const missing = await get(path);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toContain("'season'");
    const bad = await get(path, { season: 'next' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain("'season'");
  });

  describe('fantasy season', () => {
    const path = '/api/secured/stats/fantasy/season';

    it('ranks players by fpStd descending, with cache headers', async () => {
      const response = await get(path, { season: SEASON, limit: 500, sortKey: 'fpStd', sortValue: 'DESC' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, max-age=60');
      expect(response.headers.get('etag')).toBeTruthy();
      const { players } = (await response.json()) as FantasySeasonResponse;
      expect(players.length).toBe(500);
      for (let index = 1; index < players.length; index += 1) {
        expect(players[index]!.fpStd).toBeLessThanOrEqual(players[index - 1]!.fpStd);
      }
      const [best] = await league.database.db
        .select({ nflId: fantasySeasonStats.nflId, fpStd: fantasySeasonStats.fpStd })
        .from(fantasySeasonStats)
        .where(and(eq(fantasySeasonStats.season, SEASON), eq(fantasySeasonStats.seasonType, 'REG')))
        .orderBy(desc(fantasySeasonStats.fpStd), fantasySeasonStats.nflId)
        .limit(1);
      expect(players[0]).toMatchObject({ nflId: best!.nflId, fpStd: best!.fpStd, seasonType: 'REG' });
      expect(players[0]!.fpPosRkLblStd).toMatch(/^[A-Z]+\d+$/);
      expect(players[0]).not.toHaveProperty('passing');
    });

    it('sorts by a position rank ascending with unranked players last', async () => {
      const { players } = await getJson<FantasySeasonResponse>(path, {
        season: SEASON,
        sortKey: 'fpPosRkLblPPR',
        sortValue: 'ASC',
        limit: 500,
      });
      const ranks = players.map((player) => player.fpPosRkPPR);
      const firstUnranked = ranks.indexOf(null);
      const ranked = (firstUnranked === -1 ? ranks : ranks.slice(0, firstUnranked)) as number[];
      expect(ranked[0]).toBe(1);
      for (let index = 1; index < ranked.length; index += 1) {
        expect(ranked[index]).toBeGreaterThanOrEqual(ranked[index - 1]!);
      }
      if (firstUnranked !== -1) expect(ranks.slice(firstUnranked).every((rank) => rank === null)).toBe(true);
    });

    it('answers one player with the season sections the header reads', async () => {
      const [row] = await league.database.db
        .select()
        .from(fantasySeasonStats)
        .where(
          and(
            eq(fantasySeasonStats.season, SEASON),
            eq(fantasySeasonStats.seasonType, 'REG'),
            eq(fantasySeasonStats.position, 'QB'),
            gt(fantasySeasonStats.gamesPlayed, 0),
          ),
        )
        .orderBy(desc(fantasySeasonStats.fpStd))
        .limit(1);
      const { players } = await getJson<FantasySeasonResponse>(path, {
        nflId: row!.nflId,
        season: SEASON,
        seasonType: 'REG',
      });
      expect(players).toHaveLength(1);
      const [player] = players;
      expect(player).toMatchObject({
        nflId: row!.nflId,
        fpStd: row!.fpStd,
        fpHalfPPR: row!.fpHalfPpr,
        fpPPR: row!.fpPpr,
        fpPGStd: row!.fpPgStd,
        fpPosRkLblStd: row!.fpPosRkLblStd,
        gamesPlayed: row!.gamesPlayed,
      });
      expect(player!.passing!.yardsPerGame).toBeGreaterThan(0);
      expect(player!.passing!.passerRating).not.toBeNull();
      expect(player!.kicking).toHaveProperty('fieldGoalsMade', 0);
    });

    it('answers 404 for an unknown nflId and 400 naming bad ranking parameters', async () => {
      const unknown = await get(path, { nflId: 999_999_999, season: SEASON });
      expect(unknown.status).toBe(404);
      for (const [name, value] of [
        ['sortKey', 'points'],
        ['sortValue', 'UP'],
        ['limit', 501],
        ['seasonType', 'XYZ'],
        ['nflId', 'abc'],
      ] as const) {
        const response = await get(path, { season: SEASON, [name]: value });
        expect(response.status, name).toBe(400);
        expect(((await response.json()) as { message: string }).message).toContain(`'${name}'`);
      }
    });

    it('accepts every fantasy key of the spec as sortKey', async () => {
      for (const sortKey of FANTASY_SORT_KEYS) {
        const response = await get(path, { season: SEASON, sortKey, limit: 5 });
        expect(response.status, sortKey).toBe(200);
      }
    });
  });

  describe('team overviews', () => {
    it('gives one team offense with per-game figures from team_season_stats', async () => {
      const [row] = await league.database.db
        .select()
        .from(teamSeasonStats)
        .where(and(eq(teamSeasonStats.season, SEASON), eq(teamSeasonStats.seasonType, 'REG')))
        .limit(1);
      const response = await get('/api/secured/stats/team-offense/overview/season', {
        season: SEASON,
        teamOffense: row!.teamId,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, max-age=60');
      expect(response.headers.get('etag')).toBeTruthy();
      const { offense } = (await response.json()) as TeamOffenseOverviewResponse;
      expect(offense).toHaveLength(1);
      const [team] = offense;
      expect(team).toMatchObject({ teamId: row!.teamId, games: row!.games, pointsFor: row!.pointsFor });
      expectRoundedToTenth(team!.ppg, row!.pointsFor / row!.games);
      expectRoundedToTenth(team!.passYpg, row!.passYards / row!.games);
      expectRoundedToTenth(team!.rushYpg, row!.rushYards / row!.games);
    });

    it('answers 404 for an unknown team and 400 for a malformed one', async () => {
      const path = '/api/secured/stats/team-offense/overview/season';
      expect((await get(path, { season: SEASON, teamOffense: '9999' })).status).toBe(404);
      const bad = await get(path, { season: SEASON, teamOffense: 'ARI' });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toContain("'teamOffense'");
    });

    it('lists 32 team defenses by points allowed per game, fewest first', async () => {
      const { defense } = await getJson<TeamDefenseOverviewResponse>(
        '/api/secured/stats/team-defense/overview/season',
        { season: SEASON, limit: 32 },
      );
      expect(defense).toHaveLength(32);
      for (const team of defense) {
        expect(team.teamId).toMatch(/^\d{4}$/);
        expectRoundedToTenth(team.ppg, team.pointsAgainst / team.games);
      }
      for (let index = 1; index < defense.length; index += 1) {
        expect(defense[index]!.ppg!).toBeGreaterThanOrEqual(defense[index - 1]!.ppg!);
      }
      const limited = await get('/api/secured/stats/team-defense/overview/season', {
        season: SEASON,
        limit: 33,
      });
      expect(limited.status).toBe(400);
      expect(((await limited.json()) as { message: string }).message).toContain("'limit'");
    });
  });

  describe('advanced stats for the player header', () => {
    const topBy = async (
      column: typeof playerSeasonStats.receivingYards | typeof playerSeasonStats.tackles,
    ) => {
      const [row] = await league.database.db
        .select()
        .from(playerSeasonStats)
        .where(and(eq(playerSeasonStats.season, SEASON), eq(playerSeasonStats.seasonType, 'REG')))
        .orderBy(desc(column), playerSeasonStats.nflId)
        .limit(1);
      return row!;
    };

    it('gives a receiver his receiving section with routes per game', async () => {
      const row = await topBy(playerSeasonStats.receivingYards);
      const path = advancedStatsPath(ADVANCED_STATS_KIND_BY_POSITION_GROUP.WR);
      const response = await get(path, { season: SEASON, nflId: row.nflId });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, max-age=60');
      const { players } = (await response.json()) as AdvancedStatsResponse;
      expect(players).toHaveLength(1);
      expect(players[0]).toMatchObject({
        nflId: row.nflId,
        gamesPlayed: row.gamesPlayed,
        gamesDnp: row.gamesDnp,
      });
      expect(players[0]!.receiving!.yards).toBe(row.receivingYards);
      expect(players[0]!.receiving!.routesPerGame).toBeGreaterThan(0);
      expect(players[0]).not.toHaveProperty('defense');
    });

    it('gives per-game figures of zero as 0, not null (storage drops zeros)', async () => {
      // A passer who played but never ran one in: his rushing TDs per game are 0.0.
      const [row] = await league.database.db
        .select()
        .from(playerSeasonStats)
        .where(
          and(
            eq(playerSeasonStats.season, SEASON),
            eq(playerSeasonStats.seasonType, 'REG'),
            gt(playerSeasonStats.passAttempts, 0),
            gt(playerSeasonStats.gamesPlayed, 0),
            eq(playerSeasonStats.rushTouchdowns, 0),
          ),
        )
        .orderBy(desc(playerSeasonStats.passYards))
        .limit(1);
      expect(row).toBeDefined();
      const path = advancedStatsPath(ADVANCED_STATS_KIND_BY_POSITION_GROUP.QB);
      const { players } = await getJson<AdvancedStatsResponse>(path, { season: SEASON, nflId: row!.nflId });
      expect(players[0]!.rushing!.touchdownsPerGame).toBe(0);
      expect(players[0]!.passing!.touchdownsPerGame).not.toBeNull();
    });

    it('lists key receivers, most receiving yards first', async () => {
      const row = await topBy(playerSeasonStats.receivingYards);
      const { players } = await getJson<AdvancedStatsResponse>(
        '/api/secured/stats/players-offense/receiving/season',
        { season: SEASON, limit: 10 },
      );
      expect(players).toHaveLength(10);
      expect(players[0]!.nflId).toBe(row.nflId);
      const yards = players.map((player) => player.receiving!.yards!);
      expect([...yards].sort((a, b) => b - a)).toEqual(yards);
    });

    it('gives front-seven defenders the defense section and the secondary coverage too', async () => {
      const tackler = await topBy(playerSeasonStats.tackles);
      const overview = await getJson<AdvancedStatsResponse>('/api/secured/stats/defense/overview/season', {
        season: SEASON,
        nflId: tackler.nflId,
      });
      expect(overview.players[0]!.defense!.tackles).toBe(tackler.tackles);
      expect(overview.players[0]!.defense!.snapsPerGame).toBeGreaterThan(0);
      expect(overview.players[0]).not.toHaveProperty('coverage');

      const nearest = await getJson<AdvancedStatsResponse>('/api/secured/stats/defense/nearest/season', {
        season: SEASON,
        limit: 5,
      });
      expect(nearest.players).toHaveLength(5);
      for (const player of nearest.players) {
        expect(player.coverage!.coveragePlays).toBeGreaterThan(0);
        expect(player.coverage).toHaveProperty('tightWindowRate');
        expect(player.defense).toHaveProperty('tacklesPerGame');
      }
    });

    it('serves a path for every position group with header stats', async () => {
      const paths = new Set(
        Object.values(ADVANCED_STATS_KIND_BY_POSITION_GROUP)
          .filter((kind) => kind !== null)
          .map(advancedStatsPath),
      );
      for (const path of paths) {
        const { players } = await getJson<AdvancedStatsResponse>(path, { season: SEASON, limit: 3 });
        expect(players.length, path).toBeGreaterThan(0);
      }
    });

    it('answers 404 for an unknown nflId and an empty list for a season without rows', async () => {
      const path = '/api/secured/stats/defense/nearest/season';
      expect((await get(path, { season: SEASON, nflId: 999_999_999 })).status).toBe(404);
      const row = await topBy(playerSeasonStats.tackles);
      const { players } = await getJson<AdvancedStatsResponse>(path, { season: 2019, nflId: row.nflId });
      expect(players).toEqual([]);
    });
  });
});
