import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createConnection, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { testDatabaseTargets } from '@all22/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { captureLogs } from '../testing/capture-logs.js';
import { mintAccessToken } from '../testing/oidc-test-client.js';

/** The machine's and CI's Redis (docs/operations.md, "Rate limits"). */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something accepts TCP connections at the URL's host and port within a second. */
function canReach(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const finish = (isReachable: boolean) => {
      socket.destroy();
      resolve(isReachable);
    };
    socket.setTimeout(1_000, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

const isRedisReachable = await canReach(REDIS_URL);
if (!isRedisReachable) {
  console.warn(`rate-limits: no Redis at ${REDIS_URL}, so the shared-budget tests are skipped`);
}

/** Debian's redis-server, to start a Redis of the test's own that it can stop. */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

async function findFreePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A throw-away Redis on `port` (nothing kept on disk); resolves once it accepts connections. */
async function startRedisServer(port: number): Promise<{ stop(): Promise<void> }> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let tries = 0; tries < 50 && !(await canReach(`redis://127.0.0.1:${port}`)); tries += 1)
    await sleep(100);
  return {
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}

const SUBSCRIBER_PLANS = [{ id: 'all22-monthly', status: 'ACTIVE' }];
const pageView = { type: 'page_view', name: 'home', path: '/' };
const supportMessage = {
  name: 'Sam Baker',
  email: 'sam@example.com',
  subject: 'Film room',
  message: 'The endzone angle stops after two seconds.',
};

function subscriberToken(server: TestApp): Promise<string> {
  return mintAccessToken(server.app, server.baseUrl, { sub: 'limits-subscriber', plans: SUBSCRIBER_PLANS });
}

function postEvent(server: TestApp, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.baseUrl}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ events: [pageView] }),
  });
}

/** `count` calls one after another; their statuses. */
async function statusesOf(count: number, call: () => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += 1) {
    const response = await call();
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

async function expectLimited(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(await response.json()).toEqual({
    message: expect.stringMatching(/^Too many requests: try again in \d+ seconds?$/),
    statusCode: 429,
  });
}

describe.each(testDatabaseTargets())('rate limits on %s', (target) => {
  let server: TestApp;
  let subscriber: string;
  beforeAll(async () => {
    server = await buildTestApp({ target, env: { WRITE_RATE_LIMIT: '2', HEAVY_READ_RATE_LIMIT: '3' } });
    subscriber = await subscriberToken(server);
  });
  afterAll(() => server?.close());

  it('answers the public writes 429 with Retry-After and { message, statusCode } past WRITE_RATE_LIMIT', async () => {
    expect(await statusesOf(2, () => postEvent(server))).toEqual([202, 202]);
    await expectLimited(await postEvent(server));

    const postSupport = () =>
      fetch(`${server.baseUrl}/api/support/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(supportMessage),
      });
    // Each route has its own budget: the events above spent none of this one.
    expect(await statusesOf(2, postSupport)).toEqual([201, 201]);
    await expectLimited(await postSupport());
  });

  it.each([
    '/api/plays?pageSize=1',
    '/api/plays/2024090800-99999',
    '/api/plays/2024090800-99999/tracking',
    '/api/stats/leaders/passing/season?season=2024',
  ])('limits a subscriber to HEAVY_READ_RATE_LIMIT calls of %s a minute', async (path) => {
    const get = () =>
      fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${subscriber}` } });
    const statuses = await statusesOf(3, get);
    expect(statuses.every((status) => status === 200 || status === 404)).toBe(true);
    await expectLimited(await get());
  });

  it('leaves the other calls unlimited', async () => {
    const statuses = await statusesOf(6, () => fetch(`${server.baseUrl}/api/teams/all`));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });
});

describe("a route's HEAD requests", () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp({ env: { HEAVY_READ_RATE_LIMIT: '3' } });
  });
  afterAll(() => server?.close());

  it('count with its GET requests', async () => {
    const path = `${server.baseUrl}/api/stats/leaders/rushing/season?season=2024`;
    const headers = { authorization: `Bearer ${await subscriberToken(server)}` };
    expect(await statusesOf(2, () => fetch(path, { headers }))).toEqual([200, 200]);
    expect((await fetch(path, { method: 'HEAD', headers })).status).toBe(200);
    expect((await fetch(path, { method: 'HEAD', headers })).status).toBe(429);
  });
});

describe('rate limits behind a proxy (TRUST_PROXY)', () => {
  let server: TestApp | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('TRUST_PROXY=1 gives each X-Forwarded-For client its own budget', async () => {
    server = await buildTestApp({ env: { WRITE_RATE_LIMIT: '2', TRUST_PROXY: '1' } });
    const fromA = () => postEvent(server!, { 'x-forwarded-for': '203.0.113.7' });
    const fromB = () => postEvent(server!, { 'x-forwarded-for': '198.51.100.23' });
    expect(await statusesOf(3, fromA)).toEqual([202, 202, 429]);
    expect(await statusesOf(3, fromB)).toEqual([202, 202, 429]);
  });

  it("TRUST_PROXY as the proxy's address range trusts the X-Forwarded-For it sends", async () => {
    server = await buildTestApp({ env: { WRITE_RATE_LIMIT: '1', TRUST_PROXY: '127.0.0.0/8' } });
    expect(await statusesOf(2, () => postEvent(server!, { 'x-forwarded-for': '203.0.113.7' }))).toEqual([
      202, 429,
    ]);
    expect((await postEvent(server, { 'x-forwarded-for': '198.51.100.23' })).status).toBe(202);
  });

  it('without TRUST_PROXY ignores X-Forwarded-For: one budget for the connecting address', async () => {
    server = await buildTestApp({ env: { WRITE_RATE_LIMIT: '2' } });
    expect((await postEvent(server, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(202);
    expect((await postEvent(server, { 'x-forwarded-for': '198.51.100.23' })).status).toBe(202);
    await expectLimited(await postEvent(server, { 'x-forwarded-for': '192.0.2.99' }));
  });
});

describe('rate limits across processes', () => {
  const servers: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('without REDIS_URL each process counts alone', async () => {
    const env = { WRITE_RATE_LIMIT: '2' };
    servers.push(await buildTestApp({ env }), await buildTestApp({ env }));
    const [first, second] = servers as [TestApp, TestApp];
    expect(await statusesOf(3, () => postEvent(first))).toEqual([202, 202, 429]);
    expect(await statusesOf(3, () => postEvent(second))).toEqual([202, 202, 429]);
  });

  it.skipIf(!isRedisReachable)('with REDIS_URL two processes share one budget', async () => {
    // A prefix of this run's own, so runs (and CI beside a developer) never share counters.
    const env = {
      WRITE_RATE_LIMIT: '3',
      HEAVY_READ_RATE_LIMIT: '2',
      REDIS_URL,
      REDIS_KEY_PREFIX: `all22-test:${randomUUID()}:`,
    };
    servers.push(await buildTestApp({ env }), await buildTestApp({ env }));
    const [first, second] = servers as [TestApp, TestApp];
    expect(await statusesOf(2, () => postEvent(first))).toEqual([202, 202]);
    expect((await postEvent(second)).status).toBe(202);
    await expectLimited(await postEvent(second));
    await expectLimited(await postEvent(first));

    const leaders = (server: TestApp, token: string) =>
      fetch(`${server.baseUrl}/api/stats/leaders/passing/season?season=2024`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const [firstToken, secondToken] = await Promise.all([subscriberToken(first), subscriberToken(second)]);
    expect((await leaders(first, firstToken)).status).toBe(200);
    expect((await leaders(second, secondToken)).status).toBe(200);
    await expectLimited(await leaders(first, firstToken));
  });

  it.skipIf(!isRedisReachable)(
    'with REDIS_URL keeps the identity pages’ sign-in limit shared too',
    async () => {
      const env = {
        SIGN_IN_RATE_LIMIT: '1',
        REDIS_URL,
        REDIS_KEY_PREFIX: `all22-test:${randomUUID()}:`,
      };
      servers.push(await buildTestApp({ env }), await buildTestApp({ env }));
      const [first, second] = servers as [TestApp, TestApp];
      const requestReset = (server: TestApp) =>
        fetch(`${server.baseUrl}/identity/forgot-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: 'nobody@example.test' }),
          redirect: 'manual',
        });
      expect((await requestReset(first)).status).not.toBe(429);
      expect((await requestReset(second)).status).toBe(429);
    },
  );

  it('with REDIS_URL unreachable lets requests through and logs a warning (fail open)', async () => {
    const logs = captureLogs('warn');
    // Port 9 (discard) on loopback: nothing listens there.
    const env = { WRITE_RATE_LIMIT: '1', REDIS_URL: 'redis://127.0.0.1:9' };
    servers.push(await buildTestApp({ env, logger: logs.logger }));
    const [server] = servers as [TestApp];
    expect(await statusesOf(3, () => postEvent(server))).toEqual([202, 202, 202]);
    expect(logs.text()).toContain('requests are not limited until it is back (fail open)');
  });

  it.skipIf(!hasRedisServer)('fails open while Redis is down and limits again once it is back', async () => {
    const port = await findFreePort();
    let redis = await startRedisServer(port);
    const logs = captureLogs('info');
    try {
      const env = { WRITE_RATE_LIMIT: '2', REDIS_URL: `redis://127.0.0.1:${port}` };
      servers.push(await buildTestApp({ env, logger: logs.logger }));
      const [server] = servers as [TestApp];
      expect(await statusesOf(3, () => postEvent(server))).toEqual([202, 202, 429]);

      await redis.stop();
      expect(await statusesOf(3, () => postEvent(server))).toEqual([202, 202, 202]);
      expect(logs.text()).toContain('requests are not limited until it is back (fail open)');

      redis = await startRedisServer(port);
      // The client reconnects on its own (after a short back-off): a fresh, empty budget then.
      await expect.poll(() => logs.text(), { timeout: 10_000 }).toContain('the Redis store answers again');
      expect(await statusesOf(3, () => postEvent(server))).toEqual([202, 202, 429]);
    } finally {
      await redis.stop();
    }
  });
});
