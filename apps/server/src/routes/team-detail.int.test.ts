import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TeamDepthChartResponse,
  TeamRosterResponse,
  TeamStatsResponse,
  TeamTransactionsResponse,
} from '@all22/contracts';
import { teamSeasonStats, transactions } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { and, count, desc, eq, isNotNull, or } from 'drizzle-orm';
import { buildLeagueTestApp, createTestRequests, type LeagueTestApp } from '../testing/league-test-app.js';

describe.each(testDatabaseTargets())('team detail routes on %s', (target) => {
  let league: LeagueTestApp;
  let teamId: string;

  const { get, getJson, expectBadRequest } = createTestRequests(() => league.baseUrl);

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    // The team with the most 2024 regular-season games played so far, so every tab has data.
    const [row] = await league.database.db
      .select({ teamId: teamSeasonStats.teamId })
      .from(teamSeasonStats)
      .where(and(eq(teamSeasonStats.season, 2024), eq(teamSeasonStats.seasonType, 'REG')))
      .orderBy(desc(teamSeasonStats.games), teamSeasonStats.teamId)
      .limit(1);
    teamId = row?.teamId as string;
  }, 120_000);
  afterAll(() => league?.close());

  describe('GET /api/teams/depthChart', () => {
    it("answers the latest week's chart by unit and slot, its starters on that week's roster", async () => {
      const response = await get(`/api/teams/depthChart?teamId=${teamId}&season=2024`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('max-age=60');
      const chart = (await response.json()) as TeamDepthChartResponse;
      expect(chart).toMatchObject({ teamId, season: 2024 });
      expect(chart.units.map((unit) => unit.unit).slice(0, 2)).toEqual(['OFFENSE', 'DEFENSE']);
      const roster = await getJson<TeamRosterResponse>(
        `/api/teams/rosterWeek?teamId=${teamId}&season=2024&seasonType=${chart.seasonType}&week=${chart.week}`,
      );
      const rostered = new Set(roster.players.map((player) => player.nflId));
      let starters = 0;
      for (const unit of chart.units) {
        for (const slot of unit.slots) {
          expect(slot.players.length).toBeGreaterThan(0);
          const orders = slot.players.map((player) => player.depthOrder);
          expect(orders).toEqual([...orders].sort((a, b) => a - b));
          const [starter] = slot.players;
          expect(starter?.displayName).toBeTruthy();
          expect(rostered.has(starter?.nflId as never)).toBe(true);
          starters += 1;
        }
      }
      expect(starters).toBeGreaterThanOrEqual(22);
      const quarterbacks = chart.units
        .flatMap((unit) => unit.slots)
        .find((slot) => slot.positionSlot === 'QB');
      expect(quarterbacks?.players[0]?.position).toBe('QB');
    });

    it('answers a named week, 404 for a week not written, 400 for a bad week', async () => {
      const chart = await getJson<TeamDepthChartResponse>(
        `/api/teams/depthChart?teamId=${teamId}&season=2024&seasonType=REG&week=2`,
      );
      expect(chart).toMatchObject({ seasonType: 'REG', week: 2 });
      expect(
        (await get(`/api/teams/depthChart?teamId=${teamId}&season=2024&seasonType=REG&week=17`)).status,
      ).toBe(404);
      expect((await get(`/api/teams/depthChart?teamId=9999&season=2024`)).status).toBe(404);
      await expectBadRequest(`/api/teams/depthChart?teamId=${teamId}&season=2024&week=3`, 'seasonType');
      await expectBadRequest(
        `/api/teams/depthChart?teamId=${teamId}&season=2024&seasonType=REG&week=19`,
        'week',
      );
      await expectBadRequest(`/api/teams/depthChart?season=2024`, 'teamId');
    });
  });

  describe('GET /api/teams/transactions', () => {
    it("lists the season's moves to or from the team, newest first, with names", async () => {
      const [busiest] = await league.database.db
        .select({ teamId: transactions.toTeamId, total: count() })
        .from(transactions)
        .where(and(eq(transactions.season, 2024), isNotNull(transactions.toTeamId)))
        .groupBy(transactions.toTeamId)
        .orderBy(desc(count()), transactions.toTeamId)
        .limit(1);
      const team = busiest?.teamId as string;
      const [moves] = await league.database.db
        .select({ total: count() })
        .from(transactions)
        .where(
          and(
            eq(transactions.season, 2024),
            or(eq(transactions.toTeamId, team as never), eq(transactions.fromTeamId, team as never)),
          ),
        );
      const body = await getJson<TeamTransactionsResponse>(
        `/api/teams/transactions?teamId=${team}&season=2024`,
      );
      expect(body.transactions.length).toBeGreaterThan(0);
      expect(body.transactions.length).toBe(moves?.total);
      const dates = body.transactions.map((move) => move.transactionDate);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const move of body.transactions) {
        expect(move.displayName).toBeTruthy();
        expect([move.fromTeamId, move.toTeamId]).toContain(team);
      }
      expect(await getJson(`/api/teams/transactions?teamId=${team}&season=1990`)).toEqual({
        teamId: team,
        season: 1990,
        transactions: [],
      });
      await expectBadRequest(`/api/teams/transactions?teamId=${team}`, 'season');
      expect((await get(`/api/teams/transactions?teamId=9999&season=2024`)).status).toBe(404);
    });
  });

  describe('GET /api/teams/stats', () => {
    it("answers the stored season line and the players' lines by section", async () => {
      const body = await getJson<TeamStatsResponse>(`/api/teams/stats?teamId=${teamId}&season=2024`);
      const [row] = await league.database.db
        .select()
        .from(teamSeasonStats)
        .where(
          and(
            eq(teamSeasonStats.teamId, teamId as never),
            eq(teamSeasonStats.season, 2024),
            eq(teamSeasonStats.seasonType, 'REG'),
          ),
        );
      expect(body).toMatchObject({ teamId, season: 2024, seasonType: 'REG', games: row?.games });
      expect(body.stats).toMatchObject({
        pointsFor: row?.pointsFor,
        totalYards: row?.totalYards,
        passYards: row?.passYards,
      });
      expect(body.stats.ppg).toBeTypeOf('number');
      for (const section of ['passing', 'rushing', 'receiving', 'defense', 'kicking'] as const) {
        expect(body.players[section].length, section).toBeGreaterThan(0);
        for (const line of body.players[section]) expect(line.teamId).toBe(teamId);
      }
      const receiving = body.players.receiving.map((line) => line.stats.yards ?? 0);
      expect(receiving).toEqual([...receiving].sort((a, b) => b - a));
    });

    it('answers zeros before any game, and 400 for a bad season type', async () => {
      const body = await getJson<TeamStatsResponse>(
        `/api/teams/stats?teamId=${teamId}&season=2024&seasonType=POST`,
      );
      expect(body.games).toBe(0);
      expect(body.stats.pointsFor).toBe(0);
      expect(body.players.passing).toEqual([]);
      await expectBadRequest(`/api/teams/stats?teamId=${teamId}&season=2024&seasonType=XYZ`, 'seasonType');
      expect((await get(`/api/teams/stats?teamId=9999&season=2024`)).status).toBe(404);
    });
  });
});
