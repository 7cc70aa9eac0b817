import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameResponse, TeamsResponse } from '@all22/contracts';
import { testDatabaseTargets } from '@all22/db/testing';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';

describe.each(testDatabaseTargets())('team routes on %s', (target) => {
  let league: LeagueTestApp;

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${league.baseUrl}${path}`, { headers });
  const expectBadRequest = async (path: string, parameter: string) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; statusCode: number };
    expect(body.statusCode).toBe(400);
    expect(body.message).toContain(`'${parameter}'`);
  };

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
  }, 120_000);
  afterAll(() => league?.close());

  describe('GET /api/teams/all', () => {
    it('answers the 32 franchises with every Team field, cached a day, 304 on revalidation', async () => {
      const response = await get('/api/teams/all');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('max-age=86400');
      const etag = response.headers.get('etag');
      expect(etag).toBeTruthy();
      const { teams } = (await response.json()) as TeamsResponse;
      expect(teams).toHaveLength(32);
      expect(teams.every((team) => team.teamType === 'TEAM')).toBe(true);
      expect(teams.find((team) => team.teamId === '3800')).toMatchObject({
        abbr: 'ARI',
        fullName: 'Arizona Cardinals',
        nick: 'Cardinals',
        conferenceAbbr: 'NFC',
        division: { abbr: 'NFCW', fullName: 'NFC West' },
        logo: '/api/images/logos/3800?size={size}&dpr={dpr}&quality=100&crop=auto',
      });
      for (const team of teams) {
        expect(team.smartId).toMatch(/^[0-9a-f-]{36}$/);
        expect(team.primaryColor).toMatch(/^#[0-9a-f]{6}$/i);
        expect(team.secondaryColor).toMatch(/^#[0-9a-f]{6}$/i);
      }
      const names = teams.map((team) => team.fullName);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));

      const revalidated = await get('/api/teams/all', { 'if-none-match': etag ?? '' });
      expect(revalidated.status).toBe(304);
    });

    it('adds the all-star teams only with includePro=true', async () => {
      const { teams } = (await (await get('/api/teams/all?includePro=true')).json()) as TeamsResponse;
      expect(teams).toHaveLength(34);
      const pro = teams.filter((team) => team.teamType === 'PRO').map((team) => team.teamId);
      expect(pro.sort()).toEqual(['8600', '8700']);
      expect(teams.find((team) => team.teamId === '8600')?.division).toBeNull();
      await expectBadRequest('/api/teams/all?includePro=yes', 'includePro');
    });
  });

  describe('GET /api/teams/schedule', () => {
    it("answers an array of the team's games of the season", async () => {
      const response = await get('/api/teams/schedule?season=2024&teamId=3800');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('max-age=60');
      const games = (await response.json()) as GameResponse[];
      expect(Array.isArray(games)).toBe(true);
      for (const game of games) {
        expect(game.season).toBe(2024);
        expect([game.homeTeamId, game.visitorTeamId]).toContain('3800');
      }
      const regular = games.filter((game) => game.seasonType === 'REG');
      expect(regular).toHaveLength(17);
      expect(games.some((game) => game.seasonType === 'PRE')).toBe(true);
      const times = games.map((game) => game.isoTime);
      expect(times).toEqual([...times].sort());
      // Weeks before the current one are played; later ones are still to come.
      const early = regular.filter((game) => game.week <= 5);
      expect(early.every((game) => game.phase.includes('FINAL'))).toBe(true);
      expect(regular.filter((game) => game.week >= 7).every((game) => game.phase === 'PREGAME')).toBe(true);
    });

    it('answers 404 for an unknown team and 400 naming a missing or malformed parameter', async () => {
      const response = await get('/api/teams/schedule?season=2024&teamId=9999');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'No team with id 9999', statusCode: 404 });
      await expectBadRequest('/api/teams/schedule?season=2024&teamId=ARI', 'teamId');
      await expectBadRequest('/api/teams/schedule?season=2024', 'teamId');
      await expectBadRequest('/api/teams/schedule?teamId=3800', 'season');
    });
  });

  it('describes both calls in the OpenAPI document', async () => {
    const document = (await (await get('/api/docs/json')).json()) as {
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    };
    expect(document.paths['/api/teams/all']?.get?.responses?.['200']).toBeDefined();
    expect(document.paths['/api/teams/schedule']?.get?.responses?.['200']).toBeDefined();
  });
});
