import { passwordResetTokens, signInFailures, subscriptionEvents, subscriptions, users } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { SIGN_IN_FAILED, SIGN_IN_LOCKED_HINT } from './interaction-routes.js';
import { createPasswordResetToken, hashResetToken } from './password-reset.js';
import { RESET_REQUESTED } from './password-reset-routes.js';
import {
  CookieJar,
  decodeJwtPayload,
  discoverWebClient,
  followToCallback,
  seedUser,
  signIn,
  startAuthorization,
  submitForm,
  type SeededUser,
  type WebClient,
} from '../testing/oidc-test-client.js';

const escaped = (text: string) => text.replaceAll("'", '&#39;');
const csrfOf = (page: string) => /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
const statusOf = (page: string) => /data-testid="subscription-status">([^<]+)</.exec(page)?.[1];

describe.each(testDatabaseTargets())('account pages on %s', (target) => {
  let server: TestApp;
  let client: WebClient;
  const url = (path: string) => `${server.baseUrl}/identity${path}`;

  beforeAll(async () => {
    server = await buildTestApp({ target, env: { SIGN_IN_RATE_LIMIT: '1000' } });
    client = await discoverWebClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Signs in through the account pages' own form; the jar then holds the provider session. */
  async function signInOnPages(
    user: { email: string; password: string },
    returnTo = '/identity/subscriptions',
  ) {
    const jar = new CookieJar();
    const response = await submitForm(jar, url('/sign-in'), { ...user, returnTo });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(returnTo);
    return jar;
  }

  async function openSubscriptions(jar: CookieJar) {
    const response = await jar.fetch(url('/subscriptions'));
    expect(response.status).toBe(200);
    const page = await response.text();
    return { page, csrf: csrfOf(page), status: statusOf(page) };
  }

  async function currentSubscription(user: SeededUser) {
    const [row] = await server.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.uid));
    if (!row) throw new Error('no subscription');
    return row;
  }

  const history = (user: SeededUser) =>
    server.database.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.userId, user.uid));

  it('sends a signed-out visitor to sign in and back to the page asked for', async () => {
    for (const path of ['/subscriptions', '/plans?provider=alternate', '/account']) {
      const response = await fetch(url(path), { redirect: 'manual' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(
        `/identity/sign-in?returnTo=${encodeURIComponent(`/identity${path}`)}`,
      );
    }
    const form = await fetch(url('/sign-in?returnTo=%2Fidentity%2Fplans'));
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('name="returnTo" value="/identity/plans"');

    const user = await seedUser(server.database.db, { status: 'ACTIVE' });
    const wrong = await submitForm(new CookieJar(), url('/sign-in'), {
      email: user.email,
      password: 'nope-nope-1',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(escaped(SIGN_IN_FAILED));

    const jar = await signInOnPages(user, '/identity/plans');
    expect((await jar.fetch(url('/plans'))).status).toBe(200);
  });

  it('creates an account from the plans’ sign-in and goes on to the plans, signed in', async () => {
    const signInPage = await (await fetch(url('/sign-in?returnTo=%2Fidentity%2Fplans'))).text();
    const href = /New to All22\?\s*<a href="([^"]+)">Create an account<\/a>/.exec(signInPage)?.[1] ?? '';
    expect(href).toBe('/identity/register?returnTo=%2Fidentity%2Fplans');
    const form = await fetch(`${server.baseUrl}${href}`);
    expect(form.status).toBe(200);
    const formPage = await form.text();
    expect(formPage).toContain('action="/identity/register"');
    expect(formPage).toContain('name="returnTo" value="/identity/plans"');

    const email = `new-${Date.now()}@example.com`;
    const fields = { firstName: 'Nia', lastName: 'Newcomer', email, returnTo: '/identity/plans' };
    // A bad field: shown again, nothing stored.
    const refused = await submitForm(new CookieJar(), url('/register'), { ...fields, password: 'short' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('value="Newcomer"');
    const stored = () => server.database.db.select().from(users).where(eq(users.email, email));
    expect(await stored()).toEqual([]);

    const jar = new CookieJar();
    const created = await submitForm(jar, url('/register'), { ...fields, password: 'long-enough-pass-1' });
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe('/identity/plans');
    expect(await stored()).toHaveLength(1);
    const plans = await jar.fetch(url('/plans'));
    expect(plans.status).toBe(200);
    expect(await plans.text()).toContain('Choose your plan');

    // The same email again: refused, one account still.
    const again = await submitForm(new CookieJar(), url('/register'), {
      ...fields,
      password: 'long-enough-pass-1',
    });
    expect(again.status).toBe(409);
    expect(await stored()).toHaveLength(1);
    // A return address off the account pages falls back to the subscription page.
    const offsite = await submitForm(new CookieJar(), url('/register'), {
      ...fields,
      email: `other-${email}`,
      password: 'long-enough-pass-1',
      returnTo: 'https://evil.example/',
    });
    expect(offsite.headers.get('location')).toBe('/identity/subscriptions');
  });

  it("signs in to the provider: the web app's next authorization needs no sign-in page", async () => {
    const user = await seedUser(server.database.db, { status: 'ACTIVE' });
    const jar = await signInOnPages(user);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const authorization = oidc.buildAuthorizationUrl(client.config, {
      redirect_uri: client.redirectUri,
      scope: 'openid profile email offline_access',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    const callback = await followToCallback(client, jar, await jar.fetch(authorization));
    const tokens = await oidc.authorizationCodeGrant(client.config, callback, {
      pkceCodeVerifier: codeVerifier,
    });
    expect(decodeJwtPayload(tokens.access_token)).toMatchObject({
      sub: user.uid,
      plans: [{ status: 'ACTIVE' }],
    });
  });

  it('subscribes through the test-mode checkout, recording the plan, period end and history', async () => {
    const user = await seedUser(server.database.db);
    const jar = await signInOnPages(user);
    expect((await openSubscriptions(jar)).page).toContain('You have no plan yet.');

    const catalogue = await (await jar.fetch(url('/plans'))).text();
    expect(catalogue).toContain('Monthly');
    expect(catalogue).toContain('Annual');
    expect(catalogue).toContain('asks for no card details');

    const confirm = await jar.fetch(url('/plans/confirm?plan=all22-annual'));
    expect(confirm.status).toBe(200);
    const confirmPage = await confirm.text();
    expect(confirmPage).toContain('Confirm and subscribe');
    // No card fields: checked on the markup without attribute values, as a random CSRF token can
    // spell "cVc" (it once did, failing CI).
    expect(confirmPage.replace(/value="[^"]*"/g, 'value=""')).not.toMatch(/card number|cvc/i);

    const done = await submitForm(jar, url('/plans/confirm'), {
      csrf: csrfOf(confirmPage),
      plan: 'all22-annual',
      provider: 'embedded',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/identity/subscriptions?done=subscribed');

    const row = await currentSubscription(user);
    expect(row).toMatchObject({ planId: 'all22-annual', status: 'ACTIVE', provider: 'embedded' });
    const days = (row.currentPeriodEnd.getTime() - row.currentPeriodStart.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(await history(user)).toEqual([
      expect.objectContaining({ type: 'CREATED', subscriptionId: row.subscriptionId }),
    ]);

    const { page, status } = await openSubscriptions(jar);
    expect(status).toBe('Active');
    expect(page).toContain('Annual');

    // A running plan cannot be bought twice.
    const again = await submitForm(jar, url('/plans/confirm'), { csrf: csrfOf(page), plan: 'all22-monthly' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('You already have a plan');
    expect(await history(user)).toHaveLength(1);
  });

  it('records the alternate billing provider from its URL variant', async () => {
    const user = await seedUser(server.database.db);
    const jar = await signInOnPages(user);
    const catalogue = await (await jar.fetch(url('/plans?provider=alternate'))).text();
    expect(catalogue).toContain('name="provider" value="alternate"');
    const confirm = await (
      await jar.fetch(url('/plans/confirm?plan=all22-monthly&provider=alternate'))
    ).text();
    expect(confirm).toContain('Alternate billing provider');
    const done = await submitForm(jar, url('/plans/confirm'), {
      csrf: csrfOf(confirm),
      plan: 'all22-monthly',
      provider: 'alternate',
    });
    expect(done.status).toBe(303);
    const row = await currentSubscription(user);
    expect(row).toMatchObject({
      provider: 'alternate',
      status: 'ACTIVE',
      externalId: expect.stringMatching(/^alt-test-/),
    });
  });

  it('pauses, resumes, cancels and renews, each with a history entry; refuses invalid changes', async () => {
    const user = await seedUser(server.database.db, { status: 'ACTIVE' });
    const jar = await signInOnPages(user);
    const { subscriptionId } = await currentSubscription(user);
    const act = async (action: string) => {
      const { csrf } = await openSubscriptions(jar);
      return submitForm(jar, url(`/subscriptions/${subscriptionId}/${action}`), { csrf });
    };

    const steps: [string, string, string][] = [
      ['pause', 'PAUSED', 'Paused'],
      ['resume', 'ACTIVE', 'Active'],
      ['cancel', 'CANCELLED', 'Cancelled'],
      ['renew', 'ACTIVE', 'Active'],
    ];
    for (const [action, stored, shown] of steps) {
      const response = await act(action);
      expect(response.status, action).toBe(303);
      expect((await currentSubscription(user)).status).toBe(stored);
      expect((await openSubscriptions(jar)).status).toBe(shown);
    }
    expect((await history(user)).map((event) => event.type).sort()).toEqual([
      'CANCELLED',
      'PAUSED',
      'RENEWED',
      'RESUMED',
    ]);

    // An expired plan cannot be paused: the page says why, nothing changes.
    await server.database.db
      .update(subscriptions)
      .set({ status: 'EXPIRED' })
      .where(eq(subscriptions.subscriptionId, subscriptionId));
    const refused = await act('pause');
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Only an active plan can be paused; yours is expired.');
    expect((await currentSubscription(user)).status).toBe('EXPIRED');
    expect(await history(user)).toHaveLength(4);

    const renewed = await act('renew');
    expect(renewed.status).toBe(303);
    const row = await currentSubscription(user);
    expect(row.status).toBe('ACTIVE');
    expect(row.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });

  it('refuses a change without the CSRF token, with another session’s token, or from another site', async () => {
    const user = await seedUser(server.database.db, { status: 'ACTIVE' });
    const other = await seedUser(server.database.db, { status: 'ACTIVE' });
    const jar = await signInOnPages(user);
    const otherCsrf = (await openSubscriptions(await signInOnPages(other))).csrf;
    const { subscriptionId } = await currentSubscription(user);
    const pauseUrl = url(`/subscriptions/${subscriptionId}/pause`);

    expect((await submitForm(jar, pauseUrl, {})).status).toBe(403);
    expect((await submitForm(jar, pauseUrl, { csrf: otherCsrf })).status).toBe(403);
    const crossSite = await jar.fetch(pauseUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ csrf: (await openSubscriptions(jar)).csrf }).toString(),
    });
    expect(crossSite.status).toBe(403);
    // Another user's subscription is not found, whatever the token.
    const { subscriptionId: othersId } = await currentSubscription(other);
    const foreign = await submitForm(jar, url(`/subscriptions/${othersId}/pause`), {
      csrf: (await openSubscriptions(jar)).csrf,
    });
    expect(foreign.status).toBe(409);
    expect((await currentSubscription(user)).status).toBe('ACTIVE');
    expect((await currentSubscription(other)).status).toBe('ACTIVE');
  });

  it('reflects a change made on the pages in the next refreshed access token', async () => {
    const user = await seedUser(server.database.db, { status: 'ACTIVE' });
    // The web app's sign-in leaves a provider session in the browser; the pages use it.
    const { tokens, jar } = await signIn(client, user);
    expect(decodeJwtPayload(tokens.access_token).plans).toEqual([{ id: 'all22-monthly', status: 'ACTIVE' }]);
    const { subscriptionId } = await currentSubscription(user);
    const ping = (token: string) =>
      fetch(`${server.baseUrl}/api/secured/ping`, { headers: { authorization: `Bearer ${token}` } });

    const { csrf } = await openSubscriptions(jar);
    expect((await submitForm(jar, url(`/subscriptions/${subscriptionId}/pause`), { csrf })).status).toBe(303);
    const paused = await oidc.refreshTokenGrant(client.config, tokens.refresh_token ?? '');
    expect(decodeJwtPayload(paused.access_token).plans).toEqual([{ id: 'all22-monthly', status: 'PAUSED' }]);
    expect((await ping(paused.access_token)).status).toBe(403);

    expect((await submitForm(jar, url(`/subscriptions/${subscriptionId}/resume`), { csrf })).status).toBe(
      303,
    );
    const resumed = await oidc.refreshTokenGrant(client.config, paused.refresh_token ?? '');
    expect(decodeJwtPayload(resumed.access_token).plans).toEqual([{ id: 'all22-monthly', status: 'ACTIVE' }]);
    expect((await ping(resumed.access_token)).status).toBe(200);
  });

  it('changes name and email, refusing an email another account has in any case', async () => {
    const user = await seedUser(server.database.db);
    const other = await seedUser(server.database.db);
    const jar = await signInOnPages(user, '/identity/account');
    const page = await (await jar.fetch(url('/account'))).text();
    expect(page).toContain(`value="${user.email}"`);
    const csrf = csrfOf(page);

    const taken = await submitForm(jar, url('/account/profile'), {
      csrf,
      firstName: 'Jerry',
      lastName: 'Rice',
      email: other.email.toUpperCase(),
      password: user.password,
    });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain('Another account already uses this email');

    const invalid = await submitForm(jar, url('/account/profile'), {
      csrf,
      firstName: '',
      lastName: 'Rice',
      email: 'x@',
    });
    expect(invalid.status).toBe(400);
    const invalidPage = await invalid.text();
    expect(invalidPage).toContain('Enter your first name.');
    expect(invalidPage).toContain('Enter a valid email address');

    const saved = await submitForm(jar, url('/account/profile'), {
      csrf,
      firstName: 'Jerry',
      lastName: 'Rice',
      email: 'Jerry.Rice.80@example.test',
      password: user.password,
    });
    expect(saved.status).toBe(303);
    const [row] = await server.database.db.select().from(users).where(eq(users.uid, user.uid));
    expect(row).toMatchObject({ firstName: 'Jerry', lastName: 'Rice', email: 'Jerry.Rice.80@example.test' });
    expect(await (await jar.fetch(url('/account?done=profile'))).text()).toContain(
      'Your name and email are saved.',
    );
  });

  it('changes the password only with the current one, ending the other sessions', async () => {
    const user = await seedUser(server.database.db, { status: 'ACTIVE' });
    const elsewhere = await signIn(client, user);
    const jar = await signInOnPages(user, '/identity/account');
    const csrf = csrfOf(await (await jar.fetch(url('/account'))).text());

    const wrong = await submitForm(jar, url('/account/password'), {
      csrf,
      currentPassword: 'not-my-password-1',
      newPassword: 'new-password-2025',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('That is not your current password.');
    const weak = await submitForm(jar, url('/account/password'), {
      csrf,
      currentPassword: user.password,
      newPassword: 'short',
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('Use at least 10 characters.');

    const changed = await submitForm(jar, url('/account/password'), {
      csrf,
      currentPassword: user.password,
      newPassword: 'new-password-2025',
    });
    expect(changed.status).toBe(303);
    // This browser stays signed in; the other device's refresh token no longer works.
    expect((await jar.fetch(url('/account'))).status).toBe(200);
    await expect(
      oidc.refreshTokenGrant(client.config, elsewhere.tokens.refresh_token ?? ''),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    await signIn(client, { email: user.email, password: 'new-password-2025' });
  });

  it('answers a reset request the same whether or not the email has an account', async () => {
    const user = await seedUser(server.database.db);
    const answers: string[] = [];
    for (const email of [user.email, 'nobody-here@example.test']) {
      const response = await submitForm(new CookieJar(), url('/forgot-password'), { email });
      expect(response.status).toBe(200);
      answers.push((await response.text()).replace(email, 'EMAIL'));
    }
    expect(answers[0]).toBe(answers[1]);
    expect(answers[0]).toContain(escaped(RESET_REQUESTED));
    const tokens = await server.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.uid));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('resets a password once with a valid link, lifting a lock', async () => {
    const user = await seedUser(server.database.db, { status: 'ACTIVE' });
    const session = await signIn(client, user);
    await server.database.db.insert(signInFailures).values({
      userId: user.uid,
      clientAddress: '127.0.0.1',
      failures: 9,
      lastFailureAt: new Date(),
      retryAt: new Date(Date.now() + 600_000),
    });
    const token = await createPasswordResetToken(server.database.db, user.uid);
    const [stored] = await server.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    expect(stored?.tokenHash).not.toBe(token);

    const form = await fetch(url(`/reset-password?token=${token}`));
    expect(form.status).toBe(200);
    const weak = await submitForm(new CookieJar(), url('/reset-password'), {
      token,
      password: 'lettersonlypassword',
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('Use letters and at least one digit or symbol.');

    const done = await submitForm(new CookieJar(), url('/reset-password'), {
      token,
      password: 'fresh-start-2025',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Password changed');
    await expect(
      oidc.refreshTokenGrant(client.config, session.tokens.refresh_token ?? ''),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    await signIn(client, { email: user.email, password: 'fresh-start-2025' });

    const reused = await submitForm(new CookieJar(), url('/reset-password'), {
      token,
      password: 'another-one-2025',
    });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain('This reset link has expired or was already used.');
    expect((await fetch(url(`/reset-password?token=${token}`))).status).toBe(400);
  });

  it('refuses an expired reset link', async () => {
    const user = await seedUser(server.database.db);
    const token = await createPasswordResetToken(
      server.database.db,
      user.uid,
      new Date(Date.now() - 3_600_000),
    );
    expect((await fetch(url(`/reset-password?token=${token}`))).status).toBe(400);
    const response = await submitForm(new CookieJar(), url('/reset-password'), {
      token,
      password: 'fresh-start-2025',
    });
    expect(response.status).toBe(400);
  });

  it('locks an account after 5 failed sign-ins, with the generic message and a hint', async () => {
    const user = await seedUser(server.database.db);
    const attempt = async (password: string) => {
      const start = await startAuthorization(client);
      return submitForm(start.jar, `${start.interactionUrl}/login`, { email: user.email, password });
    };
    for (let failure = 1; failure <= 4; failure++) {
      const page = await (await attempt('wrong-password-1')).text();
      expect(page).toContain(escaped(SIGN_IN_FAILED));
      expect(page).not.toContain(SIGN_IN_LOCKED_HINT);
    }
    const fifth = await attempt('wrong-password-1');
    expect(fifth.status).toBe(401);
    expect(await fifth.text()).toContain(SIGN_IN_LOCKED_HINT);

    // Locked: even the right password is refused, on the interaction and on the pages' sign-in.
    const right = await attempt(user.password);
    expect(right.status).toBe(401);
    const rightPage = await right.text();
    expect(rightPage).toContain(escaped(SIGN_IN_FAILED));
    expect(rightPage).toContain(SIGN_IN_LOCKED_HINT);
    const onPages = await submitForm(new CookieJar(), url('/sign-in'), {
      email: user.email,
      password: user.password,
    });
    expect(onPages.status).toBe(401);
    const failuresOf = () =>
      server.database.db.select().from(signInFailures).where(eq(signInFailures.userId, user.uid));
    const [row] = await failuresOf();
    // The fifth failure from this address makes it wait the first step (a minute), not the cap.
    expect(row?.retryAt?.getTime()).toBeGreaterThan(Date.now() + 50_000);

    // Once the wait has passed, the right password works and the count starts again.
    await server.database.db
      .update(signInFailures)
      .set({ retryAt: new Date(Date.now() - 1000) })
      .where(eq(signInFailures.userId, user.uid));
    await signIn(client, user);
    expect(await failuresOf()).toEqual([]);
  });
});
