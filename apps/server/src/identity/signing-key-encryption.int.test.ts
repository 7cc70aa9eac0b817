import { randomBytes } from 'node:crypto';
import { identitySecrets, oidcKeys, type DatabaseHandle } from '@all22/db';
import { createTestDatabase, testDatabaseTargets } from '@all22/db/testing';
import { decodeProtectedHeader } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { runKeysCli } from '../cli/keys.js';
import { loadConfig } from '../config/load-config.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { mintAccessToken } from '../testing/oidc-test-client.js';
import { fingerprintOf } from './key-sealing.js';
import { loadSigningKeys } from './signing-keys.js';

const SUBSCRIBER = { sub: 'u1', plans: [{ id: 'all22-monthly', status: 'ACTIVE' }] };
const keyText = (bytes: Buffer) => bytes.toString('base64');

describe.each(testDatabaseTargets())('signing keys at rest on %s', (target) => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const item of opened.splice(0).reverse()) await item.close();
  });
  const database = async (): Promise<DatabaseHandle> => {
    const handle = await createTestDatabase(target);
    opened.push(handle);
    return handle;
  };
  const start = async (handle: DatabaseHandle, env: Record<string, string> = {}): Promise<TestApp> => {
    const server = await buildTestApp({ database: handle, env });
    opened.push(server);
    return server;
  };
  const rowsOf = (handle: DatabaseHandle) => handle.db.select().from(oidcKeys);
  const ping = (server: TestApp, token: string) =>
    fetch(`${server.baseUrl}/api/secured/ping`, { headers: { authorization: `Bearer ${token}` } });

  it('stores the private key encrypted with OIDC_KEY_ENCRYPTION_KEY (AES-256-GCM), and signs with it', async () => {
    const key = randomBytes(32);
    const handle = await database();
    const server = await start(handle, { OIDC_KEY_ENCRYPTION_KEY: key.toString('hex') });

    const [row, ...others] = await rowsOf(handle);
    expect(others).toEqual([]);
    if (!row?.sealedJwk) throw new Error('the key is not sealed');
    const privatePart = server.app.identity.keys.privateJwks[0]?.d ?? '';
    expect(privatePart).not.toBe('');
    expect(row.jwk).not.toHaveProperty('d');
    expect(JSON.stringify(row)).not.toContain(privatePart);
    expect(decodeProtectedHeader(row.sealedJwk)).toMatchObject({
      alg: 'dir',
      enc: 'A256GCM',
      kid: fingerprintOf(key),
    });
    // The derivation secret (the default cookie and form keys' root) is sealed the same way.
    const [secret] = await handle.db.select().from(identitySecrets);
    expect(secret?.isSealed).toBe(true);

    const token = await mintAccessToken(server.app, server.baseUrl, SUBSCRIBER);
    expect((await ping(server, token)).status).toBe(200);
  });

  it('encrypts keys stored unencrypted at the first start with the key, keeping them (old tokens verify)', async () => {
    const handle = await database();
    const before = await start(handle);
    const [plain] = await rowsOf(handle);
    expect(plain?.sealedJwk).toBeNull();
    expect(plain?.jwk).toHaveProperty('d');
    const [plainSecret] = await handle.db.select().from(identitySecrets);
    expect(plainSecret?.isSealed).toBe(false);
    const oldToken = await mintAccessToken(before.app, before.baseUrl, SUBSCRIBER);
    await before.close();

    const key = keyText(randomBytes(32));
    const after = await start(handle, { OIDC_KEY_ENCRYPTION_KEY: key, PUBLIC_URL: before.baseUrl });
    const [sealed, ...others] = await rowsOf(handle);
    expect(others).toEqual([]);
    expect(sealed?.kid).toBe(plain?.kid);
    expect(sealed?.sealedJwk).toEqual(expect.any(String));
    expect(sealed?.jwk).not.toHaveProperty('d');
    expect(after.app.identity.keys.privateJwks[0]).toEqual(plain?.jwk);
    const [secret] = await handle.db.select().from(identitySecrets);
    expect(secret?.isSealed).toBe(true);
    // Same key, same derived secret: a token from before the migration verifies.
    expect((await ping(after, oldToken)).status).toBe(200);

    // Starting again changes nothing (already encrypted).
    const again = await loadSigningKeys(handle.db, { encryptionKey: Buffer.from(key, 'base64') });
    expect(again.privateJwks).toEqual([plain?.jwk]);
    expect((await rowsOf(handle))[0]?.sealedJwk).toBe(sealed?.sealedJwk);
  });

  it('refuses to start without the key, or with another one, once the keys are encrypted', async () => {
    const handle = await database();
    const key = randomBytes(32);
    await (await start(handle, { OIDC_KEY_ENCRYPTION_KEY: keyText(key) })).close();

    await expect(start(handle)).rejects.toThrow(
      /signing keys are stored encrypted; set OIDC_KEY_ENCRYPTION_KEY to the key they were stored with/,
    );
    const other = randomBytes(32);
    await expect(start(handle, { OIDC_KEY_ENCRYPTION_KEY: keyText(other) })).rejects.toThrow(
      `encrypted with another OIDC_KEY_ENCRYPTION_KEY (fingerprint ${fingerprintOf(key)}, this one is ${fingerprintOf(other)})`,
    );
  });

  it('rotates into an encrypted key, and refuses to rotate without the key once keys are encrypted', async () => {
    const handle = await database();
    const key = randomBytes(32);
    await (await start(handle, { OIDC_KEY_ENCRYPTION_KEY: keyText(key) })).close();

    const refused = await runKeysCli(['rotate'], { db: handle.db, config: loadConfig({}) });
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(/stored signing keys are encrypted; set OIDC_KEY_ENCRYPTION_KEY/);
    const production = await runKeysCli(['rotate'], {
      db: handle.db,
      config: loadConfig({ APP_ENV: 'production' }),
    });
    expect(production.exitCode).toBe(2);
    expect(production.stderr).toMatch(/OIDC_KEY_ENCRYPTION_KEY: not set/);
    expect(await rowsOf(handle)).toHaveLength(1);

    const rotated = await runKeysCli(['rotate'], {
      db: handle.db,
      config: loadConfig({ OIDC_KEY_ENCRYPTION_KEY: key.toString('base64url') }),
    });
    expect(rotated.exitCode).toBe(0);
    const rows = await rowsOf(handle);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.sealedJwk).toEqual(expect.any(String));
      expect(row.jwk).not.toHaveProperty('d');
    }
    const listed = await runKeysCli(['list'], { db: handle.db, config: loadConfig({}) });
    expect(listed.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/ {2}retired .* {2}encrypted$/),
      expect.stringMatching(/ {2}signing {2}encrypted$/),
    ]);
  });
});
