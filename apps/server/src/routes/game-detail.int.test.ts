import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BoxScoreResponse,
  GameResponse,
  GameTeamStatsResponse,
  PlayByPlayResponse,
} from '@all22/contracts';
import { plays, teamGameStats } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { asc, eq } from 'drizzle-orm';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';

const WEEK_6 = 'season=2024&seasonType=REG&week=6';

describe.each(testDatabaseTargets())('game detail routes on %s', (target) => {
  let league: LeagueTestApp;
  let final: GameResponse;
  let live: GameResponse;
  let pregame: GameResponse;

  const get = (path: string) => fetch(`${league.baseUrl}${path}`);
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await get(path);
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const storedPlays = (gameId: number) =>
    league.database.db
      .select({ playId: plays.playId, sequence: plays.sequence })
      .from(plays)
      .where(eq(plays.gameId, gameId as never))
      .orderBy(asc(plays.sequence));

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    const { games } = await getJson<{ games: GameResponse[] }>(`/api/schedules/games?${WEEK_6}`);
    const find = (phases: string[]) =>
      games.find((game) => phases.some((phase) => game.phase.includes(phase)));
    final = find(['FINAL']) as GameResponse;
    live = find(['INGAME', 'HALFTIME']) as GameResponse;
    pregame = find(['PREGAME']) as GameResponse;
    expect(final && live && pregame).toBeTruthy();
  }, 120_000);
  afterAll(() => league?.close());

  describe('GET /api/games/playByPlay', () => {
    it('lists every stored play of a final game once, in sequence order, by drive', async () => {
      const response = await get(`/api/games/playByPlay?gameId=${final.gameId}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('max-age=600');
      const body = (await response.json()) as PlayByPlayResponse;
      expect(body).toMatchObject({ gameId: final.gameId, smartId: final.smartId, isFinal: true });
      const listed = body.drives.flatMap((drive) => drive.plays);
      const stored = await storedPlays(final.gameId);
      expect(listed.map((play) => play.sequence)).toEqual(stored.map((play) => play.sequence));
      expect(listed.map((play) => play.id)).toEqual(stored.map((play) => `${final.gameId}-${play.playId}`));
      expect(body.drives.map((drive) => drive.number)).toEqual(
        [...body.drives.map((drive) => drive.number)].sort((a, b) => a - b),
      );
      const teams = [final.homeTeamId, final.visitorTeamId];
      for (const drive of body.drives) {
        expect(teams).toContain(drive.teamId);
        expect(drive.result).not.toBe('IN_PROGRESS');
        expect(drive.timeOfPossession).toMatch(/^\d{2}:\d{2}$/);
      }
      expect(body.drives.some((drive) => drive.result === 'TOUCHDOWN' || drive.result === 'FIELD_GOAL')).toBe(
        true,
      );
      const last = listed.at(-1);
      expect(last?.homeScore).toBe(final.score.homeTeamScore.pointTotal);
      expect(last?.visitorScore).toBe(final.score.visitorTeamScore.pointTotal);
      // A final game's clock is all used up: 60 minutes (or more with overtime) across the drives.
      const seconds = body.drives.reduce((total, drive) => total + drive.timeOfPossessionSeconds, 0);
      expect(seconds).toBeGreaterThanOrEqual(3600);
      const scoring = listed.filter((play) => play.isScoring);
      expect(scoring.reduce((total, play) => total + play.points, 0)).toBe(
        final.score.homeTeamScore.pointTotal + final.score.visitorTeamScore.pointTotal,
      );
    });

    it('accepts the smartId, and leaves the last drive of a live game in progress', async () => {
      const bySmartId = await getJson<PlayByPlayResponse>(`/api/games/playByPlay?gameId=${live.smartId}`);
      expect(bySmartId.gameId).toBe(live.gameId);
      expect(bySmartId.isFinal).toBe(false);
      expect(bySmartId.drives.at(-1)?.result).toBe('IN_PROGRESS');
      const stored = await storedPlays(live.gameId);
      expect(bySmartId.drives.flatMap((drive) => drive.plays).length).toBe(stored.length);
    });

    it('answers no drives for a game not started, cached 60 s', async () => {
      const response = await get(`/api/games/playByPlay?gameId=${pregame.gameId}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('max-age=60');
      expect(((await response.json()) as PlayByPlayResponse).drives).toEqual([]);
    });
  });

  describe('GET /api/games/boxScore', () => {
    it("adds up to the game's score by period, with named player lines", async () => {
      for (const game of [final, live]) {
        const box = await getJson<BoxScoreResponse>(`/api/games/boxScore?gameId=${game.gameId}`);
        expect(box.home.score).toBe(game.score.homeTeamScore.pointTotal);
        expect(box.visitor.score).toBe(game.score.visitorTeamScore.pointTotal);
        const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
        expect(sum(box.home.scoreByPeriod)).toBe(box.home.score);
        expect(sum(box.visitor.scoreByPeriod)).toBe(box.visitor.score);
        expect(box.home.abbr).toBe(game.homeTeam.abbr);
      }
      const box = await getJson<BoxScoreResponse>(`/api/games/boxScore?gameId=${final.gameId}`);
      for (const side of [box.home, box.visitor]) {
        expect(side.players.passing.length).toBeGreaterThan(0);
        expect(side.players.rushing.length).toBeGreaterThan(0);
        expect(side.players.receiving.length).toBeGreaterThan(0);
        expect(side.players.defense.length).toBeGreaterThan(0);
        const [passer] = side.players.passing;
        expect(passer?.displayName).toBeTruthy();
        expect(passer?.teamId).toBe(side.teamId);
        // Team passing is net of sacks; the passers' gross yards minus sack yards match it.
        const passing = side.players.passing.reduce(
          (total, line) => total + (line.stats.yards ?? 0) - (line.stats.sackYards ?? 0),
          0,
        );
        expect(passing).toBe(side.headline.passYards);
        const rushing = side.players.rushing.reduce((total, line) => total + (line.stats.yards ?? 0), 0);
        expect(rushing).toBe(side.headline.rushYards);
        expect(side.headline.totalYards).toBe(side.headline.passYards + side.headline.rushYards);
      }
    });

    it('answers a zero box score for a game not started', async () => {
      const box = await getJson<BoxScoreResponse>(`/api/games/boxScore?gameId=${pregame.smartId}`);
      expect(box.home).toMatchObject({ score: 0, scoreByPeriod: [0, 0, 0, 0] });
      expect(box.visitor.players).toEqual({
        passing: [],
        rushing: [],
        receiving: [],
        defense: [],
        kicking: [],
      });
      expect(box.home.headline.timeOfPossession).toBe('00:00');
    });
  });

  describe('GET /api/games/teamStats', () => {
    it('matches the stored team game stats of a final game', async () => {
      const body = await getJson<GameTeamStatsResponse>(`/api/games/teamStats?gameId=${final.gameId}`);
      const rows = await league.database.db
        .select()
        .from(teamGameStats)
        .where(eq(teamGameStats.gameId, final.gameId as never));
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        const side = row.teamId === final.homeTeamId ? body.home : body.visitor;
        expect(side.teamId).toBe(row.teamId);
        expect(side.stats).toMatchObject({
          pointsFor: row.pointsFor,
          pointsAgainst: row.pointsAgainst,
          totalYards: row.totalYards,
          turnovers: row.turnovers,
          offensePlays: row.offensePlays,
        });
        expect(side.stats.thirdDownAttempts).toBeGreaterThan(0);
        expect(side.timeOfPossession).toMatch(/^\d{2}:\d{2}$/);
      }
      const possession =
        (body.home.stats.timeOfPossessionSeconds ?? 0) + (body.visitor.stats.timeOfPossessionSeconds ?? 0);
      expect(possession).toBeGreaterThanOrEqual(3600);
    });

    it('answers zeros for a game not started', async () => {
      const body = await getJson<GameTeamStatsResponse>(`/api/games/teamStats?gameId=${pregame.gameId}`);
      expect(body.home.stats.totalYards).toBe(0);
      expect(body.visitor.stats.pointsFor).toBe(0);
    });
  });

  it('documents the game, team and player detail calls in the OpenAPI answer', async () => {
    const docs = await getJson<{ paths: Record<string, unknown> }>('/api/docs/json');
    for (const path of [
      '/api/games/playByPlay',
      '/api/games/boxScore',
      '/api/games/teamStats',
      '/api/teams/depthChart',
      '/api/teams/transactions',
      '/api/teams/stats',
      '/api/players/seasons',
      '/api/players/gameLog',
      '/api/players/fantasyWeeks',
    ]) {
      expect(docs.paths[path], path).toBeDefined();
    }
  });

  it('answers 400 naming gameId when it is missing or malformed, 404 for an unknown game', async () => {
    for (const path of ['playByPlay', 'boxScore', 'teamStats']) {
      for (const query of ['', '?gameId=abc']) {
        const response = await get(`/api/games/${path}${query}`);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string }).message).toContain("'gameId'");
      }
      const missing = await get(`/api/games/${path}?gameId=1999090900`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ statusCode: 404 });
    }
  });
});
