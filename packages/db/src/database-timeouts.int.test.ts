import { createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './database.js';

describe('PostgreSQL timeouts', () => {
  it('gives up connecting to a server that accepts and never answers', async () => {
    const sockets = new Set<Socket>();
    const server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const handle = await createDatabase({
      databaseUrl: `postgres://all22@127.0.0.1:${port}/all22`,
      connectTimeoutMs: 300,
      onPoolError: () => undefined,
    });
    try {
      const began = performance.now();
      // drizzle wraps the driver's error as its cause.
      await expect(handle.ping()).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/timeout/i) },
      });
      expect(performance.now() - began).toBeLessThan(2_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await handle.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('cancels a statement that runs longer than the limit', async () => {
    const handle = await createDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL ?? '',
      statementTimeoutMs: 200,
      maxConnections: 1,
    });
    try {
      const began = performance.now();
      await expect(handle.db.execute(sql`select pg_sleep(5)`)).rejects.toMatchObject({
        cause: { message: 'canceling statement due to statement timeout' },
      });
      expect(performance.now() - began).toBeLessThan(2_000);
      // The setting holds for the session, and the connection stays usable.
      const { rows } = await handle.db.execute<{ limit: string }>(
        sql`select current_setting('statement_timeout') as limit`,
      );
      expect(rows[0]?.limit).toBe('200ms');
    } finally {
      await handle.close();
    }
  });
});
