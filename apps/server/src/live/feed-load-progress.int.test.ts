/**
 * A first catch-up on a fresh database reports its progress as it goes: status() and /api/health
 * say how many of the league's weeks are done, the percent rising from 0 to 100, while the feed
 * loads; once it is live there is no progress. The server process prints the same on its
 * terminal (JSON log lines, as its output is no TTY).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { healthResponseSchema, type HealthResponse } from '@all22/contracts';
import { testDatabaseTargets } from '@all22/db/testing';
import {
  countLeagueWeeksStarting,
  getLeagueWeekStart,
  getSeasonCalendar,
  parseLeagueClock,
} from '@all22/league';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { startServerProcess, type ServerProcess } from '../testing/start-server-process.js';
import { ensureLeagueTeams } from './ensure-league-teams.js';
import type { LoadProgress } from './feed-load-progress.js';
import { createDatabaseFeedStore } from './feed-store.js';
import { createFeedWriter } from './feed-writer.js';
import { createLeagueFeed, type FeedStatus, type LeagueFeed } from './league-feed.js';

const FIRST_SEASON = 2024;
// The Tuesday after the third preseason week began: the preseason so far, a few short weeks.
const clock = parseLeagueClock('2024-08-20T12:00:00Z');
const [firstWeek] = getSeasonCalendar(FIRST_SEASON).weeks;
const TOTAL = firstWeek ? countLeagueWeeksStarting(getLeagueWeekStart(firstWeek), clock.now()) : 0;

type FeedCheck = NonNullable<HealthResponse['checks']['feed']>;

describe.each(testDatabaseTargets())('the league load on %s', (target) => {
  let server: TestApp | undefined;
  afterAll(() => server?.close());

  it('reports its progress in status() and /api/health, from 0 to 100%, until it is live', async () => {
    let feed: LeagueFeed | undefined;
    const seen: { hook: LoadProgress; status: FeedStatus }[] = [];
    const healthDuringLoad: (FeedCheck | undefined)[] = [];
    const readFeedHealth = async () => {
      const response = await fetch(`${server?.baseUrl}/api/health`);
      return healthResponseSchema.parse(await response.json()).checks.feed;
    };
    server = await buildTestApp({
      target,
      leagueNow: clock.now,
      prepare: async (database) => {
        await ensureLeagueTeams(database);
      },
      live: {
        createFeed: (database, changes) =>
          (feed = createLeagueFeed({
            database,
            seed: 'progress-test',
            firstSeason: FIRST_SEASON,
            clock,
            changes,
            onLoadProgress: (progress) =>
              seen.push({ hook: progress, status: (feed as LeagueFeed).status() }),
            // The real writer on the real database, which asks /api/health before each week's
            // transaction: the answer is made while the load waits, between two weeks.
            createWriter: ({ database: handle, ...options }) => {
              const store = createDatabaseFeedStore(handle);
              return createFeedWriter({
                ...options,
                store: {
                  ...store,
                  async transaction(work, transactionOptions) {
                    healthDuringLoad.push(await readFeedHealth());
                    return store.transaction(work, transactionOptions);
                  },
                },
              });
            },
          })),
      },
    });
    if (!feed) throw new Error('the test app made no feed');
    expect(feed.status()).toMatchObject({ state: 'idle', progress: null });
    expect(TOTAL).toBeGreaterThanOrEqual(3);

    const report = await feed.catchUp();
    expect(report.weeksWritten).toBe(TOTAL);

    // One report as the load begins, then one a week, each the feed's own status at the time.
    expect(seen).toHaveLength(TOTAL + 1);
    for (const { hook, status } of seen) {
      expect(status.state).toBe('loading');
      expect(status.progress).toEqual(hook);
      expect(hook).toMatchObject({ total: TOTAL, unit: 'weeks' });
    }
    const percents = seen.map(({ hook }) => hook.percent);
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(seen.map(({ hook }) => hook.done)).toEqual(Array.from({ length: TOTAL + 1 }, (_, done) => done));
    expect(seen[1]?.hook.week).toBe('2024 PRE HOF');
    expect(seen[0]?.hook.etaSeconds).toBeNull();
    expect(seen.at(-1)?.hook.etaSeconds).toBe(0);

    // Before week k's transaction, k weeks of TOTAL are done.
    expect(healthDuringLoad).toHaveLength(TOTAL);
    healthDuringLoad.forEach((check, done) => {
      expect(check?.status).toBe('loading');
      expect(check?.progress).toMatchObject({
        done,
        total: TOTAL,
        unit: 'weeks',
        percent: Math.floor((done / TOTAL) * 100),
      });
    });
    expect(healthDuringLoad[0]?.progress).toMatchObject({ percent: 0, etaSeconds: null, week: null });
    expect(healthDuringLoad.at(-1)?.progress?.percent).toBeGreaterThan(50);

    // Live: no progress, in status() and in the health check.
    expect(feed.status()).toMatchObject({ state: 'live', progress: null });
    const after = await readFeedHealth();
    expect(after?.status).toBe('ok');
    expect(after).not.toHaveProperty('progress');
  }, 120_000);
});

describe('the server process', () => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('logs the load progress with its percent and ETA when its output is no terminal', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'all22-progress-'));
    // The start-up clock (early August 2018): the first week, one game.
    server = startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    await server.waitForOutput(/League up to date in/);
    // pino writes asynchronously and the banner synchronously: the last progress line may follow it.
    await server.waitForOutput(/"percent":100,.*"msg":"loading the league"/, 10_000);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"loading the league"'))
      .map((line) => JSON.parse(line) as { level: number; percent: number; etaSeconds: number | null });
    expect(lines.map((line) => line.percent)).toEqual([0, 100]);
    expect(lines[0]).toMatchObject({ level: 30, etaSeconds: null });
    expect(lines[1]).toMatchObject({ level: 30, etaSeconds: 0 });
    expect(await server.stop(), server.output().slice(-3_000)).toBe(0);
  }, 120_000);
});
