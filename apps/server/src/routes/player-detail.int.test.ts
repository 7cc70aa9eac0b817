import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PlayerFantasyWeeksResponse,
  PlayerGameLogResponse,
  PlayerSeasonsResponse,
} from '@all22/contracts';
import { type PlayerSeasonStats, players, playerSeasonStats } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { and, desc, eq } from 'drizzle-orm';
import { buildLeagueTestApp, createTestRequests, type LeagueTestApp } from '../testing/league-test-app.js';

describe.each(testDatabaseTargets())('player detail routes on %s', (target) => {
  let league: LeagueTestApp;
  let passer: PlayerSeasonStats;
  let gsisId: string;
  let smartId: string;

  const { get, getJson, expectBadRequest } = createTestRequests(() => league.baseUrl);

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    // The 2024 regular season's leading passer so far: every tab has several games to show.
    const [row] = await league.database.db
      .select()
      .from(playerSeasonStats)
      .where(and(eq(playerSeasonStats.season, 2024), eq(playerSeasonStats.seasonType, 'REG')))
      .orderBy(desc(playerSeasonStats.passYards))
      .limit(1);
    passer = row as PlayerSeasonStats;
    const [ids] = await league.database.db
      .select({ gsisId: players.gsisId, smartId: players.smartId })
      .from(players)
      .where(eq(players.nflId, passer.nflId));
    gsisId = ids?.gsisId as string;
    smartId = ids?.smartId as string;
  }, 120_000);
  afterAll(() => league?.close());

  describe('GET /api/players/seasons', () => {
    it('lists every season line he has, the stored figures expanded', async () => {
      const response = await get(`/api/players/seasons?playerId=${passer.nflId}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('max-age=60');
      const body = (await response.json()) as PlayerSeasonsResponse;
      const rows = await league.database.db
        .select()
        .from(playerSeasonStats)
        .where(eq(playerSeasonStats.nflId, passer.nflId));
      expect(body.nflId).toBe(passer.nflId);
      expect(body.seasons).toHaveLength(rows.length);
      const regular = body.seasons.find((season) => season.season === 2024 && season.seasonType === 'REG');
      expect(regular).toMatchObject({
        gamesPlayed: passer.gamesPlayed,
        fpStd: passer.fpStd,
        teamId: passer.teamId,
      });
      expect(regular?.stats.passing).toMatchObject({
        yards: passer.passYards,
        attempts: passer.passAttempts,
      });
      expect(regular?.stats.passing.passerRating).toBeTypeOf('number');
      expect(regular?.stats.kicking.fieldGoalPercentage).toBeNull();
      const bySmartId = await getJson<PlayerSeasonsResponse>(`/api/players/seasons?playerId=${smartId}`);
      expect(bySmartId).toEqual(body);
    });

    it('answers 400 for a missing or malformed playerId, 404 for an unknown player', async () => {
      await expectBadRequest('/api/players/seasons', 'playerId');
      await expectBadRequest('/api/players/seasons?playerId=not-an-id', 'playerId');
      expect((await get('/api/players/seasons?playerId=999999999')).status).toBe(404);
    });
  });

  describe('GET /api/players/gameLog', () => {
    it('has one row per game, summing to his season line', async () => {
      const log = await getJson<PlayerGameLogResponse>(`/api/players/gameLog?playerId=${gsisId}&season=2024`);
      expect(log).toMatchObject({ nflId: passer.nflId, season: 2024, seasonType: 'REG' });
      expect(log.games.length).toBe(passer.gamesPlayed);
      const sum = (key: 'passYards' | 'passAttempts' | 'passTouchdowns' | 'rushYards' | 'fumblesLost') =>
        log.games.reduce((total, game) => total + game.headline[key], 0);
      expect(sum('passYards')).toBe(passer.passYards);
      expect(sum('passAttempts')).toBe(passer.passAttempts);
      expect(sum('passTouchdowns')).toBe(passer.passTouchdowns);
      expect(sum('rushYards')).toBe(passer.rushYards);
      expect(sum('fumblesLost')).toBe(passer.fumblesLost);
      const weeks = log.games.map((game) => game.week);
      expect(weeks).toEqual([...weeks].sort((a, b) => a - b));
      for (const game of log.games) {
        expect(game.opponentTeamId).not.toBe(game.teamId);
        expect(game.opponentAbbr).toMatch(/^[A-Z]{2,3}$/);
        if (game.phase.includes('FINAL')) {
          const expected =
            game.teamScore > game.opponentScore ? 'W' : game.teamScore < game.opponentScore ? 'L' : 'T';
          expect(game.result).toBe(expected);
        } else {
          expect(game.result).toBeNull();
        }
      }
    });

    it('answers an empty log for a season type he has not played, 400 for a bad season', async () => {
      const log = await getJson<PlayerGameLogResponse>(
        `/api/players/gameLog?playerId=${passer.nflId}&season=2024&seasonType=POST`,
      );
      expect(log.games).toEqual([]);
      await expectBadRequest(`/api/players/gameLog?playerId=${passer.nflId}`, 'season');
      await expectBadRequest(
        `/api/players/gameLog?playerId=${passer.nflId}&season=2024&seasonType=X`,
        'seasonType',
      );
    });
  });

  describe('GET /api/players/fantasyWeeks', () => {
    it('gives his fantasy points week by week, totalling his season', async () => {
      const body = await getJson<PlayerFantasyWeeksResponse>(
        `/api/players/fantasyWeeks?playerId=${passer.nflId}&season=2024&seasonType=REG`,
      );
      expect(body.weeks.length).toBe(passer.gamesPlayed);
      expect(body.totals.fpStd).toBeCloseTo(passer.fpStd, 1);
      expect(body.totals.fpHalfPPR).toBeCloseTo(passer.fpHalfPpr, 1);
      expect(body.totals.fpPPR).toBeCloseTo(passer.fpPpr, 1);
      for (const week of body.weeks) expect(week.fpPPR).toBeGreaterThanOrEqual(week.fpStd);
      expect((await get(`/api/players/fantasyWeeks?playerId=999999999&season=2024`)).status).toBe(404);
    });
  });
});
