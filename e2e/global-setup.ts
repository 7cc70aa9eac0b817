import type { TestProject } from 'vitest/node';
import { startServer } from './start-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Starts the built app exactly as `npm start` runs it (start-server.ts: compiled server, built SPA,
 * embedded database in a fresh folder, a league pinned early in 2018) and hands its URL to the
 * tests. Journeys that need other flags start their own servers with startServer.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
