import { testDatabaseTargets } from '@all22/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runKeysCli } from '../cli/keys.js';
import { loadConfig } from '../config/load-config.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { CookieJar, seedUser, submitForm, type SeededUser } from '../testing/oidc-test-client.js';
import { FormTokens, type PageSession } from './page-session.js';

const OLD_KEY = 'old-form-key-0123456789abcdef-0123456789';
const NEW_KEY = 'new-form-key-0123456789abcdef-0123456789';
const csrfOf = (page: string) => /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';

describe('FormTokens', () => {
  const session: PageSession = { accountId: 'u1', sessionUid: 'uid-1', sessionId: 'jti-1' };

  it('signs with the first key and accepts a token of any listed key', () => {
    const old = new FormTokens([OLD_KEY]).create(session);
    const rotated = new FormTokens([NEW_KEY, OLD_KEY]);
    expect(rotated.create(session)).not.toBe(old);
    expect(rotated.isValid(session, old)).toBe(true);
    expect(rotated.isValid(session, rotated.create(session))).toBe(true);
    expect(new FormTokens([NEW_KEY]).isValid(session, old)).toBe(false);
    expect(rotated.isValid({ ...session, sessionUid: 'uid-2' }, old)).toBe(false);
    expect(rotated.isValid(session, undefined)).toBe(false);
  });
});

/** Three processes on one database, each with its own FORM_KEYS; the browser's cookies work on all. */
describe.each(testDatabaseTargets())('FORM_KEYS on %s', (target) => {
  let oldOnly: TestApp;
  let rotated: TestApp;
  let newOnly: TestApp;
  let derived: TestApp;
  let user: SeededUser;

  beforeAll(async () => {
    const env = { SIGN_IN_RATE_LIMIT: '1000' };
    oldOnly = await buildTestApp({ target, env: { ...env, FORM_KEYS: OLD_KEY } });
    const database = oldOnly.database;
    rotated = await buildTestApp({ database, env: { ...env, FORM_KEYS: `${NEW_KEY},${OLD_KEY}` } });
    newOnly = await buildTestApp({ database, env: { ...env, FORM_KEYS: NEW_KEY } });
    derived = await buildTestApp({ database, env });
    user = await seedUser(database.db, { status: 'ACTIVE' });
  });
  afterAll(async () => {
    for (const server of [derived, newOnly, rotated, oldOnly]) await server?.close();
  });

  const signInOnPages = async (server: TestApp) => {
    const jar = new CookieJar();
    const response = await submitForm(jar, `${server.baseUrl}/identity/sign-in`, {
      email: user.email,
      password: user.password,
      returnTo: '/identity/account',
    });
    expect(response.status).toBe(303);
    return jar;
  };
  const formOf = async (server: TestApp, jar: CookieJar) =>
    csrfOf(await (await jar.fetch(`${server.baseUrl}/identity/account`)).text());
  const saveProfile = (server: TestApp, jar: CookieJar, csrf: string) =>
    submitForm(jar, `${server.baseUrl}/identity/account/profile`, {
      csrf,
      firstName: 'Form',
      lastName: 'Keys',
      email: user.email,
    });

  it('signs forms with the first key; every listed key verifies, an unlisted one does not', async () => {
    const jar = await signInOnPages(oldOnly);
    const oldForm = await formOf(oldOnly, jar);
    const rotatedForm = await formOf(rotated, jar);
    expect(oldForm).not.toBe('');
    expect(rotatedForm).not.toBe(oldForm);
    expect(await formOf(newOnly, jar)).toBe(rotatedForm);

    expect((await saveProfile(rotated, jar, oldForm)).status).not.toBe(403);
    const refused = await saveProfile(newOnly, jar, oldForm);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Form expired');
    expect((await saveProfile(newOnly, jar, rotatedForm)).status).not.toBe(403);
    expect((await saveProfile(oldOnly, jar, rotatedForm)).status).toBe(403);
  });

  it('without FORM_KEYS derives one from a stored secret, unchanged by a signing key rotation', async () => {
    const jar = await signInOnPages(derived);
    const form = await formOf(derived, jar);
    expect(form).not.toBe('');
    expect(form).not.toBe(await formOf(oldOnly, jar));
    const rotation = await runKeysCli(['rotate'], { db: derived.database.db, config: loadConfig({}) });
    expect(rotation.exitCode).toBe(0);
    // Once this process signs with the new key (its provider rebuilt), the form key is the same.
    const kid = /^New signing key (\S+):/.exec(rotation.stdout)?.[1];
    const deadline = Date.now() + 10_000;
    while (derived.app.identity.keys.publicJwks[0]?.kid !== kid && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(derived.app.identity.keys.publicJwks[0]?.kid).toBe(kid);
    expect(await formOf(derived, jar)).toBe(form);
    expect((await saveProfile(derived, jar, form)).status).not.toBe(403);
  });
});
