import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PINNED_LEAGUE_CLOCK } from './journey-helpers.js';
import { LEAGUE_COPIES_DIR_VARIABLE, makeBaseLeague } from './league-copies.js';
import { makeLeague, startServer, waitForLeagueFeed, withDefaults } from './start-server.js';

/** The catch-up from an empty database to 2018 week 1 takes seconds; a busy CI machine gets room. */
const FEED_READY_TIMEOUT_MS = 180_000;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Starts the built app exactly as `npm start` runs it (start-server.ts: compiled server, built SPA,
 * embedded database in a fresh folder) and hands its URL to the tests. Its league is pinned at
 * 2018 week 1, Sunday 2:30 pm ET, so the score strip holds live, pregame and final games and never
 * moves. The tests start once its feed has caught up to that moment, so every figure they compare
 * with the API stays put. Journeys that need other flags start their own servers with startServer.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The run's league copies (league-copies.ts); the test workers, started later, inherit the variable.
  const copiesDir = await mkdtemp(path.join(tmpdir(), 'all22-e2e-leagues-'));
  process.env[LEAGUE_COPIES_DIR_VARIABLE] = copiesDir;
  const removeCopies = () => rm(copiesDir, { recursive: true, force: true });
  try {
    const env = { LEAGUE_CLOCK: PINNED_LEAGUE_CLOCK };
    await makeBaseLeague(copiesDir, withDefaults(env), makeLeague);
    const server = await startServer({ env });
    await waitForLeagueFeed(server.baseUrl, FEED_READY_TIMEOUT_MS);
    project.provide('baseUrl', server.baseUrl);
    return () => server.stop().finally(removeCopies);
  } catch (error) {
    await removeCopies();
    throw error;
  }
}
