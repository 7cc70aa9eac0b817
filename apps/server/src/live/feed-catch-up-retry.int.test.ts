/**
 * A first catch-up that fails (here a real database error: a constraint that refuses every game
 * row) leaves the feed failing only until the cause is gone: the feed's own ticks start over with
 * growing waits, and it goes live without a restart. Meanwhile /api/health reports the feed as
 * failing in fixed words, never with the database's error text.
 */
import { games, type DatabaseHandle } from '@all22/db';
import { createTestDatabase, testDatabaseTargets } from '@all22/db/testing';
import { healthResponseSchema } from '@all22/contracts';
import { parseLeagueClock } from '@all22/league';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { portOf, startServerProcess, type ServerProcess } from '../testing/start-server-process.js';
import { ensureLeagueTeams } from './ensure-league-teams.js';
import { createLeagueFeed, type LeagueFeed } from './league-feed.js';

const CONSTRAINT = 'feed_test_refuses_every_game';
const RETRY = { initialMs: 300, maxMs: 5_000 };
// The day after the 2024 opener: the preseason and one regular-season game are written.
const clock = parseLeagueClock('2024-09-06T12:00:00Z');

async function waitUntil(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabaseTargets())('a failed first catch-up on %s', (target) => {
  let server: TestApp;
  let feed: LeagueFeed | undefined;
  afterAll(async () => {
    await server?.close();
  });

  const health = async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    const text = await response.text();
    return { status: response.status, text, body: healthResponseSchema.parse(JSON.parse(text)) };
  };

  it('is retried by the feed with backoff until it succeeds, without a restart', async () => {
    server = await buildTestApp({
      target,
      leagueNow: clock.now,
      prepare: async (database) => {
        await ensureLeagueTeams(database);
        await database.db.execute(
          sql.raw(`alter table games add constraint ${CONSTRAINT} check (game_id < 0) not valid`),
        );
      },
      live: {
        createFeed: (database, changes) =>
          (feed = createLeagueFeed({
            database,
            seed: 'retry-test',
            firstSeason: 2024,
            clock,
            changes,
            retry: RETRY,
          })),
      },
    });
    if (!feed) throw new Error('the test app made no feed');
    const theFeed = feed;

    await expect(theFeed.catchUp()).rejects.toThrow();
    const failed = theFeed.status();
    expect(failed.state).toBe('failing');
    expect(failed.lastError).toContain(CONSTRAINT);
    expect(failed.retryAt).toBeGreaterThan(Date.now());

    const during = await health();
    expect(during.status).toBe(503);
    expect(during.body.checks.feed).toMatchObject({
      status: 'failing',
      error: 'the league feed failed (details in the server log)',
    });
    expect(during.text).not.toContain(CONSTRAINT);

    // As main.ts does after a failed catch-up: the ticks take over.
    theFeed.start(50);
    // While the cause stays, each failure waits twice as long as the one before.
    const firstRetryAt = failed.retryAt ?? 0;
    await waitUntil(() => (theFeed.status().retryAt ?? 0) > firstRetryAt, 10_000, 'the first retry failed');
    expect((theFeed.status().retryAt ?? 0) - firstRetryAt).toBeGreaterThanOrEqual(2 * RETRY.initialMs);
    expect(theFeed.status().state).toBe('failing');

    // The cause goes away (an operator fixes the database); no restart follows.
    await server.database.db.execute(sql.raw(`alter table games drop constraint ${CONSTRAINT}`));
    await waitUntil(() => theFeed.status().state === 'live', 60_000, 'the feed went live');
    expect(theFeed.status()).toMatchObject({ lastError: null, retryAt: null, processedThrough: clock.now() });
    const [written] = await server.database.db.select({ n: count() }).from(games);
    expect(Number(written?.n)).toBeGreaterThan(0);

    const after = await health();
    expect(after.status).toBe(200);
    expect(after.body.checks.feed?.status).toBe('ok');
  }, 120_000);
});

// The real entry point: only PostgreSQL lets this test fix the database while the server runs.
describe.runIf(process.env.TEST_DATABASE_URL)('a server process whose first catch-up fails', () => {
  let database: DatabaseHandle;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.close();
  });

  it('keeps serving, says it will retry, and goes live once the cause is gone', async () => {
    database = await createTestDatabase('postgres');
    await ensureLeagueTeams(database);
    await database.db.execute(
      sql.raw(`alter table games add constraint ${CONSTRAINT} check (game_id < 0) not valid`),
    );
    const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name ?? ''}`;

    server = startServerProcess({ DATABASE_URL: url.toString() });
    await server.waitForOutput(/It tries again in \d+ s, then less often\./);
    const feedHealth = async () => {
      const response = await fetch(`http://127.0.0.1:${portOf(server as ServerProcess)}/api/health`);
      return healthResponseSchema.parse(await response.json()).checks.feed;
    };
    expect((await feedHealth())?.status).toBe('failing');

    await database.db.execute(sql.raw(`alter table games drop constraint ${CONSTRAINT}`));
    const deadline = Date.now() + 60_000;
    while ((await feedHealth())?.status !== 'ok') {
      if (Date.now() > deadline) throw new Error(`the feed did not recover:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const [written] = await database.db.select({ n: count() }).from(games);
    expect(Number(written?.n)).toBeGreaterThan(0);
    expect(await server.stop(), server.output().slice(-3_000)).toBe(0);
  }, 150_000);
});
