/**
 * Connection factory: embedded PGlite (a folder on disk, or in memory for tests) or a real
 * PostgreSQL server through node-postgres. Repositories take the driver-neutral `Database`.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;

/**
 * The query-result shape both drivers share: PGlite's Results and node-postgres's QueryResult
 * each carry `rows`, so raw `db.execute()` results are read through `.rows` whatever the driver.
 */
export interface DatabaseQueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}

export interface QueryRows<Row> {
  rows: Row[];
}

/** The drizzle database every repository receives, whichever driver is underneath. */
export type Database = PgDatabase<DatabaseQueryResultHKT, Schema>;

/** A transaction handle; it is also a `Database`, so repositories accept either. */
export type DatabaseTransaction = PgTransaction<
  DatabaseQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;

export type DatabaseKind = 'pglite' | 'postgres';

interface HandleBase {
  db: Database;
  /** Ends every connection (and for PGlite, flushes to disk). Safe to call twice. */
  close(): Promise<void>;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
}

/** The raw client is exposed for LISTEN/NOTIFY, bulk loads and migrations. */
export interface PgliteHandle extends HandleBase {
  kind: 'pglite';
  client: PGlite;
}

export interface PostgresHandle extends HandleBase {
  kind: 'postgres';
  client: pg.Pool;
}

export type DatabaseHandle = PgliteHandle | PostgresHandle;

export interface CreateDatabaseOptions {
  /** A postgres:// URL; when set, the other options are ignored. */
  databaseUrl?: string;
  /** Folder for PGlite's files; created when missing. */
  dataDir?: string;
  /** PGlite in memory, for tests and throw-away runs. */
  inMemory?: boolean;
  /** PGlite only: start from a data directory dump (PGlite's dumpDataDir()) instead of initdb. */
  loadDataDir?: Blob;
  /** node-postgres pool size (default 10). */
  maxConnections?: number;
  /**
   * PostgreSQL only: how long opening a connection may take before it fails (node-postgres's
   * connectionTimeoutMillis). Unset: wait as long as the operating system does.
   */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL only: the server cancels any statement running longer (the session's
   * statement_timeout, set on every pooled connection). Unset: the server's setting. PGlite has
   * no timers in its single-user WebAssembly backend, so it does not enforce this setting.
   */
  statementTimeoutMs?: number;
  /**
   * Errors on idle pooled connections (a server restart, a dropped socket). Without a listener
   * node-postgres would crash the process; the pool replaces the connection on next use.
   */
  onPoolError?: (error: Error) => void;
}

export async function createDatabase(options: CreateDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options);
  const pgliteOptions = options.loadDataDir ? { loadDataDir: options.loadDataDir } : {};
  if (options.inMemory) return createPglite(await PGlite.create(pgliteOptions));
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    return createPglite(await PGlite.create(options.dataDir, pgliteOptions));
  }
  throw new Error('createDatabase: set databaseUrl, dataDir or inMemory');
}

function createPglite(client: PGlite): PgliteHandle {
  const db: Database = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    client,
    db,
    close: once(() => client.close()),
    ping: () => ping(db),
  };
}

function createPostgres(databaseUrl: string, options: CreateDatabaseOptions): PostgresHandle {
  const client = new pg.Pool({
    connectionString: databaseUrl,
    max: options.maxConnections ?? 10,
    ...(options.connectTimeoutMs === undefined ? {} : { connectionTimeoutMillis: options.connectTimeoutMs }),
    // Sent in the startup packet, so it holds from the connection's first statement.
    ...(options.statementTimeoutMs === undefined ? {} : { statement_timeout: options.statementTimeoutMs }),
  });
  client.on('error', options.onPoolError ?? ((error) => console.error('PostgreSQL pool error', error)));
  const db: Database = drizzleNodePg({ client, schema });
  return {
    kind: 'postgres',
    client,
    db,
    close: once(() => client.end()),
    ping: () => ping(db),
  };
}

async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Closing twice (a test's afterAll plus a shutdown hook) must not throw. */
function once(action: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => (result ??= action());
}
