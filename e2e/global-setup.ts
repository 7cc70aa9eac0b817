import type { TestProject } from 'vitest/node';
import { PINNED_LEAGUE_CLOCK } from './journey-helpers.js';
import { startServer } from './start-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Starts the built app exactly as `npm start` runs it (start-server.ts: compiled server, built SPA,
 * embedded database in a fresh folder) and hands its URL to the tests. Its league is pinned at
 * 2018 week 1, Sunday 2:30 pm ET, so the score strip holds live, pregame and final games and never
 * moves. Journeys that need other flags start their own servers with startServer.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer({ env: { LEAGUE_CLOCK: PINNED_LEAGUE_CLOCK } });
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
