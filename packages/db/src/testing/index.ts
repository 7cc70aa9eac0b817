/**
 * Test helpers ("@all22/db/testing"): a fresh, migrated database per test suite.
 *
 * Suites run against in-memory PGlite, and also against a real PostgreSQL server when
 * TEST_DATABASE_URL is set (CI sets it):
 *
 *   describe.each(testDatabaseTargets())('repository on %s', (target) => {
 *     let handle: DatabaseHandle;
 *     beforeAll(async () => { handle = await createTestDatabase(target); });
 *     afterAll(() => handle.close());
 *   });
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle, type DatabaseKind } from '../database.js';
import { runMigrations } from '../migrations.js';

export type TestDatabaseTarget = DatabaseKind;

/** 'pglite' always; 'postgres' too when TEST_DATABASE_URL is set. */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A migrated database nobody else uses. Without a target: PostgreSQL when TEST_DATABASE_URL is
 * set, in-memory PGlite otherwise. On PostgreSQL a uniquely named database is created on that
 * server and dropped by close().
 */
export async function createTestDatabase(
  target?: TestDatabaseTarget,
  options: TestDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const chosen = target ?? (serverUrl ? 'postgres' : 'pglite');
  const migrated = options.migrated ?? true;
  if (chosen === 'pglite') {
    return migrated ? createPgliteTestDatabase() : createDatabase({ inMemory: true });
  }
  if (!serverUrl) throw new Error('createTestDatabase("postgres") needs TEST_DATABASE_URL');
  return createPostgresTestDatabase(serverUrl, migrated);
}

export interface TestDatabaseOptions {
  /** false: an empty database, for tests of the migrations themselves (default true). */
  migrated?: boolean;
}

/**
 * Starting PGlite (initdb inside WebAssembly) takes seconds, restoring a data directory about a
 * second. So the first test database of a process is migrated and snapshotted, and later ones
 * start from that snapshot. Only data is shared: each database is its own PGlite instance.
 */
let migratedPgliteSnapshot: Promise<Blob> | undefined;

async function createPgliteTestDatabase(): Promise<DatabaseHandle> {
  if (!migratedPgliteSnapshot) {
    const snapshot = takeMigratedSnapshot();
    migratedPgliteSnapshot = snapshot;
    // A failed snapshot is retried by the next caller rather than cached.
    snapshot.catch(() => {
      if (migratedPgliteSnapshot === snapshot) migratedPgliteSnapshot = undefined;
    });
  }
  const handle = await createDatabase({ inMemory: true, loadDataDir: await migratedPgliteSnapshot });
  // A no-op on the snapshot; kept so a stale snapshot can never hand out an old schema.
  await migrateOrClose(handle);
  return handle;
}

async function takeMigratedSnapshot(): Promise<Blob> {
  const handle = await createDatabase({ inMemory: true });
  try {
    await runMigrations(handle);
    if (handle.kind !== 'pglite') throw new Error('expected a PGlite handle');
    // Uncompressed: restoring skips a gunzip, which costs more than the memory it saves.
    return await handle.client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

async function createPostgresTestDatabase(serverUrl: string, migrated: boolean): Promise<DatabaseHandle> {
  // Only [a-z0-9_], so the name is safe to splice into CREATE/DROP DATABASE.
  const name = `all22_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`create database "${name}"`));

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // A small pool: many suites may hold a test database at once.
  const handle = await createDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
  let dropped: Promise<void> | undefined;
  const close = () =>
    (dropped ??= (async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    })());
  const testHandle: DatabaseHandle = { ...handle, close };
  if (migrated) await migrateOrClose(testHandle);
  return testHandle;
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, async (admin) => {
    // Connections left open (a leaked pool, a LISTEN client) would block the drop.
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.query(`drop database if exists "${name}"`);
  });
}

async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function migrateOrClose(handle: DatabaseHandle): Promise<void> {
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
}
