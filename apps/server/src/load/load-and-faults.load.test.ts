/**
 * `npm run test:load`: the server as a real process on loopback, under load and through faults,
 * bounded in count and time. Figures go to the console for the issue note; the assertions are
 * about correctness (no errors, every change delivered, every acknowledged write kept), not speed.
 *
 * 1. 1,000 server-sent-event clients and 200 req/s of mixed API reads for LOAD_SECONDS (60) while
 *    changes are committed: no errors, every client receives every change; p50/p99 of the reads,
 *    the server's memory before and after.
 * 2. The server killed with SIGKILL during user writes (settings, support messages) and started
 *    again on the same database, embedded and PostgreSQL: every write answered 2xx is there,
 *    none half-written.
 * 3. PostgreSQL unreachable for 10 s under load (a TCP proxy in front of it drops every connection
 *    and refuses new ones): 503s meanwhile, never a 500 or a hang; everything back afterwards with
 *    no restart, open streams told to refetch.
 *
 * Phases 2 (PostgreSQL) and 3 need a PostgreSQL server: TEST_DATABASE_URL (CI's machine has one).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, liveEvents, supportMessages, users, withSqlTransaction } from '@all22/db';
import { eq, gt, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishLiveChange } from '../changes/live-changes.js';
import { sampleGameChange } from '../testing/announce-live-change.js';
import { findFreePort } from '../testing/build-test-app.js';
import { discoverWebClient, signIn } from '../testing/oidc-test-client.js';
import { portOf, startServerProcess, type ServerProcess } from '../testing/start-server-process.js';
import { driveRequests, quantile, type DriveReport } from './request-driver.js';
import { openSseClient, type SseClient } from './sse-clients.js';
import { startTcpProxy } from './tcp-proxy.js';

const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SSE_CLIENTS = Number(process.env.LOAD_SSE_CLIENTS ?? 1_000);
const READS_PER_SECOND = Number(process.env.LOAD_READS_PER_SECOND ?? 200);
const CHANGES_PER_SECOND = 4;
const SERVER_URL = process.env.TEST_DATABASE_URL;
const DEMO = { email: 'subscriber@all22.test', password: 'all22-demo-password' };

/**
 * Settings for a load test from one address: the per-client stream cap and the per-address rate
 * limits would refuse a crowd that all comes from 127.0.0.1.
 */
const LOAD_ENV = {
  LIVE_MAX_STREAMS: '5000',
  LIVE_MAX_STREAMS_PER_CLIENT: '5000',
  SIGN_IN_RATE_LIMIT: '1000',
  WRITE_RATE_LIMIT: '0',
  HEAVY_READ_RATE_LIMIT: '0',
};

const log = (line: string) => console.log(`[load] ${line}`);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The resident memory of a process, from /proc (Linux). */
function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

/** Runs one statement on TEST_DATABASE_URL's server (creating or dropping a database). */
async function runOnServer(statement: string): Promise<void> {
  if (!SERVER_URL) throw new Error('needs TEST_DATABASE_URL');
  const admin = await createDatabase({ databaseUrl: SERVER_URL });
  try {
    await admin.db.execute(sql.raw(statement));
  } finally {
    await admin.close();
  }
}

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, dropped by the returned function. */
async function createServerDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const database = `${name}_${Date.now()}`;
  await runOnServer(`create database ${database}`);
  const url = new URL(SERVER_URL!);
  url.pathname = `/${database}`;
  return { url: url.toString(), drop: () => runOnServer(`drop database if exists ${database} with (force)`) };
}

/** Starts the server process on `port` with `env`, once it is listening and its league is loaded. */
async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const server = startServerProcess({
    ...LOAD_ENV,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
  await server.waitForOutput(/League up to date|stands by/, 180_000);
  expect(portOf(server)).toBe(port);
  return server;
}

function describeReads(report: DriveReport): string {
  return (
    `${report.sent} reads, statuses ${JSON.stringify(report.byStatus)}, failures ${JSON.stringify(report.failures)}, ` +
    `p50 ${quantile(report.latenciesMs, 0.5).toFixed(1)} ms, p99 ${quantile(report.latenciesMs, 0.99).toFixed(1)} ms`
  );
}

/** The mixed reads of the pages most visited: the shell's, the home page's, a game's. */
function readUrls(baseUrl: string): string[] {
  return [
    '/api/teams/all',
    '/api/schedules/current',
    '/api/schedules/weeks?season=2018',
    '/api/scores/live/games?season=2018&seasonType=PRE&week=0',
    '/api/schedules/games?season=2018&seasonType=PRE&week=0',
    '/api/schedules/standings?season=2018&seasonType=REG&week=1',
    '/api/players/search?term=smith',
    '/api/health',
  ].map((url) => `${baseUrl}${url}`);
}

describe.runIf(SERVER_URL)('load: server-sent events and reads', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let server: ServerProcess;
  let baseUrl: string;

  beforeAll(async () => {
    database = await createServerDatabase('all22_load');
    const port = await findFreePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = await startServer(port, { DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it(`serves ${SSE_CLIENTS} streams and ${READS_PER_SECOND} reads/s for ${LOAD_SECONDS} s, every change to every client`, async () => {
    const writer = await createDatabase({ databaseUrl: database.url });
    const clients: SseClient[] = [];
    try {
      const [latest] = await writer.db.select({ id: max(liveEvents.eventId) }).from(liveEvents);
      const startId = Number(latest?.id ?? 0);
      const memoryBefore = residentBytes(server.child.pid!);
      for (let opened = 0; opened < SSE_CLIENTS; opened += 50) {
        clients.push(
          ...(await Promise.all(
            Array.from({ length: Math.min(50, SSE_CLIENTS - opened) }, () => openSseClient(baseUrl)),
          )),
        );
      }
      const memoryWithClients = residentBytes(server.child.pid!);

      // Changes committed as the feed commits them (another process, through the database).
      let published = 0;
      const publishing = (async () => {
        const end = performance.now() + LOAD_SECONDS * 1000;
        while (performance.now() < end) {
          await withSqlTransaction(writer, (executor) =>
            publishLiveChange(executor, sampleGameChange(published)),
          );
          published += 1;
          await new Promise((resolve) => setTimeout(resolve, 1000 / CHANGES_PER_SECOND));
        }
      })();
      const reads = await driveRequests(readUrls(baseUrl), {
        perSecond: READS_PER_SECOND,
        seconds: LOAD_SECONDS,
      });
      await publishing;
      const memoryPeak = residentBytes(server.child.pid!);

      const expected = (
        await writer.db
          .select({ id: liveEvents.eventId })
          .from(liveEvents)
          .where(gt(liveEvents.eventId, startId))
      )
        .map((row) => Number(row.id))
        .sort((a, b) => a - b);
      // The last events may still be on their way: wait until every client has them (or 15 s).
      const deadline = Date.now() + 15_000;
      while (
        Date.now() < deadline &&
        clients.some((client) => client.ids.filter((id) => id > startId).length < expected.length)
      ) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      for (const client of clients) client.close();
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const memoryAfter = residentBytes(server.child.pid!);

      log(`phase 1: ${SSE_CLIENTS} streams, ${published} changes, ${describeReads(reads)}`);
      log(
        `phase 1: server memory ${megabytes(memoryBefore)} before, ${megabytes(memoryWithClients)} with the streams open, ` +
          `${megabytes(memoryPeak)} at the end of the load, ${megabytes(memoryAfter)} 5 s after the streams closed`,
      );
      expect(expected.length).toBe(published);
      expect(reads.failures).toEqual({});
      expect(Object.keys(reads.byStatus)).toEqual(['200']);
      const incomplete = clients.filter(
        (client) =>
          client.error !== null || client.ids.filter((id) => id > startId).join() !== expected.join(),
      );
      expect(incomplete.length, 'clients that missed a change or lost their stream').toBe(0);
      expect(memoryAfter, 'memory once the streams are gone').toBeLessThan(memoryBefore + 256 * 1024 * 1024);
    } finally {
      for (const client of clients) client.close();
      await writer.close();
    }
  });
});

const KILL_TARGETS = SERVER_URL ? (['embedded', 'postgres'] as const) : (['embedded'] as const);

describe.each(KILL_TARGETS)('faults: SIGKILL during user writes (%s database)', (target) => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createServerDatabase>> | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'all22-load-'));
    database = target === 'postgres' ? await createServerDatabase('all22_kill') : undefined;
    env = database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir };
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it('keeps every write answered 2xx, whole, across a SIGKILL and a restart', async () => {
    const port = await findFreePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    let server = await startServer(port, env);
    const { tokens } = await signIn(await discoverWebClient(baseUrl), DEMO);
    const { teams: teamList } = (await (await fetch(`${baseUrl}/api/teams/all`)).json()) as {
      teams: { teamId: string }[];
    };
    const teams = teamList.map((team) => team.teamId);
    const settingsOf = (index: number) => ({
      favoriteTeams: [teams[index % teams.length]!],
      pointsPerReception: [0, 0.5, 1][index % 3]!,
      showOddsInfo: index % 2 === 0,
    });

    let isKilled = false;
    /** One writer of settings, in order: the index of each write answered 2xx. */
    const settingsAcknowledged: number[] = [];
    let settingsAttempted = -1;
    const writeSettings = async () => {
      for (let index = 0; !isKilled; index += 1) {
        const { favoriteTeams, pointsPerReception, showOddsInfo } = settingsOf(index);
        settingsAttempted = index;
        const response = await fetch(`${baseUrl}/api/account`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            data: { display: { pointsPerReception, showOddsInfo }, league: { favoriteTeams } },
          }),
        }).catch(() => null);
        if (response?.ok) settingsAcknowledged.push(index);
      }
    };
    /** Eight writers of support messages: the text of each answered 2xx. */
    const messagesAcknowledged: string[] = [];
    const writeMessages = async (writer: number) => {
      for (let index = 0; !isKilled; index += 1) {
        const message = `Load test message ${writer}-${index}: ${'the film room froze on a replay. '.repeat(8)}`;
        const response = await fetch(`${baseUrl}/api/support/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Writer ${writer}`,
            email: `writer${writer}@example.com`,
            subject: 'Film room',
            message,
          }),
        }).catch(() => null);
        if (response?.ok) messagesAcknowledged.push(message.trim());
      }
    };
    const writers = Promise.all([
      writeSettings(),
      ...Array.from({ length: 8 }, (_, writer) => writeMessages(writer)),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // The one settings write that may be in flight: later attempts fail, as nothing listens.
    const attemptedAtKill = settingsAttempted;
    server.child.kill('SIGKILL');
    await server.exited;
    isKilled = true;
    await writers;
    log(
      `phase 2 (${target}): killed after ${settingsAcknowledged.length} settings writes and ` +
        `${messagesAcknowledged.length} support messages answered 2xx`,
    );
    expect(settingsAcknowledged.length).toBeGreaterThan(0);
    expect(messagesAcknowledged.length).toBeGreaterThan(0);

    // Started again on the same database: it must come up, then its data is read directly.
    server = await startServer(port, env);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    await server.stop();
    const reader = await createDatabase(database ? { databaseUrl: database.url } : { dataDir });
    try {
      const stored = await reader.db.select({ message: supportMessages.message }).from(supportMessages);
      const storedMessages = new Set(stored.map((row) => row.message));
      expect(messagesAcknowledged.filter((message) => !storedMessages.has(message))).toEqual([]);
      // Nothing half-written: every stored message is one that was sent, whole.
      expect(
        stored.every((row) =>
          /^Load test message \d+-\d+: (the film room froze on a replay\. ){7}the film room froze on a replay\.$/.test(
            row.message,
          ),
        ),
      ).toBe(true);

      const [account] = await reader.db
        .select({ display: users.displaySettings, favoriteTeams: users.favoriteTeams })
        .from(users)
        .where(eq(users.email, DEMO.email))
        .limit(1);
      const lastAcknowledged = settingsAcknowledged.at(-1)!;
      // The stored settings are one whole write: the last acknowledged, or the one in flight.
      const matches = [lastAcknowledged, attemptedAtKill].filter((index) => {
        const expected = settingsOf(index);
        return (
          account?.favoriteTeams.join() === expected.favoriteTeams.join() &&
          account.display.pointsPerReception === expected.pointsPerReception &&
          account.display.showOddsInfo === expected.showOddsInfo
        );
      });
      expect(
        matches.length,
        `stored ${JSON.stringify(account)}; last acknowledged ${lastAcknowledged}`,
      ).toBeGreaterThan(0);
    } finally {
      await reader.close();
    }
  });
});

describe.runIf(SERVER_URL)('faults: PostgreSQL unreachable for 10 s under load', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;

  beforeAll(async () => {
    database = await createServerDatabase('all22_outage');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('answers 503 meanwhile, never 500, and recovers with no restart', async () => {
    const target = new URL(database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(database.url);
    throughProxy.port = String(proxy.port);
    const port = await findFreePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = await startServer(port, {
      DATABASE_URL: throughProxy.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      HEALTH_CHECK_TIMEOUT_MS: '1000',
    });
    const clients = await Promise.all(Array.from({ length: 100 }, () => openSseClient(baseUrl)));
    const writer = await createDatabase({ databaseUrl: database.url });
    try {
      // Fresh answers only (no-cache), so the database is asked every time; /api/health is
      // checked apart (it reports the feed failing until the feed's own retry succeeds).
      const urls = readUrls(baseUrl).filter((url) => !url.endsWith('/api/health'));
      const load = { perSecond: 50, headers: { 'cache-control': 'no-cache' } };
      const before = await driveRequests(urls, { ...load, seconds: 3 });
      proxy.cut();
      const during = await driveRequests(urls, { ...load, seconds: 10 });
      proxy.resume();
      // The pool and the listener reconnect on their own; give them a moment, then load again.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const after = await driveRequests(urls, { ...load, seconds: 5 });
      log(`phase 3: before ${describeReads(before)}`);
      log(`phase 3: database unreachable ${describeReads(during)}`);
      log(`phase 3: after ${describeReads(after)}`);

      expect(Object.keys(before.byStatus)).toEqual(['200']);
      expect(during.failures, 'requests left without an answer').toEqual({});
      expect(Object.keys(during.byStatus).filter((status) => status !== '200' && status !== '503')).toEqual(
        [],
      );
      expect(during.byStatus['503'] ?? 0).toBeGreaterThan(0);
      expect(after.failures).toEqual({});
      expect(Object.keys(after.byStatus)).toEqual(['200']);

      await expect
        .poll(async () => (await fetch(`${baseUrl}/api/health`)).status, { timeout: 60_000, interval: 1_000 })
        .toBe(200);
      // Open streams were told to refetch, and hear changes again.
      await expect.poll(() => clients.every((client) => client.resyncs > 0), { timeout: 10_000 }).toBe(true);
      const heardBefore = clients.map((client) => client.ids.length);
      await withSqlTransaction(writer, (executor) => publishLiveChange(executor, sampleGameChange(99)));
      await expect
        .poll(
          () =>
            clients.every(
              (client, index) => client.ids.length > heardBefore[index]! && client.error === null,
            ),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
    } finally {
      for (const client of clients) client.close();
      await writer.close();
      await server.stop();
      await proxy.close();
    }
  });
});
