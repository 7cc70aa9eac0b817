/**
 * GET /api/insights over the test league (2024 up to a Sunday afternoon of week 6: weeks 1–5
 * final, week 6 under way): access, parameters, the team figures recomputed play by play from the
 * database, every film link's count checked against the film room's own count (GET /api/plays),
 * and the notables against the stored box-score lines.
 */
import {
  leagueInsightsResponseSchema,
  playListResponseSchema,
  type LeagueInsightsResponse,
} from '@all22/contracts';
import { games, playerGameStats, plays } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { EFFICIENCY_PLAY_TYPES, isFinal } from '@all22/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';
import { mintAccessToken } from '../testing/oidc-test-client.js';

const PATH = '/api/insights';
const SEASON = 2024;
const ACTIVE = [{ id: 'all22-monthly', status: 'ACTIVE' }];

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

describe.each(testDatabaseTargets())('league insights on %s', (target) => {
  let league: LeagueTestApp;
  let subscriber: string;
  let nonSubscriber: string;
  let insights: LeagueInsightsResponse;

  const get = (path: string, token: string | null = subscriber) =>
    fetch(`${league.baseUrl}${path}`, {
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });
  const getInsights = async (query = '') => {
    const response = await get(`${PATH}${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return leagueInsightsResponseSchema.strict().parse(await response.json());
  };
  /** How many plays the film room finds for a query. */
  const countFilm = async (query: string) => {
    const response = await get(`/api/plays?${query}&pageSize=1`);
    expect(response.status, query).toBe(200);
    return playListResponseSchema.parse(await response.json()).total;
  };

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    subscriber = await mintAccessToken(league.app, league.baseUrl, {
      sub: 'league-insights-sub',
      plans: ACTIVE,
    });
    nonSubscriber = await mintAccessToken(league.app, league.baseUrl, { sub: 'league-insights-free' });
    insights = await getInsights();
  }, 180_000);
  afterAll(() => league?.close());

  it('answers 401 signed out and 403 without a subscription', async () => {
    expect((await get(PATH, null)).status).toBe(401);
    const free = await get(PATH, nonSubscriber);
    expect(free.status).toBe(403);
    expect(await free.json()).toEqual({ message: 'This call needs a subscription', statusCode: 403 });
  });

  it.each([
    ['?week=0', 'week'],
    ['?week=19', 'week'],
    ['?week=six', 'week'],
    ['?season=next', 'season'],
    // Week 9 has not begun at the league's clock (week 6).
    ['?season=2024&week=9', 'week'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const response = await get(`${PATH}${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; statusCode: number };
    expect(body).toMatchObject({ statusCode: 400 });
    expect(body.message).toContain(`'${parameter}'`);
  });

  it('answers 404 for a season the league does not have', async () => {
    const response = await get(`${PATH}?season=2030`);
    expect(response.status).toBe(404);
  });

  it("defaults to the league's current week and reads every week with plays", () => {
    expect(insights).toMatchObject({ season: SEASON, week: 6, latestWeek: 6 });
    expect(insights.efficiency.teams).toHaveLength(32);
    expect(insights.efficiency.method).toMatch(/EPA per play/);
  });

  it('recomputes every team’s EPA per play, success rate and pass rates from the plays, one by one', async () => {
    const rows = await league.database.db
      .select({
        playType: plays.playType,
        down: plays.down,
        offense: plays.possessionTeamId,
        defense: plays.defenseTeamId,
        epa: plays.expectedPointsAdded,
      })
      .from(plays)
      .where(and(eq(plays.season, SEASON), eq(plays.seasonType, 'REG')));
    type Tally = {
      plays: number;
      epa: number;
      successes: number;
      dropbacks: number;
      early: number;
      earlyDropbacks: number;
    };
    const empty = (): Tally => ({
      plays: 0,
      epa: 0,
      successes: 0,
      dropbacks: 0,
      early: 0,
      earlyDropbacks: 0,
    });
    const tallies = new Map<string, Tally>();
    const add = (key: string, row: (typeof rows)[number]) => {
      const tally = tallies.get(key) ?? empty();
      const isDropback = row.playType !== 'play_type_rush';
      const isEarly = row.down === 1 || row.down === 2;
      tally.plays += 1;
      tally.epa += row.epa ?? 0;
      if ((row.epa ?? 0) > 0) tally.successes += 1;
      if (isDropback) tally.dropbacks += 1;
      if (isEarly) tally.early += 1;
      if (isEarly && isDropback) tally.earlyDropbacks += 1;
      tallies.set(key, tally);
    };
    for (const row of rows) {
      if (!(EFFICIENCY_PLAY_TYPES as readonly string[]).includes(row.playType)) continue;
      // Every play the figures read carries an EPA, so "per play" is over the film link's plays.
      expect(row.epa).not.toBeNull();
      add(`offense:${row.offense}`, row);
      add(`defense:${row.defense}`, row);
      add('league', row);
    }
    const expectRates = (actual: LeagueInsightsResponse['efficiency']['league'], tally: Tally) => {
      // The database sums in another order than this loop: the third decimal may round either way.
      expect(Math.abs((actual.epaPerPlay ?? NaN) - tally.epa / tally.plays)).toBeLessThanOrEqual(
        0.0005 + 1e-9,
      );
      expect(actual).toEqual({
        plays: tally.plays,
        epaPerPlay: actual.epaPerPlay,
        successRate: round((100 * tally.successes) / tally.plays, 1),
        passRate: round((100 * tally.dropbacks) / tally.plays, 1),
        earlyDownPassRate: round((100 * tally.earlyDropbacks) / tally.early, 1),
      });
    };
    expectRates(insights.efficiency.league, tallies.get('league') ?? empty());
    for (const team of insights.efficiency.teams) {
      expectRates(team.offense, tallies.get(`offense:${team.team.teamId}`) ?? empty());
      expectRates(team.defense, tallies.get(`defense:${team.team.teamId}`) ?? empty());
      const leagueEpa = insights.efficiency.league.epaPerPlay ?? 0;
      const isGoodOffense = (team.offense.epaPerPlay ?? 0) >= leagueEpa;
      const isGoodDefense = (team.defense.epaPerPlay ?? 0) <= leagueEpa;
      // Rounding can only blur a team sitting on the line.
      if (
        Math.abs((team.offense.epaPerPlay ?? 0) - leagueEpa) > 0.001 &&
        Math.abs((team.defense.epaPerPlay ?? 0) - leagueEpa) > 0.001
      ) {
        expect(team.quadrant).toBe(
          isGoodOffense
            ? isGoodDefense
              ? 'complete'
              : 'offense-led'
            : isGoodDefense
              ? 'defense-led'
              : 'struggling',
        );
      }
    }
  });

  it("gives film links whose counts are the film room's and add up to the plays they describe", async () => {
    const sample = insights.efficiency.teams.filter((_, index) => index % 11 === 0);
    for (const team of sample) {
      for (const side of ['offense', 'defense'] as const) {
        const links = team.film[side];
        expect(links.map((link) => link.kind)).toEqual([...EFFICIENCY_PLAY_TYPES]);
        expect(links.reduce((total, link) => total + link.plays, 0)).toBe(team[side].plays);
        for (const link of links) expect(await countFilm(link.query), link.query).toBe(link.plays);
      }
    }
    for (const card of insights.notables.cards) {
      for (const link of card.film) expect(await countFilm(link.query), link.query).toBe(link.plays);
    }
    for (const mover of [...insights.trends.risers, ...insights.trends.fallers]) {
      for (const link of mover.film) expect(await countFilm(link.query), link.query).toBe(link.plays);
    }
    for (const row of insights.beta.explosiveRuns.teams.slice(0, 3)) {
      const [link] = row.film;
      expect(link?.plays).toBe(row.explosiveRuns);
      expect(await countFilm(link?.query ?? '')).toBe(row.explosiveRuns);
    }
  });

  it("chooses the week's notables from its finished games, as the box scores count them", async () => {
    const week3 = await getInsights('?season=2024&week=3');
    expect(week3.week).toBe(3);
    const lines = await league.database.db
      .select({
        gameId: playerGameStats.gameId,
        week: playerGameStats.week,
        nflId: playerGameStats.nflId,
        passYards: playerGameStats.passYards,
        rushYards: playerGameStats.rushYards,
        receivingYards: playerGameStats.receivingYards,
      })
      .from(playerGameStats)
      .where(and(eq(playerGameStats.season, SEASON), eq(playerGameStats.seasonType, 'REG')));
    const columns = { passing: 'passYards', rushing: 'rushYards', receiving: 'receivingYards' } as const;
    for (const kind of ['passing', 'rushing', 'receiving'] as const) {
      const card = week3.notables.cards.find((each) => each.kind === kind);
      expect(card, kind).toBeDefined();
      if (!card) continue;
      const column = columns[kind];
      const ofWeek = lines.filter((line) => line.week === 3);
      const best = Math.max(...ofWeek.map((line) => line[column]));
      expect(card.week).toBe(3);
      expect(card.value).toBe(best);
      expect(
        ofWeek.find((line) => line.gameId === card.gameId && line.nflId === card.player?.nflId)?.[column],
      ).toBe(card.value);
      const earlier = Math.max(...lines.filter((line) => line.week < 3).map((line) => line[column]));
      expect(card.previousBest?.value).toBe(earlier);
      expect(card.isSeasonBest).toBe(card.value >= earlier);
    }
    expect(week3.notables.cards.map((card) => card.kind)).toEqual([
      'teamOffense',
      'teamDefense',
      'passing',
      'rushing',
      'receiving',
    ]);
  });

  it('reads only finished games for the week under way, and its trends through the week', async () => {
    const week6Games = await league.database.db
      .select({ gameId: games.gameId, phase: games.phase })
      .from(games)
      .where(and(eq(games.season, SEASON), eq(games.seasonType, 'REG'), eq(games.week, 6)));
    expect(week6Games.some((game) => !isFinal(game.phase))).toBe(true);
    const finished = new Set<number>(
      week6Games.filter((game) => isFinal(game.phase)).map((game) => game.gameId),
    );
    for (const card of insights.notables.cards) expect(finished.has(card.gameId)).toBe(true);
    for (const mover of [...insights.trends.risers, ...insights.trends.fallers]) {
      expect(mover).toMatchObject({ firstRecentWeek: 4, throughWeek: 6 });
      expect(mover.change).toBeCloseTo(mover.recent - mover.before, 2);
    }
    expect(insights.trends.risers.every((mover) => mover.change > 0)).toBe(true);
    expect(insights.trends.fallers.every((mover) => mover.change < 0)).toBe(true);
    const points = insights.trends.teams[0]?.points ?? [];
    expect(points.map((point) => point.week)).toEqual(
      [...new Set(points.map((point) => point.week))].sort((a, b) => a - b),
    );
  });

  it('keeps one pass rate over expected per team, the figure its pass rate minus the expected', () => {
    const rows = insights.beta.passRateOverExpected.teams;
    expect(rows).toHaveLength(32);
    for (const row of rows) expect(row.overExpected).toBeCloseTo(row.passRate - row.expectedPassRate, 0);
    const team = insights.efficiency.teams.find((each) => each.team.teamId === rows[0]?.team.teamId);
    expect(rows[0]?.plays).toBe(team?.offense.plays);
    expect(rows[0]?.passRate).toBe(team?.offense.passRate);
  });
});

describe('league insights in production', () => {
  let league: LeagueTestApp;
  beforeAll(async () => {
    league = await buildLeagueTestApp({ env: { APP_ENV: 'production' } });
  }, 180_000);
  afterAll(() => league?.close());

  it('refuses subscribers too: the pages are not offered there', async () => {
    const token = await mintAccessToken(league.app, league.baseUrl, {
      sub: 'prod-subscriber',
      plans: ACTIVE,
    });
    const response = await fetch(`${league.baseUrl}${PATH}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'This call is not available', statusCode: 403 });
  });
});
