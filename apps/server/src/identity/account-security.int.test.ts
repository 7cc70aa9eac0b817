import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { signInFailures, subscriptions, users } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import {
  CookieJar,
  discoverWebClient,
  followToCallback,
  seedUser,
  signIn,
  startAuthorization,
  submitForm,
  type SeededUser,
  type WebClient,
} from '../testing/oidc-test-client.js';
import { recordFailedPassword } from './authenticate-user.js';
import { SIGN_IN_FAILED, SIGN_IN_LOCKED_HINT } from './interaction-routes.js';
import { createPasswordResetToken } from './password-reset.js';

const credentials = (user: SeededUser) => ({ email: user.email, password: user.password });
const escaped = (text: string) => text.replaceAll("'", '&#39;').replaceAll('"', '&quot;');
const csrfOf = (page: string) => /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';

/** A browser on another machine: the same loopback server, reached from another source address. */
const OTHER_ADDRESS = '127.0.0.2';

/** POSTs a form from the given local address (so the server sees another client address). */
function postFormFrom(
  localAddress: string,
  url: string,
  fields: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe.each(testDatabaseTargets())('account security on %s', (target) => {
  let server: TestApp;
  let client: WebClient;
  const url = (path: string) => `${server.baseUrl}/identity${path}`;

  beforeAll(async () => {
    server = await buildTestApp({
      target,
      env: { SIGN_IN_RATE_LIMIT: '1000', SIGN_IN_LOCK_ATTEMPTS: '5', SIGN_IN_LOCK_MINUTES: '15' },
    });
    client = await discoverWebClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function openAccount(user: SeededUser) {
    const jar = new CookieJar();
    const signedIn = await submitForm(jar, url('/sign-in'), { ...user, returnTo: '/identity/account' });
    expect(signedIn.status).toBe(303);
    const csrf = csrfOf(await (await jar.fetch(url('/account'))).text());
    return { jar, csrf };
  }

  const emailOf = async (user: SeededUser) =>
    (await server.database.db.select().from(users).where(eq(users.uid, user.uid)))[0]?.email;
  const failuresFrom = async (user: SeededUser, clientAddress: string) =>
    (
      await server.database.db
        .select()
        .from(signInFailures)
        .where(and(eq(signInFailures.userId, user.uid), eq(signInFailures.clientAddress, clientAddress)))
    )[0];

  it('changes the email only with the current password; a name alone needs none', async () => {
    const user = await seedUser(server.database.db);
    const { jar, csrf } = await openAccount(user);
    const page = await (await jar.fetch(url('/account'))).text();
    expect(page).toContain('Current password (needed to change your email)');
    const profile = { csrf, firstName: 'Jerry', lastName: 'Rice', email: 'jerry.rice@example.test' };

    const missing = await submitForm(jar, url('/account/profile'), profile);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('Enter your current password.');
    const wrong = await submitForm(jar, url('/account/profile'), { ...profile, password: 'not-mine-123' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('That is not your current password.');
    expect(await emailOf(user)).toBe(user.email);

    const nameOnly = await submitForm(jar, url('/account/profile'), { ...profile, email: user.email });
    expect(nameOnly.status).toBe(303);
    const changed = await submitForm(jar, url('/account/profile'), { ...profile, password: user.password });
    expect(changed.status).toBe(303);
    expect(await emailOf(user)).toBe('jerry.rice@example.test');
  });

  it('counts wrong current passwords on the account page towards the sign-in wait', async () => {
    const user = await seedUser(server.database.db);
    const { jar, csrf } = await openAccount(user);
    const changeEmail = (password: string) =>
      submitForm(jar, url('/account/profile'), {
        csrf,
        firstName: 'Test',
        lastName: 'User',
        email: 'moved@example.test',
        password,
      });
    const changePassword = (currentPassword: string) =>
      submitForm(jar, url('/account/password'), { csrf, currentPassword, newPassword: 'new-password-2025' });

    for (let failure = 1; failure <= 2; failure++)
      expect((await changeEmail('wrong-guess-1')).status).toBe(400);
    for (let failure = 3; failure <= 4; failure++)
      expect((await changePassword('wrong-guess-1')).status).toBe(400);
    expect((await failuresFrom(user, '127.0.0.1'))?.failures).toBe(4);
    const fifth = await changePassword('wrong-guess-1');
    expect(fifth.status).toBe(400);
    expect(await fifth.text()).toContain('password checks are paused. Try again in 1 minute.');

    // While this address waits, even the right password is not checked, here or on sign-in.
    const right = await changePassword(user.password);
    expect(right.status).toBe(400);
    expect(await right.text()).toContain('Try again in 1 minute.');
    const signInPage = await submitForm(new CookieJar(), url('/sign-in'), credentials(user));
    expect(signInPage.status).toBe(401);
    expect(await signInPage.text()).toContain(SIGN_IN_LOCKED_HINT);
    expect(await emailOf(user)).toBe(user.email);
  });

  it('makes only the failing address wait, longer each time; the user elsewhere signs in; a reset lifts it', async () => {
    const user = await seedUser(server.database.db);
    const fromOther = (password: string) =>
      postFormFrom(OTHER_ADDRESS, url('/sign-in'), { email: user.email, password });
    for (let failure = 1; failure <= 4; failure++) {
      const page = await fromOther('wrong-guess-1');
      expect(page.status).toBe(401);
      expect(page.text).toContain(escaped(SIGN_IN_FAILED));
      expect(page.text).not.toContain(SIGN_IN_LOCKED_HINT);
    }
    const fifth = await fromOther('wrong-guess-1');
    expect(fifth.status).toBe(401);
    expect(fifth.text).toContain(`${SIGN_IN_LOCKED_HINT} Try again in 1 minute, or reset your password.`);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(fifth.headers['retry-after'])).toBeLessThanOrEqual(60);
    const rightFromOther = await fromOther(user.password);
    expect(rightFromOther.status).toBe(401);
    expect(rightFromOther.text).toContain(SIGN_IN_LOCKED_HINT);

    // The real user, from their own address, is not held up: on the pages and in the web app.
    expect((await submitForm(new CookieJar(), url('/sign-in'), credentials(user))).status).toBe(303);
    await signIn(client, user);

    // Once the wait is over, the next failure from that address doubles it.
    await server.database.db
      .update(signInFailures)
      .set({ retryAt: new Date(Date.now() - 1000) })
      .where(eq(signInFailures.userId, user.uid));
    const sixth = await fromOther('wrong-guess-1');
    expect(sixth.text).toContain('Try again in 2 minutes, or reset your password.');
    expect((await failuresFrom(user, OTHER_ADDRESS))?.failures).toBe(6);

    // A password reset lifts every address's wait.
    const token = await createPasswordResetToken(server.database.db, user.uid);
    const reset = await submitForm(new CookieJar(), url('/reset-password'), {
      token,
      password: 'fresh-start-2025',
    });
    expect(reset.status).toBe(200);
    expect(await failuresFrom(user, OTHER_ADDRESS)).toBeUndefined();
    expect((await fromOther('fresh-start-2025')).status).toBe(303);
  });

  it('doubles the wait from one minute up to SIGN_IN_LOCK_MINUTES, and forgets after a quiet day', async () => {
    const user = await seedUser(server.database.db);
    const policy = { attempts: 3, minutes: 15 };
    const start = Date.parse('2030-01-01T00:00:00Z');
    const waits: (number | null)[] = [];
    for (let failure = 1; failure <= 8; failure++) {
      const now = new Date(start + failure * 3_600_000);
      const retryAt = await recordFailedPassword(server.database.db, user.uid, '198.51.100.7', policy, now);
      waits.push(retryAt ? (retryAt.getTime() - now.getTime()) / 60_000 : null);
    }
    expect(waits).toEqual([null, null, 1, 2, 4, 8, 15, 15]);
    const afterQuietDay = new Date(start + 8 * 3_600_000 + 25 * 3_600_000);
    expect(
      await recordFailedPassword(server.database.db, user.uid, '198.51.100.7', policy, afterQuietDay),
    ).toBeNull();
    expect((await failuresFrom(user, '198.51.100.7'))?.failures).toBe(1);
  });

  it('counts concurrent failures together, each in one statement', async () => {
    const user = await seedUser(server.database.db);
    const policy = { attempts: 100, minutes: 15 };
    await Promise.all(
      Array.from({ length: 20 }, () =>
        recordFailedPassword(server.database.db, user.uid, '203.0.113.9', policy, new Date()),
      ),
    );
    expect((await failuresFrom(user, '203.0.113.9'))?.failures).toBe(20);
  });

  it('gives new tokens to exactly one of two concurrent refreshes with one refresh token', async () => {
    const tokenEndpoint = client.config.serverMetadata().token_endpoint ?? '';
    const refresh = (refreshToken: string) =>
      fetch(tokenEndpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: 'all22-web',
        }).toString(),
      });
    const user = await seedUser(server.database.db, { status: 'ACTIVE' });
    // Several rounds, as a race is a matter of timing.
    for (let round = 0; round < 5; round++) {
      const refreshToken = (await signIn(client, user)).tokens.refresh_token ?? '';
      const answers = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
      const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Record<string, string>[];
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      expect(bodies.filter((body) => body.access_token && body.refresh_token)).toHaveLength(1);
      expect(bodies.find((body) => !body.access_token)).toMatchObject({ error: 'invalid_grant' });
      // A second use is a reuse whether it came at once or later: the grant ends, so the
      // winner's new refresh token is refused too and nobody keeps the token family.
      const renewed = bodies.find((body) => body.refresh_token)?.refresh_token ?? '';
      expect(await (await refresh(renewed)).json()).toMatchObject({ error: 'invalid_grant' });
    }
  });

  it('exchanges an authorization code once when two exchanges race', async () => {
    const user = await seedUser(server.database.db);
    const start = await startAuthorization(client);
    const submitted = await submitForm(start.jar, `${start.interactionUrl}/login`, credentials(user));
    const callback = await followToCallback(client, start.jar, submitted);
    const exchange = () =>
      fetch(client.config.serverMetadata().token_endpoint ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: callback.searchParams.get('code') ?? '',
          redirect_uri: client.redirectUri,
          code_verifier: start.codeVerifier,
          client_id: 'all22-web',
        }).toString(),
      });
    const answers = await Promise.all([exchange(), exchange()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('answers a repeated field on every identity form post with a 400 page, never a 500', async () => {
    const user = await seedUser(server.database.db, { status: 'ACTIVE' });
    const { jar, csrf } = await openAccount(user);
    const [subscription] = await server.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.uid));
    const start = await startAuthorization(client, jar);
    const uid = new URL(start.interactionUrl).pathname.split('/').pop() ?? '';
    const resetToken = await createPasswordResetToken(server.database.db, user.uid);

    // Every POST route under the mount, as the server lists them.
    const routes = server.app
      .printRoutes({ method: 'POST', commonPrefix: false })
      .split('\n')
      .map((line) => /(\/identity\/\S+) \(POST\)/.exec(line)?.[1])
      .filter((path): path is string => path !== undefined);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/identity/sign-in',
        '/identity/interaction/:uid/login',
        '/identity/interaction/:uid/register',
        '/identity/forgot-password',
        '/identity/reset-password',
        '/identity/account/profile',
        '/identity/account/password',
      ]),
    );
    const fields = {
      csrf,
      token: resetToken,
      returnTo: '/identity/account',
      firstName: 'Test',
      lastName: 'User',
      password: user.password,
      currentPassword: user.password,
      newPassword: 'new-password-2025',
      plan: 'all22-monthly',
      provider: 'embedded',
    };
    for (const route of routes) {
      const path = route
        .replace(':uid', uid)
        .replace(':subscriptionId', subscription?.subscriptionId ?? '')
        .replace(':action', 'pause');
      for (const repeated of ['email', 'csrf', 'password', 'token']) {
        const body = new URLSearchParams({ ...fields, email: user.email });
        body.append(repeated, repeated === 'email' ? 'other@example.test' : 'again');
        const response = await jar.fetch(`${server.baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: body.toString(),
        });
        expect({ path, repeated, status: response.status }).toEqual({ path, repeated, status: 400 });
        expect(await response.text()).toContain(escaped(`The field "${repeated}" was sent more than once.`));
      }
    }
    // A repeated query parameter, and a body that is not a form, are refused the same way.
    const query = await fetch(url(`/reset-password?token=${resetToken}&token=again`));
    expect(query.status).toBe(400);
    expect(await query.text()).toContain(escaped('The field "token" was sent more than once.'));
    const json = await fetch(url('/sign-in'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: { $ne: '' }, password: 'x' }),
    });
    expect(json.status).toBe(400);
    expect(await json.text()).toContain('This form could not be read.');
    // Nothing changed: the account still signs in with its password, its email is its own.
    expect(await emailOf(user)).toBe(user.email);
    await signIn(client, user);
    // The provider's own endpoints refuse a repeated parameter as well (400, not 500).
    const token = await fetch(client.config.serverMetadata().token_endpoint ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&grant_type=refresh_token&refresh_token=x&client_id=all22-web',
    });
    expect(token.status).toBe(400);
  });
});
