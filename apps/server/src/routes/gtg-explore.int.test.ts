import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';

describe('explore', () => {
  let league: LeagueTestApp;
  beforeAll(async () => {
    league = await buildLeagueTestApp({ target: 'pglite', env: { AUTH_ENABLED: 'false' } });
  }, 600_000);
  afterAll(() => league?.close());
  it('prints', async () => {
    for (const q of ['?season=2024&seasonType=REG&week=6', '?season=2024&seasonType=REG&week=5', '?season=2024&seasonType=REG&week=6', '?season=2024&seasonType=REG&week=1', '?season=2024&seasonType=PRE&week=1', '?season=2024&seasonType=REG&week=12']) {
      let t = Date.now();
      const g = await fetch(`${league.baseUrl}/api/gtg${q}`, { headers: { 'cache-control': 'no-cache' } });
      const gt = Date.now() - t;
      const gb = await g.json();
      t = Date.now();
      const f = await fetch(`${league.baseUrl}/api/gtg/funFacts${q}`, { headers: { 'cache-control': 'no-cache' } });
      const ft = Date.now() - t;
      const fb = await f.json();
      console.log(q, g.status, gt, 'ms', f.status, ft, 'ms', JSON.stringify(gb).length, fb.facts?.length);
      if (!fb.facts) console.log(fb, gb);
    }
  }, 600_000);
});
