import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { liveEventSchema, liveGameEventSchema, type LiveGameEvent } from '@all22/contracts';
import { withSqlTransaction, type DatabaseHandle } from '@all22/db';
import { createTestDatabase, testDatabaseTargets } from '@all22/db/testing';
import { isLive } from '@all22/domain';
import { createLeagueTimeline, type LeagueClock } from '@all22/league';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLeagueTeams } from '../live/ensure-league-teams.js';
import { createLeagueFeed } from '../live/league-feed.js';
import type { GameChange, LiveChanges } from '../changes/live-changes.js';
import { errorHandlerPlugin } from '../plugins/error-handler.js';
import { sampleGameChange } from '../testing/announce-live-change.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { liveRoutes } from './live.js';

/** One server-sent event as a client sees it; comments are counted apart. */
interface SseEvent {
  id: string | null;
  event: string | null;
  data: string;
}

/** A real HTTP client of /api/live: fetch and a stream reader with a small SSE parser. */
interface LiveClient {
  response: Response;
  events: SseEvent[];
  comments: string[];
  /** The `id:` of the latest block received (with or without data), as EventSource keeps it. */
  lastEventId(): string | null;
  /** Resolves with the first event (from `from` on) matching `match`. */
  waitFor(match: (event: SseEvent) => boolean, from?: number, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

async function openLive(baseUrl: string, lastEventId?: string): Promise<LiveClient> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/live`, {
    // As a browser asks: events must still arrive uncompressed, each as it is written.
    headers: {
      'accept-encoding': 'gzip, deflate, br',
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let latestId: string | null = null;
  let wake: () => void = () => undefined;
  const parseBlock = (block: string) => {
    let id: string | null = null;
    let event: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (id !== null) latestId = id;
    if (data.length > 0) events.push({ id, event, data: data.join('\n') });
    wake();
  };
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let text = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          text += value;
          for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
            parseBlock(text.slice(0, end));
            text = text.slice(end + 2);
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return {
    response,
    events,
    comments,
    lastEventId: () => latestId,
    waitFor: (match, from = 0, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('timed out waiting for a live event')), timeoutMs);
        const check = () => {
          const found = events.slice(from).find(match);
          if (!found) return;
          clearTimeout(timer);
          wake = () => undefined;
          resolve(found);
        };
        wake = check;
        check();
      }),
    close: () => abort.abort(),
  };
}

const publish = (database: DatabaseHandle, changes: LiveChanges, change: GameChange) =>
  withSqlTransaction(database, (executor) => changes.publish(executor, change));

const homeScoreOf = (event: SseEvent): number => liveGameEventSchema.parse(JSON.parse(event.data)).homeScore;

describe.each(testDatabaseTargets())('GET /api/live on %s', (target) => {
  let server: TestApp;
  let changes: LiveChanges;
  beforeAll(async () => {
    server = await buildTestApp({ target, live: {} });
    changes = server.app.liveChanges as LiveChanges;
  });
  afterAll(() => server?.close());

  it('streams committed changes as numbered SSE events', async () => {
    const client = await openLive(server.baseUrl);
    try {
      expect(client.response.status).toBe(200);
      expect(client.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(client.response.headers.get('cache-control')).toBe('no-cache');
      expect(client.response.headers.get('content-encoding')).toBeNull();
      await publish(server.database, changes, sampleGameChange(101));
      const event = await client.waitFor((e) => e.event === 'game');
      expect(Number(event.id)).toBeGreaterThan(0);
      expect(liveEventSchema.parse(JSON.parse(event.data))).toMatchObject({
        type: 'game',
        homeScore: 101,
        displayStatus: 'Q3 05:12',
        downAndDist: '3rd & 7',
      });
    } finally {
      client.close();
    }
  });

  it('does not send a rolled-back change', async () => {
    const client = await openLive(server.baseUrl);
    try {
      await expect(
        withSqlTransaction(server.database, async (executor) => {
          await changes.publish(executor, sampleGameChange(666));
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      await publish(server.database, changes, sampleGameChange(102));
      await client.waitFor((e) => e.event === 'game');
      expect(client.events.map(homeScoreOf)).toEqual([102]);
    } finally {
      client.close();
    }
  });

  it('replays exactly the events missed when a client reconnects with Last-Event-ID', async () => {
    const first = await openLive(server.baseUrl);
    await publish(server.database, changes, sampleGameChange(200));
    const seen = await first.waitFor((e) => homeScoreOf(e) === 200);
    first.close();
    for (const score of [201, 202, 203]) await publish(server.database, changes, sampleGameChange(score));

    const again = await openLive(server.baseUrl, seen.id ?? '');
    try {
      await again.waitFor((e) => homeScoreOf(e) === 203);
      // Then live ones, with no duplicate of the replay.
      await publish(server.database, changes, sampleGameChange(204));
      await again.waitFor((e) => homeScoreOf(e) === 204);
      expect(again.events.map(homeScoreOf)).toEqual([201, 202, 203, 204]);
      const ids = again.events.map((e) => Number(e.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(ids[0]).toBeGreaterThan(Number(seen.id));
    } finally {
      again.close();
    }
    // ?lastEventId= does the same for clients that cannot set the header.
    const byQuery = await fetch(`${server.baseUrl}/api/live?lastEventId=${seen.id ?? ''}`);
    const reader = byQuery.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('"homeScore":204')) text += (await reader.read()).value ?? '';
    await reader.cancel();
    expect([...text.matchAll(/"homeScore":(\d+)/g)].map((match) => Number(match[1]))).toEqual([
      201, 202, 203, 204,
    ]);
  });

  it('tells a client that connects fresh the latest id, so its first reconnect catches up', async () => {
    await publish(server.database, changes, sampleGameChange(300));
    const client = await openLive(server.baseUrl);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const latest = client.lastEventId();
    client.close();
    expect(client.events).toEqual([]);
    expect(Number(latest)).toBe(await changes.readLatestId());
    await publish(server.database, changes, sampleGameChange(301));
    const again = await openLive(server.baseUrl, latest ?? '');
    try {
      await again.waitFor((e) => homeScoreOf(e) === 301);
      expect(again.events.map(homeScoreOf)).toEqual([301]);
    } finally {
      again.close();
    }
  });

  it('treats a Last-Event-ID above the latest (from before a database reset) as a fresh start', async () => {
    const latest = await changes.readLatestId();
    const client = await openLive(server.baseUrl, String(latest + 1_000));
    try {
      await publish(server.database, changes, sampleGameChange(400));
      await client.waitFor((e) => homeScoreOf(e) === 400);
      expect(client.events.map(homeScoreOf)).toEqual([400]);
    } finally {
      client.close();
    }
  });

  it('answers 400 naming a bad Last-Event-ID or lastEventId', async () => {
    const header = await fetch(`${server.baseUrl}/api/live`, { headers: { 'last-event-id': 'abc' } });
    expect(header.status).toBe(400);
    expect(await header.json()).toEqual({
      message: "Invalid header 'last-event-id': must be a live event id (a whole number)",
      statusCode: 400,
    });
    const query = await fetch(`${server.baseUrl}/api/live?lastEventId=-1`);
    expect(query.status).toBe(400);
    expect(((await query.json()) as { message: string }).message).toContain("'lastEventId'");
  });

  it('closes open streams when the app closes', async () => {
    const own = await buildTestApp({ target, live: {} });
    const client = await openLive(own.baseUrl);
    expect(client.response.status).toBe(200);
    const began = performance.now();
    await own.close();
    expect(performance.now() - began).toBeLessThan(3_000);
    client.close();
  });
});

describe('GET /api/live without a feed', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(() => server?.close());

  it('answers 503 in the API error shape', async () => {
    const response = await fetch(`${server.baseUrl}/api/live`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message: 'Live updates are not available on this server',
      statusCode: 503,
    });
  });
});

describe('GET /api/live heartbeat', () => {
  it('sends a comment line while idle', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandlerPlugin);
    const idle: LiveChanges = {
      subscribe: () => () => undefined,
      onResync: () => () => undefined,
      publish: async () => undefined,
      readAfter: async () => [],
      readLatestId: async () => 0,
      close: async () => undefined,
    };
    app.decorate('liveChanges', idle);
    await app.register(liveRoutes, { heartbeatMs: 30 });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = await openLive(address);
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(client.comments.filter((comment) => comment === 'heartbeat').length).toBeGreaterThanOrEqual(2);
    } finally {
      client.close();
      await app.close();
    }
  });
});

describe.each(testDatabaseTargets().filter((target) => target === 'pglite'))(
  'GET /api/live fed by the league feed on %s',
  (target) => {
    const SEED = 'live-route-test';
    // The 2024 Hall of Fame game, the league's first: a catch-up of one game.
    const [firstGame] = createLeagueTimeline({ seed: SEED, firstSeason: 2024 })
      .advanceTo(Date.parse('2024-08-05T00:00:00Z'))
      .flatMap((update) => update.games)
      .sort((a, b) => Date.parse(a.schedule.isoTime) - Date.parse(b.schedule.isoTime));
    const kickoff = Date.parse(firstGame?.schedule.isoTime ?? '');
    let now = kickoff + 30 * 60_000;
    const clock: LeagueClock = { now: () => now, speed: 1, description: 'moved by the test' };
    let server: TestApp;

    beforeAll(async () => {
      server = await buildTestApp({
        target,
        prepare: async (database) => {
          await ensureLeagueTeams(database);
        },
        leagueNow: clock.now,
        live: {
          createFeed: (database, changes) =>
            createLeagueFeed({ database, seed: SEED, firstSeason: 2024, clock, changes }),
        },
      });
      await server.app.leagueFeed?.catchUp();
    }, 60_000);
    afterAll(() => server?.close());

    it('pushes the game change of a feed tick with its displayStatus and down and distance', async () => {
      const client = await openLive(server.baseUrl);
      try {
        now += 5 * 60_000;
        const report = await server.app.leagueFeed?.tick();
        expect(report?.playsWritten).toBeGreaterThan(0);
        const event = await client.waitFor((e) => e.event === 'game');
        const data: LiveGameEvent = liveGameEventSchema.parse(JSON.parse(event.data));
        expect(data.gameId).toBe(firstGame?.schedule.gameId);
        expect(isLive(data.phase)).toBe(true);
        expect(data.displayStatus).toMatch(/^(Q[1-4] \d\d:\d\d|HALFTIME)$/);
        if (data.down !== null) expect(data.downAndDist).toMatch(/^(1st|2nd|3rd|4th) & (\d+|Goal)$/);
        // The pushed score is the one the read API serves.
        const [row] = (
          await server.database.db.execute<{ home_score: number }>(
            sql`select home_score from games where game_id = ${data.gameId}`,
          )
        ).rows;
        expect(row?.home_score).toBe(data.homeScore);
      } finally {
        client.close();
      }
    });
  },
);

/** The server's entry point, run as another operating-system process. */
const MAIN_TS = fileURLToPath(new URL('../main.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

const findFreePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe.runIf(process.env.TEST_DATABASE_URL)('GET /api/live across two server processes', () => {
  let database: DatabaseHandle;
  let serverA: TestApp;
  let processB: ChildProcess;
  let baseUrlB: string;
  let output = '';

  beforeAll(async () => {
    // Server A: this process, with its own pool and LISTEN connection.
    database = await createTestDatabase('postgres');
    const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name ?? ''}`;
    serverA = await buildTestApp({ database, live: {} });

    // Server B: the real entry point (main.ts) in a child process on the same database. Its
    // league clock is pinned early in 2018, so its own feed writes one game and then stays quiet.
    const port = await findFreePort();
    baseUrlB = `http://127.0.0.1:${port}`;
    processB = spawn(process.execPath, ['--import', 'tsx', '--conditions', '@all22/source', MAIN_TS], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        LEAGUE_CLOCK: '2018-08-03T12:00:00Z',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    processB.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    processB.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 90_000;
    while (!/League up to date|stands by/.test(output)) {
      if (processB.exitCode !== null || Date.now() > deadline) {
        throw new Error(`server B did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);
  afterAll(async () => {
    if (processB && processB.exitCode === null) processB.kill('SIGKILL');
    await serverA?.close();
    await database?.close();
  });

  const changesA = () => serverA.app.liveChanges as LiveChanges;

  it('delivers a change committed by server A to a client of server B within a second', async () => {
    const client = await openLive(baseUrlB);
    try {
      expect(client.response.status).toBe(200);
      const latencies: number[] = [];
      for (const score of [500, 501, 502, 503, 504]) {
        const from = client.events.length;
        const began = performance.now();
        await publish(serverA.database, changesA(), sampleGameChange(score));
        await client.waitFor((e) => e.event === 'game' && homeScoreOf(e) === score, from);
        latencies.push(performance.now() - began);
      }
      const worst = Math.max(...latencies);
      console.log(
        `live latency, commit on server A (pid ${process.pid}) to SSE receipt from server B (pid ${processB.pid}): ` +
          latencies.map((ms) => `${ms.toFixed(1)} ms`).join(', '),
      );
      expect(worst).toBeLessThan(1_000);
    } finally {
      client.close();
    }
  });

  it('replays the 3 events missed while disconnected from server B, in order', async () => {
    const first = await openLive(baseUrlB);
    await publish(serverA.database, changesA(), sampleGameChange(600));
    const seen = await first.waitFor((e) => e.event === 'game' && homeScoreOf(e) === 600);
    first.close();
    for (const score of [601, 602, 603]) await publish(serverA.database, changesA(), sampleGameChange(score));
    const again = await openLive(baseUrlB, seen.id ?? '');
    try {
      await again.waitFor((e) => homeScoreOf(e) === 603);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(again.events.map(homeScoreOf)).toEqual([601, 602, 603]);
    } finally {
      again.close();
    }
  });

  it('server B stops cleanly on SIGTERM with a stream open', async () => {
    const client = await openLive(baseUrlB);
    expect(client.response.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => processB.once('exit', (code) => resolve(code)));
    const began = performance.now();
    processB.kill('SIGTERM');
    expect(await exited, output.slice(-3_000)).toBe(0);
    // Well inside main.ts's 10 s grace period, after which it exits with 1.
    expect(performance.now() - began).toBeLessThan(8_000);
    client.close();
  });
});

/** The status and headers of a GET /api/live opened from `localAddress` (another client address on loopback). */
function openLiveFrom(
  baseUrl: string,
  localAddress: string,
): Promise<{ status: number; retryAfter: string | undefined; body: Promise<string>; close(): void }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${baseUrl}/api/live`, { localAddress }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      const body = new Promise<string>((done) => {
        response.on('end', () => done(text));
        response.on('close', () => done(text));
      });
      const retryAfter = response.headers['retry-after'];
      resolve({
        status: response.statusCode ?? 0,
        retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
        body,
        close: () => outgoing.destroy(),
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('GET /api/live stream caps', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp({
      live: {},
      env: { LIVE_MAX_STREAMS: '3', LIVE_MAX_STREAMS_PER_CLIENT: '2' },
    });
  });
  afterAll(() => server?.close());

  it('refuses a client past its own cap and everyone past the total, with 503 and Retry-After, until one closes', async () => {
    const first = await openLiveFrom(server.baseUrl, '127.0.0.1');
    const second = await openLiveFrom(server.baseUrl, '127.0.0.1');
    const third = await openLiveFrom(server.baseUrl, '127.0.0.1');
    const open: { close(): void }[] = [first, second];
    try {
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(third.status).toBe(503);
      expect(third.retryAfter).toBe('30');
      expect(JSON.parse(await third.body)).toEqual({
        statusCode: 503,
        message: 'Too many live streams are open; try again shortly',
      });

      const other = await openLiveFrom(server.baseUrl, '127.0.0.2');
      open.push(other);
      expect(other.status).toBe(200);
      // Three streams are open: the total cap refuses a client that has none.
      const fourth = await openLiveFrom(server.baseUrl, '127.0.0.3');
      expect(fourth.status).toBe(503);

      first.close();
      await expect
        .poll(async () => {
          const retry = await openLiveFrom(server.baseUrl, '127.0.0.3');
          if (retry.status === 200) open.push(retry);
          return retry.status;
        })
        .toBe(200);
    } finally {
      for (const stream of open) stream.close();
    }
  });
});

describe('GET /api/live replay back-pressure', () => {
  it('reads stored events no faster than a slow client takes them, and still sends every one', async () => {
    const TOTAL = 6_000;
    const filler = 'x'.repeat(2_000);
    let reads = 0;
    const stored: LiveChanges = {
      subscribe: () => () => undefined,
      onResync: () => () => undefined,
      publish: async () => undefined,
      async readAfter(afterId, limit) {
        reads += 1;
        const count = Math.max(0, Math.min(limit, TOTAL - afterId));
        return Array.from({ length: count }, (_, index) => ({
          id: afterId + index + 1,
          change: { ...sampleGameChange(afterId + index + 1), displayStatus: filler },
        }));
      },
      readLatestId: async () => TOTAL,
      close: async () => undefined,
    };
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandlerPlugin);
    app.decorate('liveChanges', stored);
    await app.register(liveRoutes);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      // A client that asks for the whole history (12 MB) and reads nothing for a while.
      const response = await fetch(`${address}/api/live`, { headers: { 'last-event-id': '0' } });
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Socket and client buffers take a few pages; without back-pressure all 12 would be read.
      expect(reads, 'pages read while the client read nothing').toBeLessThanOrEqual(6);

      let text = '';
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      while (!text.includes(`id: ${TOTAL}\n`)) {
        const { done, value } = await reader.read();
        if (done) break;
        text += value;
      }
      await reader.cancel();
      expect(text.match(/^event: game$/gm)?.length).toBe(TOTAL);
    } finally {
      await app.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('GET /api/live when the LISTEN connection drops', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp({ target: 'postgres', live: {} });
  });
  afterAll(() => server?.close());

  it('empties the response cache, tells open streams to refetch and sends what was missed', async () => {
    const changes = server.app.liveChanges as LiveChanges;
    const teams = `${server.baseUrl}/api/teams/all`;
    await fetch(teams);
    expect((await fetch(teams)).headers.get('x-cache')).toBe('HIT');
    const client = await openLive(server.baseUrl);
    try {
      const resynced = new Promise<void>((resolve) => {
        const stop = changes.onResync(() => {
          stop();
          resolve();
        });
      });
      // The server ends the listening session, as a restart or a network cut would.
      const [terminated] = await server.database.db
        .execute<{ ended: boolean }>(
          sql`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and query ilike 'listen all22_live%'`,
        )
        .then((result) =>
          'rows' in result
            ? (result.rows as { ended: boolean }[])
            : (result as unknown as { ended: boolean }[]),
        );
      expect(terminated?.ended).toBe(true);
      // Committed while nobody listens: the notification is lost, the event is stored.
      await publish(server.database, changes, sampleGameChange(707));
      await resynced;

      const resync = await client.waitFor((event) => event.event === 'resync');
      expect(JSON.parse(resync.data)).toEqual({ type: 'resync' });
      const missed = await client.waitFor((event) => event.event === 'game');
      expect(homeScoreOf(missed)).toBe(707);
      expect((await fetch(teams)).headers.get('x-cache')).toBe('MISS');
    } finally {
      client.close();
    }
  });
});
