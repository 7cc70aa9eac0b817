/**
 * /api/health answers in bounded time and in fixed words: a database that hangs (a real TCP
 * server that accepts and never speaks PostgreSQL) counts as failing once the check's deadline
 * passes, and a database's error text goes to the log, never to the public body. The HTTP
 * timeouts reach Node's server.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { createDatabase, type DatabaseHandle } from '@all22/db';
import { healthResponseSchema } from '@all22/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { captureLogs } from '../testing/capture-logs.js';

const CHECK_TIMEOUT_MS = 300;
const SECRET = 'password authentication failed for user "all22_owner" at 10.0.4.17';

/** A loopback TCP server playing a PostgreSQL server: `answer` sees each connection. */
async function startFakePostgres(
  answer: (socket: Socket) => void,
): Promise<{ url: string; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    answer(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `postgres://all22@127.0.0.1:${port}/all22`,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A PostgreSQL ErrorResponse message ('E'), as a server sends one to refuse a connection. */
function errorResponse(message: string): Buffer {
  const field = (code: string, value: string) => Buffer.from(`${code}${value}\0`);
  const fields = Buffer.concat([
    field('S', 'FATAL'),
    field('C', '28P01'),
    field('M', message),
    Buffer.from([0]),
  ]);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

describe('GET /api/health with a failing database', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** The app on a database handle for the fake server (the embedded provider needs a real one). */
  async function serveOn(url: string) {
    const logs = captureLogs();
    const database: DatabaseHandle = await createDatabase({ databaseUrl: url, connectTimeoutMs: 10_000 });
    cleanups.push(() => database.close());
    const server: TestApp = await buildTestApp({
      database,
      env: { IDENTITY_ENABLED: 'false', HEALTH_CHECK_TIMEOUT_MS: String(CHECK_TIMEOUT_MS) },
      logger: logs.logger,
    });
    cleanups.push(() => server.close());
    return { server, logs };
  }

  async function getHealth(baseUrl: string) {
    const began = performance.now();
    const response = await fetch(`${baseUrl}/api/health`);
    const text = await response.text();
    return {
      status: response.status,
      text,
      body: healthResponseSchema.parse(JSON.parse(text)),
      ms: performance.now() - began,
    };
  }

  it('answers within its deadline when the database accepts and never answers', async () => {
    const fake = await startFakePostgres(() => undefined);
    const { server, logs } = await serveOn(fake.url);
    // Registered last, so it runs first: closing its sockets ends the hung connects, so the pool
    // closes at once rather than after the connect timeout.
    cleanups.push(() => fake.stop());

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const health = await getHealth(server.baseUrl);
      expect(health.status).toBe(503);
      expect(health.body.status).toBe('failing');
      expect(health.body.checks.database).toEqual({
        status: 'failing',
        kind: 'postgres',
        error: 'database did not answer in time',
      });
      expect(health.ms).toBeGreaterThanOrEqual(CHECK_TIMEOUT_MS - 20);
      expect(health.ms).toBeLessThan(CHECK_TIMEOUT_MS + 1_500);
    }
    expect(logs.text()).toContain('health: database check timed out');
  });

  it("keeps the database's error text out of the body and in the log", async () => {
    const fake = await startFakePostgres((socket) =>
      socket.once('data', () => socket.end(errorResponse(SECRET))),
    );
    const { server, logs } = await serveOn(fake.url);
    cleanups.push(() => fake.stop());

    const health = await getHealth(server.baseUrl);
    expect(health.status).toBe(503);
    expect(health.body.checks.database).toEqual({
      status: 'failing',
      kind: 'postgres',
      error: 'database unreachable',
    });
    expect(health.text).not.toContain('all22_owner');
    expect(health.text).not.toContain('10.0.4.17');
    expect(health.text).not.toContain('28P01');
    expect(logs.text()).toContain(SECRET.replaceAll('"', '\\"'));
  });
});

describe('HTTP timeouts', () => {
  it('reach the Node server with their defaults', async () => {
    const server = await buildTestApp();
    try {
      expect(server.app.server.requestTimeout).toBe(30_000);
      expect(server.app.server.timeout).toBe(120_000);
    } finally {
      await server.close();
    }
  });

  it('answer a client that sends its request too slowly with 408 and close the socket', async () => {
    const server = await buildTestApp({ env: { HTTP_REQUEST_TIMEOUT_MS: '1000' } });
    try {
      const { port } = new URL(server.baseUrl);
      const socket = connect(Number(port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      const began = performance.now();
      const closed = new Promise<number>((resolve) =>
        socket.once('close', () => resolve(performance.now() - began)),
      );
      // Headers begun and never finished, as a slow-loris client sends them.
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      const ms = await closed;
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThan(3_000);
    } finally {
      await server.close();
    }
  });
});
