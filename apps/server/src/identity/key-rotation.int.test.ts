import { createDatabase, oidcKeys, type DatabaseHandle } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { runKeysCli } from '../cli/keys.js';
import { loadConfig } from '../config/load-config.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import {
  decodeJwtHeader,
  discoverWebClient,
  mintAccessToken,
  seedUser,
  signIn,
} from '../testing/oidc-test-client.js';
import { readSigningKeys, removeRetiredSigningKeys, TOKEN_SIGNING_ALG } from './signing-keys.js';

/** A second connection pool on the test database `handle` uses (PostgreSQL). */
async function openSameDatabase(handle: DatabaseHandle): Promise<DatabaseHandle> {
  const { rows } = await handle.db.execute<{ name: string }>(sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name ?? ''}`;
  return createDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
}

const SUBSCRIBER = { sub: 'u1', plans: [{ id: 'all22-monthly', status: 'ACTIVE' }] };

/** An access token for `baseUrl`'s issuer signed with `jwk`, like the provider's own. */
async function signWith(jwk: JWK, baseUrl: string): Promise<string> {
  return new SignJWT(SUBSCRIBER)
    .setProtectedHeader({ alg: TOKEN_SIGNING_ALG, typ: 'at+jwt', kid: jwk.kid ?? '' })
    .setIssuer(`${baseUrl}/identity`)
    .setAudience(`${baseUrl}/api`)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(await importJWK(jwk, TOKEN_SIGNING_ALG));
}

const waitFor = async (condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/**
 * Two server processes on one database (two apps sharing a handle, each with its own LISTEN
 * connection on PostgreSQL): a rotation in one reaches the other without a restart.
 */
describe.each(testDatabaseTargets())('signing key rotation across two processes on %s', (target) => {
  let first: TestApp;
  let second: TestApp;
  const servers = () => [first, second];

  const ping = (server: TestApp, token: string) =>
    fetch(`${server.baseUrl}/api/secured/ping`, { headers: { authorization: `Bearer ${token}` } });
  const jwksKids = async (server: TestApp) => {
    const jwks = (await (await fetch(`${server.baseUrl}/identity/jwks`)).json()) as {
      keys: { kid: string }[];
    };
    return jwks.keys.map((key) => key.kid);
  };
  const rotate = async () => {
    const result = await runKeysCli(['rotate'], { db: first.database.db, config: loadConfig({}) });
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    const kid = /^New signing key (\S+):/.exec(result.stdout)?.[1];
    if (!kid) throw new Error(`no new key in: ${result.stdout}`);
    return kid;
  };

  let secondDatabase: DatabaseHandle | undefined;

  beforeAll(async () => {
    first = await buildTestApp({ target, env: { SIGN_IN_RATE_LIMIT: '1000' } });
    // On PostgreSQL the second has a pool (and LISTEN connection) of its own, as another process
    // would; PGlite is one process's database, so there the two share its handle.
    secondDatabase = target === 'postgres' ? await openSameDatabase(first.database) : undefined;
    second = await buildTestApp({
      database: secondDatabase ?? first.database,
      env: { SIGN_IN_RATE_LIMIT: '1000' },
    });
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
  });

  it('signs new tokens with the new key everywhere, and still accepts the old key until it is retired', async () => {
    const [oldKid] = await jwksKids(first);
    expect(await jwksKids(second)).toEqual([oldKid]);
    // Tokens of the old key, for each server's issuer, minted before the rotation.
    const oldTokens = await Promise.all(
      servers().map((server) => mintAccessToken(first.app, server.baseUrl, SUBSCRIBER)),
    );
    expect(decodeJwtHeader(oldTokens[0] ?? '').kid).toBe(oldKid);

    const newKid = await rotate();
    expect(newKid).not.toBe(oldKid);

    // The other process verifies a token of the new key at once, whether or not it heard yet.
    const [newJwk] = (await readSigningKeys(first.database.db, { encryptionKey: null })).privateJwks;
    expect(newJwk?.kid).toBe(newKid);
    expect((await ping(second, await signWith(newJwk as JWK, second.baseUrl))).status).toBe(200);

    // Both hear the rotation (NOTIFY) and rebuild their provider with the new key first.
    for (const server of servers()) {
      await waitFor(() => server.app.identity.keys.publicJwks[0]?.kid === newKid, 'the new key signs');
      expect(await jwksKids(server)).toEqual([newKid, oldKid]);
    }
    // The old key's tokens still verify on both.
    for (const [index, server] of servers().entries()) {
      expect((await ping(server, oldTokens[index] ?? '')).status).toBe(200);
    }
    // New tokens from either process are signed by the new key: access and ID tokens.
    for (const server of servers()) {
      const user = await seedUser(server.database.db, { status: 'ACTIVE' });
      const { tokens } = await signIn(await discoverWebClient(server.baseUrl), user);
      expect(decodeJwtHeader(tokens.access_token).kid).toBe(newKid);
      expect(decodeJwtHeader(tokens.id_token ?? '').kid).toBe(newKid);
      expect((await ping(server, tokens.access_token)).status).toBe(200);
    }

    // Past the retention the old key is deleted, and its tokens are refused everywhere.
    await first.database.db.execute(
      sql`update ${oidcKeys} set retired_at = now() - interval '1 day' where kid = ${oldKid ?? ''}`,
    );
    expect(await removeRetiredSigningKeys(first.database.db, 3600)).toEqual([oldKid]);
    for (const [index, server] of servers().entries()) {
      await waitFor(() => server.app.identity.keys.publicJwks.length === 1, 'the old key is dropped');
      expect(await jwksKids(server)).toEqual([newKid]);
      expect((await ping(server, oldTokens[index] ?? '')).status).toBe(401);
    }
  });

  it('verifies a key it was not told about (a lost notification) by reading the keys again, at most every 10 s', async () => {
    /** A key stored without NOTIFY, as if this process's LISTEN connection had been down. */
    const storeQuietly = async () => {
      const { privateKey } = await generateKeyPair(TOKEN_SIGNING_ALG, { extractable: true });
      const exported = await exportJWK(privateKey);
      const jwk: JWK = {
        ...exported,
        kid: await calculateJwkThumbprint(exported),
        alg: TOKEN_SIGNING_ALG,
        use: 'sig',
      };
      await first.database.db
        .insert(oidcKeys)
        .values({ kid: jwk.kid ?? '', jwk: jwk as Record<string, unknown> });
      return jwk;
    };
    // A process of its own: the first test made `second` read the keys for an unknown kid already.
    const third = await buildTestApp({ database: first.database });
    onTestFinished(() => third.close());
    const unheard = await storeQuietly();
    expect(third.app.identity.keys.publicJwks.map((key) => key.kid)).not.toContain(unheard.kid);
    expect((await ping(third, await signWith(unheard, third.baseUrl))).status).toBe(200);
    expect(third.app.identity.keys.publicJwks[0]?.kid).toBe(unheard.kid);

    // A flood of made-up kids cannot make it read the database on every request.
    const another = await storeQuietly();
    const refused = await ping(third, await signWith(another, third.baseUrl));
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('the token is not signed by a known key');
  });
});
