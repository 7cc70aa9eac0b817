import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CurrentScheduleResponse,
  GameOddsResponse,
  GameResponse,
  GameWithWinProbabilityResponse,
  StandingsResponse,
  WeekResponse,
} from '@all22/contracts';
import { plays, teamGameStats } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';

const WEEK_6 = 'season=2024&seasonType=REG&week=6';

describe.each(testDatabaseTargets())('schedule routes on %s', (target) => {
  let league: LeagueTestApp;
  let weekGames: GameResponse[];

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${league.baseUrl}${path}`, { headers });
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await get(path);
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const expectBadRequest = async (path: string, parameter: string) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; statusCode: number };
    expect(body.statusCode).toBe(400);
    expect(body.message).toContain(`'${parameter}'`);
  };
  const expectCache = (response: Response, seconds: number) => {
    expect(response.headers.get('cache-control')).toBe(`max-age=${seconds}`);
    expect(response.headers.get('etag')).toBeTruthy();
  };

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    weekGames = (await getJson<{ games: GameResponse[] }>(`/api/schedules/games?${WEEK_6}`)).games;
  }, 120_000);
  afterAll(() => league?.close());

  describe('GET /api/schedules/games', () => {
    it("answers the week's games with every Game field", () => {
      expect(weekGames.length).toBeGreaterThanOrEqual(13);
      for (const game of weekGames) {
        expect(game).toMatchObject({ season: 2024, seasonType: 'REG', week: 6, weekSlug: 'WEEK_6' });
        expect(game.id).toBe(game.smartId);
        expect(String(game.gameId)).toMatch(/^202410\d{4}$/);
        expect(game.visitorTeam.teamId).toBe(game.visitorTeamId);
        expect(game.homeTeam.teamId).toBe(game.homeTeamId);
        expect(game.awayTeam).toEqual(game.visitorTeam);
        expect(game.time).toBe(game.isoTime);
        expect(game.externalIds.find((entry) => entry.source === 'elias')?.id).toBeTruthy();
        expect(game.spread.homeHandicap).toBeTypeOf('number');
        expect(game.spread.awayHandicap).toBe(-(game.spread.homeHandicap ?? 0));
        expect(game.score.phase).toBe(game.phase);
        expect(game.homeTeam.score.total).toBe(game.score.homeTeamScore.pointTotal);
        expect(game.visitorTeam.score.total).toBe(game.score.visitorTeamScore.pointTotal);
      }
      const sunday = weekGames.find((game) => game.gameDate === '2024-10-13');
      expect(sunday).toMatchObject({ dateDayShort: 'SUN', dateDayMonth: 'OCT 13' });
      const times = weekGames.map((game) => game.isoTime);
      expect(times).toEqual([...times].sort());
    });

    it('gives final games the points their plays scored, and live games their state', async () => {
      const finals = weekGames.filter((game) => game.phase.includes('FINAL'));
      expect(finals.length).toBeGreaterThan(0);
      for (const game of finals) {
        const rows = await league.database.db
          .select({ teamId: teamGameStats.teamId, pointsFor: teamGameStats.pointsFor })
          .from(teamGameStats)
          .where(eq(teamGameStats.gameId, game.gameId as never));
        const points = new Map(rows.map((row) => [row.teamId as string, row.pointsFor]));
        expect(game.score.homeTeamScore.pointTotal).toBe(points.get(game.homeTeamId));
        expect(game.score.visitorTeamScore.pointTotal).toBe(points.get(game.visitorTeamId));
        expect(game.displayStatus).toMatch(/^FINAL/);
        expect(game.down).toBeNull();
      }
      const live = weekGames.filter((game) => ['INGAME', 'HALFTIME'].includes(game.phase));
      expect(live.length).toBeGreaterThan(0);
      for (const game of live) {
        expect(game.quarter).toBeGreaterThanOrEqual(1);
        expect(game.displayStatus).toMatch(/^(Q\d|OT|HALFTIME)/);
      }
      const pregame = weekGames.filter((game) => game.phase === 'PREGAME');
      expect(pregame.length).toBeGreaterThan(0);
      for (const game of pregame) {
        expect(game.displayStatus).toMatch(/^\d{1,2}:\d{2} (AM|PM) ET$/);
        expect(game.score.homeTeamScore.pointTotal + game.score.visitorTeamScore.pointTotal).toBe(0);
      }
    });

    it('answers 400 naming the missing or malformed parameter', async () => {
      await expectBadRequest('/api/schedules/games?season=2024&seasonType=REG', 'week');
      await expectBadRequest('/api/schedules/games?season=2024&seasonType=REG&week=six', 'week');
      await expectBadRequest('/api/schedules/games?season=2024&seasonType=REG&week=19', 'week');
      await expectBadRequest('/api/schedules/games?season=2024&seasonType=XYZ&week=6', 'seasonType');
      await expectBadRequest('/api/schedules/games?seasonType=REG&week=6', 'season');
    });

    it('accepts postseason weeks by their league-wide number', async () => {
      const response = await get('/api/schedules/games?season=2024&seasonType=POST&week=23');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ games: [] });
    });
  });

  describe('GET /api/schedules/game', () => {
    it('answers one game by gameId or smartId, cached 600 s, with 304 on revalidation', async () => {
      const [first] = weekGames;
      const response = await get(`/api/schedules/game?gameId=${first?.gameId}`);
      expect(response.status).toBe(200);
      expectCache(response, 600);
      expect(await response.json()).toEqual(first);
      const bySmartId = await getJson<GameResponse>(`/api/schedules/game?gameId=${first?.smartId}`);
      expect(bySmartId.gameId).toBe(first?.gameId);
      const revalidated = await get(`/api/schedules/game?gameId=${first?.gameId}`, {
        'if-none-match': response.headers.get('etag') ?? '',
      });
      expect(revalidated.status).toBe(304);
    });

    it('answers 404 for an unknown game and 400 for a malformed id', async () => {
      const response = await get('/api/schedules/game?gameId=2099010100');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'No game with id 2099010100', statusCode: 404 });
      await expectBadRequest('/api/schedules/game?gameId=abc', 'gameId');
      await expectBadRequest('/api/schedules/game', 'gameId');
    });
  });

  describe('GET /api/schedules/current', () => {
    it('answers the current week and its final games', async () => {
      const response = await get('/api/schedules/current');
      expectCache(response, 60);
      const current = (await response.json()) as CurrentScheduleResponse;
      expect(current).toMatchObject({ season: 2024, seasonType: 'REG', week: 6, weekSlug: 'WEEK_6' });
      const finals = weekGames.filter((game) => game.phase.includes('FINAL')).map((game) => game.smartId);
      expect(current.gamesPlayedSmartIds).toEqual(finals);
      expect(current.numberOfGamesPlayed).toBe(finals.length);
    });
  });

  describe('GET /api/scores/live/games', () => {
    it("answers the current week's games by default, cached 15 s", async () => {
      const response = await get('/api/scores/live/games');
      expectCache(response, 15);
      expect(((await response.json()) as { games: GameResponse[] }).games).toEqual(weekGames);
      const named = await getJson<{ games: GameResponse[] }>(`/api/scores/live/games?${WEEK_6}`);
      expect(named.games).toEqual(weekGames);
    });

    it('answers 400 when only part of the week is named', async () => {
      await expectBadRequest('/api/scores/live/games?season=2024', 'seasonType');
      await expectBadRequest('/api/scores/live/games?season=2024&seasonType=REG&week=x', 'week');
    });
  });

  describe('GET /api/schedules/week/odds', () => {
    it("answers the week's lines as decimal prices and handicaps, cached 3600 s", async () => {
      const response = await get(`/api/schedules/week/odds?${WEEK_6}`);
      expectCache(response, 3600);
      const { odds } = (await response.json()) as { odds: GameOddsResponse[] };
      expect(odds.map((line) => line.gameId)).toEqual(weekGames.map((game) => game.gameId));
      for (const line of odds) {
        const game = weekGames.find((candidate) => candidate.gameId === line.gameId);
        expect(line.eliasId).toBe(game?.externalIds[0]?.id);
        expect(line.homeHandicap).toBe(game?.spread.homeHandicap);
        expect(line.homePrice).toBeGreaterThan(1);
        expect(line.awayPrice).toBeGreaterThan(1);
        expect(line.total).toBeGreaterThan(20);
      }
    });

    it('answers 400 naming the missing parameter', async () => {
      await expectBadRequest('/api/schedules/week/odds?season=2024&week=6', 'seasonType');
    });
  });

  describe('GET /api/schedules/liveWithWin', () => {
    it('gives each side a win probability from the score, the latest play or the spread', async () => {
      const response = await get('/api/schedules/liveWithWin');
      expectCache(response, 30);
      const { games } = (await response.json()) as { games: GameWithWinProbabilityResponse[] };
      expect(games.map((game) => game.gameId)).toEqual(weekGames.map((game) => game.gameId));
      for (const game of games) {
        const { home, visitor, basis } = game.winProbability;
        expect(home + visitor).toBeCloseTo(1, 6);
        const homeMargin = game.score.homeTeamScore.pointTotal - game.score.visitorTeamScore.pointTotal;
        if (game.phase.includes('FINAL')) {
          expect(basis).toBe('final');
          expect(home).toBe(homeMargin > 0 ? 1 : homeMargin < 0 ? 0 : 0.5);
        } else if (game.phase === 'PREGAME') {
          expect(basis).toBe('pregame');
          expect(home > 0.5).toBe((game.spread.homeHandicap ?? 0) < 1.5);
        } else {
          expect(basis).toBe('live');
          const [latest] = await league.database.db
            .select({ homeWinProbability: plays.homeWinProbability })
            .from(plays)
            .where(and(eq(plays.gameId, game.gameId as never), isNotNull(plays.homeWinProbability)))
            .orderBy(desc(plays.sequence))
            .limit(1);
          expect(home).toBeCloseTo(latest?.homeWinProbability ?? -1, 4);
        }
      }
      expect(games.some((game) => game.winProbability.basis === 'live')).toBe(true);
    });
  });

  describe('GET /api/schedules/standings', () => {
    it("answers a past week's standings, cached 3600 s", async () => {
      const response = await get('/api/schedules/standings?season=2024&seasonType=REG&week=3');
      expectCache(response, 3600);
      const body = (await response.json()) as StandingsResponse;
      expect(body).toMatchObject({ season: 2024, seasonType: 'REG', week: 3 });
      expect(body.standings).toHaveLength(32);
      // Three weeks in, some clubs are level: their places name the step that split them.
      expect(
        body.standings.some((row) => / tie-breaker (over|to) \w+ on /.test(row.explanation.division)),
      ).toBe(true);
      for (const row of body.standings) {
        const { wins, losses, ties } = row.overall;
        expect(wins + losses + ties).toBeLessThanOrEqual(3);
        expect(wins + losses + ties).toBeGreaterThanOrEqual(2);
        expect(row.home.wins + row.road.wins).toBe(wins);
        // Each place is explained: the division rank's ordinal, and the seed (or why none).
        const ordinal = ['1st', '2nd', '3rd', '4th'][(row.division.rank ?? 0) - 1];
        expect(row.explanation.division).toMatch(new RegExp(`^${ordinal} in the (AFC|NFC) \\w+, `));
        expect(row.explanation.seed).toMatch(
          row.seed === null ? /^Out of the playoffs: / : new RegExp(`^Seed ${row.seed}: `),
        );
        expect(row.clinched).toEqual({
          homeField: false,
          division: false,
          wildCard: false,
          playoff: false,
          eliminated: false,
        });
      }
    });

    it('never reads past the current week: a later week, no week and POST use week 6 at most', async () => {
      for (const query of ['seasonType=REG&week=12', 'seasonType=REG', 'seasonType=POST']) {
        const body = await getJson<StandingsResponse>(`/api/schedules/standings?season=2024&${query}`);
        expect(body.seasonType).toBe('REG');
        expect(body.week).toBeGreaterThanOrEqual(5);
        expect(body.week).toBeLessThanOrEqual(6);
        expect(body.standings).toHaveLength(32);
      }
    });

    it('answers 400 naming the missing parameter', async () => {
      await expectBadRequest('/api/schedules/standings?season=2024', 'seasonType');
      await expectBadRequest('/api/schedules/standings?seasonType=REG', 'season');
    });
  });

  describe('GET /api/schedules/weeks', () => {
    it("answers the season's weeks in order, cached a day", async () => {
      const response = await get('/api/schedules/weeks?season=2024');
      expectCache(response, 86_400);
      const { weeks } = (await response.json()) as { weeks: WeekResponse[] };
      expect(weeks[0]).toMatchObject({ seasonType: 'PRE', week: 0, weekSlug: 'HOF' });
      expect(weeks.find((week) => week.weekSlug === 'WEEK_6')).toMatchObject({
        season: 2024,
        seasonType: 'REG',
        week: 6,
        seasonTypeWeek: 'REG-6',
        text: 'Week 6',
      });
      const order = weeks.map((week) => `${'PRE REG POST'.split(' ').indexOf(week.seasonType)}-${week.week}`);
      expect(order).toEqual([...order].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    });

    it('answers 404 for a season without weeks and 400 without a season', async () => {
      expect((await get('/api/schedules/weeks?season=2099')).status).toBe(404);
      await expectBadRequest('/api/schedules/weeks', 'season');
    });
  });

  it('describes every call and its answer in the OpenAPI document', async () => {
    const document = await getJson<{
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    }>('/api/docs/json');
    for (const path of [
      '/api/schedules/current',
      '/api/schedules/game',
      '/api/schedules/games',
      '/api/schedules/week/odds',
      '/api/scores/live/games',
      '/api/schedules/standings',
      '/api/schedules/weeks',
      '/api/schedules/liveWithWin',
    ]) {
      expect(document.paths[path]?.get?.responses?.['200'], path).toBeDefined();
    }
  });
});
