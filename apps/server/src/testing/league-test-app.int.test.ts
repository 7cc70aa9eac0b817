import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { and, count, eq } from 'drizzle-orm';
import { buildLeagueTestApp, type LeagueTestApp } from './league-test-app.js';
import { createTestLeagueDatabase } from './test-league-copies.js';

describe.each(testDatabaseTargets())('the league test app on %s', (target) => {
  let league: LeagueTestApp;
  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
  }, 120_000);
  afterAll(() => league?.close());

  it('serves a league whose clock is mid-season with games under way', async () => {
    expect(league.app.leagueNow()).toBe(Date.parse('2024-10-13T18:30:00Z'));
    expect((await fetch(`${league.baseUrl}/api/health`)).status).toBe(200);
    const rows = await league.database.db
      .select({ phase: games.phase, count: count() })
      .from(games)
      .where(and(eq(games.season, 2024), eq(games.seasonType, 'REG')))
      .groupBy(games.phase);
    const phases = new Map(rows.map((row) => [row.phase, row.count]));
    expect(phases.get('FINAL') ?? 0).toBeGreaterThan(60);
    expect([...phases.keys()].some((phase) => phase === 'INGAME' || phase === 'HALFTIME')).toBe(true);
  });

  it('gives each suite its own copy of the league: what one writes, another never sees', async () => {
    const [game] = await league.database.db.select({ gameId: games.gameId }).from(games).limit(1);
    if (!game) throw new Error('the test league has no games');
    const isGame = eq(games.gameId, game.gameId);
    await league.database.db.update(games).set({ homeScore: 999 }).where(isGame);
    const other = await createTestLeagueDatabase(target);
    try {
      const [copy] = await other.db.select({ homeScore: games.homeScore }).from(games).where(isGame);
      expect(copy?.homeScore).not.toBe(999);
    } finally {
      await other.close();
    }
  });
});
