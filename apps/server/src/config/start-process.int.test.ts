/**
 * The real entry point (main.ts) started as another process: production refuses an unsafe
 * configuration, naming every problem; development says it is one and makes the demo accounts;
 * a later start outside development deletes them.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, users, type Database, type DatabaseHandle } from '@all22/db';
import { createTestDatabase, testDatabaseTargets } from '@all22/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess as startServer, type ServerProcess } from '../testing/start-server-process.js';

const STARTED = /League up to date|stands by|could not catch up/;

async function stopServer(server: ServerProcess): Promise<void> {
  expect(await server.stop(), server.output().slice(-3_000)).toBe(0);
}

const emailsOf = async (db: Database) =>
  (await db.select({ email: users.email }).from(users).orderBy(users.email)).map((row) => row.email);

const addUser = (db: Database, email: string) =>
  db
    .insert(users)
    .values({ uid: randomUUID(), email, passwordHash: 'not-a-hash', firstName: 'A', lastName: 'B' });

describe('starting with APP_ENV=production', () => {
  it('refuses an unsafe configuration, listing every problem on its own line, before opening the database', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'all22-prod-'));
    const dataDir = path.join(folder, 'data');
    try {
      const server = startServer({
        APP_ENV: 'production',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://all22.example',
        OIDC_ISSUER: 'http://all22.example/identity',
        OIDC_COOKIE_KEYS: 'too-short',
        FORM_KEYS: 'f'.repeat(32),
        OIDC_KEY_ENCRYPTION_KEY: 'ab'.repeat(32),
        OIDC_CLIENT_ORIGINS: 'https://all22.example,http://localhost:5173',
      });
      expect(await server.exited).toBe(1);
      const lines = server.output().trim().split('\n');
      expect(lines).toEqual([
        'All22 refuses to start with APP_ENV=production:',
        '  - PUBLIC_URL: http://all22.example is not https; serve the app over https and set an https:// URL',
        '  - OIDC_ISSUER: http://all22.example/identity is not https; tokens must come from an https:// issuer',
        '  - OIDC_COOKIE_KEYS: key 1 of 1 is 9 bytes; replace it with a random secret of at least 32 bytes',
        '  - OIDC_CLIENT_ORIGINS: http://localhost:5173 is the Vite dev server; remove it (sign-in would redirect tokens to any local process on that port)',
      ]);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('asks for the cookie keys when none are set', async () => {
    const server = startServer({ APP_ENV: 'production', PUBLIC_URL: 'https://all22.example' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/^ {2}- OIDC_COOKIE_KEYS: not set; /m);
  }, 60_000);
});

describe.each(testDatabaseTargets())('demo accounts across starts on %s', (target) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'all22-demo-'));
  let postgres: DatabaseHandle | undefined;
  afterAll(async () => {
    await postgres?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** The database env for the child, and a way to open the same database here. */
  const prepare = async (): Promise<{
    env: Record<string, string>;
    withDb: <T>(work: (db: Database) => Promise<T>) => Promise<T>;
  }> => {
    if (target === 'pglite') {
      const dataDir = path.join(folder, 'data');
      return {
        env: { DATA_DIR: dataDir },
        // PGlite is one process's at a time: open it only while no server runs.
        withDb: async (work) => {
          const handle = await createDatabase({ dataDir });
          try {
            return await work(handle.db);
          } finally {
            await handle.close();
          }
        },
      };
    }
    postgres = await createTestDatabase('postgres');
    const { rows } = await postgres.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${rows[0]?.name ?? ''}`;
    const handle = postgres;
    return { env: { DATABASE_URL: url.toString() }, withDb: (work) => work(handle.db) };
  };

  it('development says so and makes them; staging deletes every *@all22.test account and keeps the rest', async () => {
    const { env, withDb } = await prepare();

    const development = startServer({ ...env });
    await development.waitForOutput(STARTED);
    expect(development.output()).toMatch(/DEVELOPMENT instance \(APP_ENV=development\).*Not for real users/);
    expect(development.output()).toContain('Demo accounts (password');
    await stopServer(development);

    await withDb(async (db) => {
      expect((await emailsOf(db)).filter((email) => email.endsWith('@all22.test'))).toHaveLength(5);
      // One left from an older version's demo set, and a real user who must stay.
      await addUser(db, 'Old-Demo@ALL22.test');
      await addUser(db, 'fan@example.com');
    });

    const staging = startServer({ ...env, APP_ENV: 'staging' });
    await staging.waitForOutput(STARTED);
    expect(staging.output()).toContain('Staging instance (APP_ENV=staging)');
    expect(staging.output()).not.toContain('Demo accounts');
    expect(staging.output()).toMatch(/"removed":6.*removed demo accounts/);
    await stopServer(staging);

    await withDb(async (db) => expect(await emailsOf(db)).toEqual(['fan@example.com']));
  }, 240_000);
});
