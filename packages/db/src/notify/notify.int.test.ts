import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../database.js';
import { withSqlTransaction } from '../bulk/sql-executor.js';
import { createTestDatabase, testDatabaseTargets } from '../testing/index.js';
import { listenToChannel, notifyChannel } from './listen-channel.js';

const waitFor = async (condition: () => boolean, timeoutMs = 5_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe.each(testDatabaseTargets())('LISTEN/NOTIFY on %s', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(target);
  });
  afterAll(() => handle?.close());

  it('delivers a notification only when its transaction commits', async () => {
    const heard: string[] = [];
    const stop = await listenToChannel(handle, 'all22_test', (payload) => heard.push(payload));
    onTestFinished(() => stop());
    await expect(
      withSqlTransaction(handle, async (executor) => {
        await notifyChannel(executor, 'all22_test', 'rolled back');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await withSqlTransaction(handle, (executor) => notifyChannel(executor, 'all22_test', '{"n":1}'));
    await waitFor(() => heard.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['{"n":1}']);
    await stop();
    await withSqlTransaction(handle, (executor) => notifyChannel(executor, 'all22_test', 'after stop'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['{"n":1}']);
  });

  it('rejects bad channel names and oversized payloads', async () => {
    await expect(withSqlTransaction(handle, (e) => notifyChannel(e, 'bad; drop', 'x'))).rejects.toThrow(
      'Invalid channel',
    );
    await expect(
      withSqlTransaction(handle, (e) => notifyChannel(e, 'ok', 'x'.repeat(8_000))),
    ).rejects.toThrow('over 7999 bytes');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('LISTEN/NOTIFY across processes on PostgreSQL', () => {
  let writer: DatabaseHandle;
  let reader: DatabaseHandle;
  beforeAll(async () => {
    writer = await createTestDatabase('postgres');
    // A second pool on the same database stands for a second server process.
    const { rows } = await writer.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name ?? ''}`;
    reader = await createDatabase({ databaseUrl: url.toString() });
  });
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
  });

  it('reaches a listener on another pool', async () => {
    const heard: string[] = [];
    const stop = await listenToChannel(reader, 'all22_cross', (payload) => heard.push(payload));
    try {
      await withSqlTransaction(writer, (executor) => notifyChannel(executor, 'all22_cross', 'hello'));
      await waitFor(() => heard.length === 1);
      expect(heard).toEqual(['hello']);
    } finally {
      await stop();
    }
  });
});
