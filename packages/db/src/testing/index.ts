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

const TARGETS: readonly TestDatabaseTarget[] = ['pglite', 'postgres'];

/**
 * The targets of the suites that run on each: 'pglite' always, 'postgres' too when
 * TEST_DATABASE_URL is set; TEST_DATABASE_TARGETS (a comma-separated list of them) narrows that.
 * CI runs the PostgreSQL half under Node 24 and the PGlite half under Node 22 (.ci/run), so every
 * suite runs once on each database and once on each Node line.
 */
export function testDatabaseTargets(): TestDatabaseTarget[] {
  const available = TARGETS.filter((target) => target === 'pglite' || Boolean(process.env.TEST_DATABASE_URL));
  const chosen = process.env.TEST_DATABASE_TARGETS;
  if (!chosen) return available;
  const names = chosen.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !available.includes(name as TestDatabaseTarget));
  if (unknown.length > 0) {
    throw new Error(
      `TEST_DATABASE_TARGETS names ${unknown.join(', ')}; it can name ${available.join(' and ')}` +
        (process.env.TEST_DATABASE_URL ? '' : ' (postgres needs TEST_DATABASE_URL)'),
    );
  }
  return available.filter((target) => names.includes(target));
}

/** The target of a test that names none: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export function defaultTestDatabaseTarget(): TestDatabaseTarget {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
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
  const chosen = target ?? defaultTestDatabaseTarget();
  const migrated = options.migrated ?? true;
  const { copyOf } = options;
  if (copyOf && copyOf.kind !== chosen) {
    throw new Error(`createTestDatabase: a ${chosen} database cannot copy a ${copyOf.kind} one`);
  }
  if (chosen === 'pglite') {
    if (copyOf?.kind === 'pglite') return createPgliteCopy(copyOf.dataDir);
    return migrated ? createPgliteTestDatabase() : createDatabase({ inMemory: true });
  }
  return createPostgresTestDatabase(
    requireServerUrl('createTestDatabase("postgres")'),
    migrated,
    copyOf?.kind === 'postgres' ? copyOf.template : undefined,
  );
}

export interface TestDatabaseOptions {
  /** false: an empty database, for tests of the migrations themselves (default true). */
  migrated?: boolean;
  /** Start from this database's contents (filled once, copied per suite) instead of an empty one. */
  copyOf?: TestDatabaseCopySource;
}

/**
 * A database filled once and copied into many suites' databases: a PGlite data-folder dump, or a
 * PostgreSQL template database (see createPostgresTemplate) on TEST_DATABASE_URL's server.
 */
export type TestDatabaseCopySource =
  { kind: 'pglite'; dataDir: Blob } | { kind: 'postgres'; template: string };

/**
 * A migrated database named `name` on TEST_DATABASE_URL's server, to fill and then copy with
 * createTestDatabase('postgres', { copyOf: { kind: 'postgres', template: name } }). Its close()
 * keeps it (a template must have no connections while it is copied); dropPostgresTemplate removes it.
 */
export async function createPostgresTemplate(name: string): Promise<DatabaseHandle> {
  const handle = await createPostgresDatabase(requireServerUrl('createPostgresTemplate'), name);
  await migrateOrClose(handle);
  return handle;
}

export async function dropPostgresTemplate(name: string): Promise<void> {
  await dropDatabase(requireServerUrl('dropPostgresTemplate'), name);
}

function requireServerUrl(caller: string): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error(`${caller} needs TEST_DATABASE_URL`);
  return serverUrl;
}

/** Only [a-z0-9_] names are taken, so the quoted name is safe to splice into CREATE/DROP DATABASE. */
function quoteDatabaseName(name: string): string {
  if (!/^[a-z0-9_]{1,63}$/.test(name)) throw new Error(`not a test database name: ${name}`);
  return `"${name}"`;
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
  return createPgliteCopy(await migratedPgliteSnapshot);
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

async function createPgliteCopy(dataDir: Blob): Promise<DatabaseHandle> {
  const handle = await createDatabase({ inMemory: true, loadDataDir: dataDir });
  // A no-op on a current copy; kept so a stale one can never hand out an old schema.
  await migrateOrClose(handle);
  return handle;
}

async function createPostgresTestDatabase(
  serverUrl: string,
  migrated: boolean,
  template?: string,
): Promise<DatabaseHandle> {
  const name = `all22_test_${randomBytes(6).toString('hex')}`;
  const handle = await createPostgresDatabase(serverUrl, name, template);
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

/** Creates database `name` on the server (empty, or a copy of `template`) and opens a pool on it. */
async function createPostgresDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<DatabaseHandle> {
  const create = `create database ${quoteDatabaseName(name)}`;
  await withAdminClient(serverUrl, (admin) =>
    admin.query(template ? `${create} template ${quoteDatabaseName(template)}` : create),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // A small pool: many suites may hold a test database at once.
  return createDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, async (admin) => {
    // Connections left open (a leaked pool, a LISTEN client) would block the drop.
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.query(`drop database if exists ${quoteDatabaseName(name)}`);
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
