/**
 * A test server over a real simulated league (test-league.ts: 2024 up to a Sunday afternoon of REG
 * week 6), copied into a database of its own (test-league-copies.ts). It hears live changes, as
 * main.ts's server does, so its response cache is on.
 */
import { defaultTestDatabaseTarget } from '@all22/db/testing';
import { parseLeagueClock } from '@all22/league';
import { expect } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { TEST_LEAGUE } from './test-league.js';
import { createTestLeagueDatabase } from './test-league-copies.js';

export interface LeagueTestApp extends TestApp {
  /** The league clock's instant, in ms. */
  now: number;
}

export async function buildLeagueTestApp(
  options: { target?: 'pglite' | 'postgres'; env?: Record<string, string> } = {},
): Promise<LeagueTestApp> {
  const clock = parseLeagueClock(TEST_LEAGUE.clock);
  const target = options.target ?? defaultTestDatabaseTarget();
  const database = await createTestLeagueDatabase(target);
  try {
    const testApp = await buildTestApp({
      ...options,
      database,
      leagueNow: clock.now,
      // Live changes as main.ts has them (no feed): the response cache runs as it does in production.
      live: {},
    });
    return {
      ...testApp,
      now: clock.now(),
      close: async () => {
        try {
          await testApp.close();
        } finally {
          await database.close();
        }
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
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
