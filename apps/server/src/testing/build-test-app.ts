import { createServer } from 'node:net';
import type { DatabaseHandle } from '@all22/db';
import { createTestDatabase } from '@all22/db/testing';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig } from '../config/load-config.js';
import type { LeagueFeed } from '../live/league-feed.js';
import { createLiveChanges, type LiveChanges } from '../changes/live-changes.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** http://127.0.0.1:<port> of the listening server. */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Boots the real server on a fresh migrated database (PGlite in memory, or a throw-away database
 * on TEST_DATABASE_URL for the 'postgres' target) and listens on a free port, so tests speak
 * real HTTP. `configure` may register extra routes before the server starts. PUBLIC_URL (and so
 * the OIDC issuer and the token audience) is the server's real address, picked before it starts.
 */
export async function buildTestApp(
  options: {
    target?: 'pglite' | 'postgres';
    env?: Record<string, string>;
    configure?: (app: FastifyInstance) => void | Promise<void>;
    /** Fills the migrated database before the app is built (e.g. loads a league). */
    prepare?: (database: DatabaseHandle) => Promise<void>;
    /** The league clock's "now" (the wall clock by default). */
    leagueNow?: () => number;
    /** Logger options (silent by default; see capture-logs.ts to read what is logged). */
    logger?: FastifyServerOptions['logger'];
    /**
     * Serve this migrated database instead of a fresh one (e.g. a second app on one PostgreSQL
     * database, as a second server process); the app leaves it open when it closes.
     */
    database?: DatabaseHandle;
    /**
     * Give the app live changes (its own LISTEN) as main.ts does, and a league feed made by
     * `createFeed` if given; the app stops both when it closes. Neither by default.
     */
    live?: { createFeed?: (database: DatabaseHandle, changes: LiveChanges) => LeagueFeed };
    /** The chat service's assistant and timers. */
    chat?: BuildAppOptions['chat'];
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase(options.target));
  await options.prepare?.(database);
  const changes = options.live
    ? await createLiveChanges(database, (error) => console.error('live changes:', error))
    : null;
  const feed = changes ? (options.live?.createFeed?.(database, changes) ?? null) : null;
  const port = await findFreePort();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    closeDatabaseOnExit: !options.database,
    ...(options.leagueNow ? { leagueNow: options.leagueNow } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(changes ? { changes, feed } : {}),
    ...(options.chat ? { chat: options.chat } : {}),
  });
  await options.configure?.(app);
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('test server has no TCP address');
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: () => app.close(),
  };
}

/** A port nothing listens on right now (the OS picks it), so the URL is known before the app is built. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
