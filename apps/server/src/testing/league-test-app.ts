/**
 * A test server over a real simulated league: the 2024 season loaded by the feed up to a Sunday
 * afternoon in October (REG week 6, the early games under way), so the read API has finished
 * games, live games, upcoming games, standings, rosters and stats to answer from. It hears live
 * changes, as main.ts's server does, so its response cache is on.
 */
import { parseLeagueClock } from '@all22/league';
import { expect } from 'vitest';
import { loadLeague } from '../cli/league.js';
import { buildTestApp, type TestApp } from './build-test-app.js';

export const TEST_LEAGUE = {
  seed: 'all22-test',
  firstSeason: 2024,
  /** Sunday of 2024 REG week 6, 2:30 pm Eastern: 1 pm games in the third quarter or so. */
  clock: '2024-10-13T18:30:00Z',
} as const;

export interface LeagueTestApp extends TestApp {
  /** The league clock's instant, in ms. */
  now: number;
}

export async function buildLeagueTestApp(
  options: { target?: 'pglite' | 'postgres'; env?: Record<string, string> } = {},
): Promise<LeagueTestApp> {
  const clock = parseLeagueClock(TEST_LEAGUE.clock);
  const testApp = await buildTestApp({
    ...options,
    leagueNow: clock.now,
    // Live changes as main.ts has them (no feed): the response cache runs as it does in production.
    live: {},
    prepare: async (database) => {
      await loadLeague(
        database,
        {
          seed: TEST_LEAGUE.seed,
          firstSeason: TEST_LEAGUE.firstSeason,
          lastSeason: null,
          clock,
          fresh: true,
          verbose: false,
        },
        () => undefined,
      );
    },
  });
  return { ...testApp, now: clock.now() };
}

/** GET helpers of the read-API tests, against a server known only once beforeAll has run. */
export function createTestRequests(baseUrl: () => string) {
  const get = (path: string) => fetch(`${baseUrl()}${path}`);
  return {
    get,
    /** The JSON of a 200 answer (the test fails, showing the body, on any other status). */
    async getJson<T>(path: string): Promise<T> {
      const response = await get(path);
      expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
      return (await response.json()) as T;
    },
    /** Expects a 400 whose message names `parameter`. */
    async expectBadRequest(path: string, parameter: string): Promise<void> {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(`'${parameter}'`);
    },
  };
}
