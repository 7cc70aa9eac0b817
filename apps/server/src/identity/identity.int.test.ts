import { oidcPayloads, users } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { DEMO_PASSWORD, ensureDemoAccounts } from './demo-accounts.js';
import { SIGN_IN_FAILED } from './interaction-routes.js';
import { loadSigningKeys } from './signing-keys.js';
import {
  decodeJwtHeader,
  decodeJwtPayload,
  discoverWebClient,
  followToCallback,
  seedUser,
  signIn,
  startAuthorization,
  submitForm,
  type WebClient,
} from '../testing/oidc-test-client.js';

describe.each(testDatabaseTargets())('identity provider on %s', (target) => {
  let server: TestApp;
  let client: WebClient;

  beforeAll(async () => {
    server = await buildTestApp({ target, env: { SIGN_IN_RATE_LIMIT: '1000' } });
    client = await discoverWebClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  const ping = (accessToken: string) =>
    fetch(`${server.baseUrl}/api/secured/ping`, { headers: { authorization: `Bearer ${accessToken}` } });

  it('publishes discovery and a JWKS with public keys only', async () => {
    const response = await fetch(`${server.baseUrl}/identity/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${server.baseUrl}/identity`);
    expect(discovery.authorization_endpoint).toBe(`${server.baseUrl}/identity/auth`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.revocation_endpoint).toBe(`${server.baseUrl}/identity/token/revocation`);
    expect(discovery.end_session_endpoint).toBe(`${server.baseUrl}/identity/session/end`);

    const jwks = (await (await fetch(String(discovery.jwks_uri))).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('keeps its signing key in the database', async () => {
    const again = await loadSigningKeys(server.database.db);
    expect(again.publicJwks.map((key) => key.kid)).toEqual(
      server.app.identity.keys.publicJwks.map((key) => key.kid),
    );
  });

  it('signs in with code + PKCE and issues a JWT access token with the plans', async () => {
    const user = await seedUser(server.database.db, { status: 'ACTIVE' });
    const { tokens } = await signIn(client, { email: user.email.toUpperCase(), password: user.password });

    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.expires_in).toBe(600);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.claims()).toMatchObject({ sub: user.uid, email: user.email, given_name: 'Test' });

    expect(decodeJwtHeader(tokens.access_token)).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    const access = decodeJwtPayload(tokens.access_token);
    expect(access).toMatchObject({
      iss: `${server.baseUrl}/identity`,
      aud: `${server.baseUrl}/api`,
      sub: user.uid,
      email: user.email,
      plans: [{ id: 'all22-monthly', status: 'ACTIVE' }],
      client_id: 'all22-web',
    });
    expect(Number(access.exp) - Number(access.iat)).toBe(600);

    const response = await ping(tokens.access_token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, uid: user.uid, subscribedPlan: 'Monthly' });
  });

  it('stores the provider state in oidc_payloads', async () => {
    const rows = await server.database.db
      .select({ model: oidcPayloads.model, count: sql<number>`count(*)::int` })
      .from(oidcPayloads)
      .groupBy(oidcPayloads.model);
    const models = rows.map((row) => row.model);
    expect(models).toEqual(expect.arrayContaining(['Session', 'Grant', 'RefreshToken', 'AuthorizationCode']));
  });

  it('answers a wrong password and an unknown email with the same message', async () => {
    const user = await seedUser(server.database.db);
    for (const credentials of [
      { email: user.email, password: 'not-the-password-1' },
      { email: 'nobody@example.test', password: user.password },
    ]) {
      const start = await startAuthorization(client);
      const response = await submitForm(start.jar, `${start.interactionUrl}/login`, credentials);
      expect(response.status).toBe(401);
      const page = await response.text();
      expect(page).toContain(SIGN_IN_FAILED.replace("'", '&#39;'));
      expect(page).toContain(`value="${credentials.email}"`);
    }
  });

  it('registers an account, showing each bad field and creating nothing until all are right', async () => {
    const start = await startAuthorization(client);
    const form = await start.jar.fetch(`${start.interactionUrl}/register`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('Create your account');

    const countUsers = async () =>
      (await server.database.db.select({ count: sql<number>`count(*)::int` }).from(users))[0]?.count;
    const before = await countUsers();

    const invalid = await submitForm(start.jar, `${start.interactionUrl}/register`, {
      firstName: '',
      lastName: 'Rice',
      email: 'jerry@',
      password: 'short',
    });
    expect(invalid.status).toBe(400);
    const invalidPage = await invalid.text();
    expect(invalidPage).toContain('Enter your first name.');
    expect(invalidPage).toContain('Enter a valid email address');
    expect(invalidPage).toContain('Use at least 10 characters.');
    expect(invalidPage).toContain('value="Rice"');
    expect(invalidPage).not.toContain('value="short"');
    expect(await countUsers()).toBe(before);

    const existing = await seedUser(server.database.db);
    const duplicate = await submitForm(start.jar, `${start.interactionUrl}/register`, {
      firstName: 'Jerry',
      lastName: 'Rice',
      email: existing.email.toUpperCase(),
      password: 'slant-route-80',
    });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.text()).toContain('An account with this email already exists');
    expect(await countUsers()).toBe((before ?? 0) + 1);

    const created = await submitForm(start.jar, `${start.interactionUrl}/register`, {
      firstName: 'Jerry',
      lastName: 'Rice',
      email: 'jerry.rice@example.test',
      password: 'slant-route-80',
    });
    const callback = await followToCallback(client, start.jar, created);
    const tokens = await oidc.authorizationCodeGrant(client.config, callback, {
      pkceCodeVerifier: start.codeVerifier,
      expectedState: start.state,
    });
    const access = decodeJwtPayload(tokens.access_token);
    expect(access).toMatchObject({ email: 'jerry.rice@example.test', plans: [] });
    expect((await ping(tokens.access_token)).status).toBe(403);

    // The new account signs in with its password, whatever the email's case.
    const again = await signIn(client, { email: 'Jerry.Rice@Example.test', password: 'slant-route-80' });
    expect(again.tokens.claims()?.sub).toBe(access.sub);
  });

  it('rotates refresh tokens and refuses a used one', async () => {
    const user = await seedUser(server.database.db, { status: 'GRACE_PERIOD' });
    const { tokens } = await signIn(client, user);
    const first = tokens.refresh_token ?? '';

    const refreshed = await oidc.refreshTokenGrant(client.config, first);
    expect(refreshed.refresh_token).toEqual(expect.any(String));
    expect(refreshed.refresh_token).not.toBe(first);
    expect(decodeJwtPayload(refreshed.access_token)).toMatchObject({
      sub: user.uid,
      plans: [{ id: 'all22-monthly', status: 'GRACE_PERIOD' }],
    });
    expect((await ping(refreshed.access_token)).status).toBe(200);

    await expect(oidc.refreshTokenGrant(client.config, first)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('revokes a refresh token', async () => {
    const user = await seedUser(server.database.db, { status: 'ACTIVE' });
    const { tokens } = await signIn(client, user);
    await oidc.tokenRevocation(client.config, tokens.refresh_token ?? '', {
      token_type_hint: 'refresh_token',
    });
    await expect(oidc.refreshTokenGrant(client.config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('revokes the refresh token the app revokes at sign-out, and refuses the JWT access token it does not', async () => {
    const user = await seedUser(server.database.db, { status: 'ACTIVE' });
    const { tokens } = await signIn(client, user);
    const revoke = (token: string, hint: string) =>
      fetch(`${server.baseUrl}/identity/token/revocation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          token,
          token_type_hint: hint,
          client_id: client.config.clientMetadata().client_id,
        }),
      });
    // The access token is structured (a JWT): the provider keeps no record of it to revoke.
    const accessAnswer = await revoke(tokens.access_token, 'access_token');
    expect(accessAnswer.status).toBe(400);
    expect(await accessAnswer.json()).toMatchObject({ error: 'unsupported_token_type' });
    expect((await revoke(tokens.refresh_token ?? '', 'refresh_token')).status).toBe(200);
  });

  it('signs out in one step when the app names the signed-in account, ending the refresh tokens', async () => {
    const user = await seedUser(server.database.db, { status: 'ACTIVE' });
    const { tokens, jar } = await signIn(client, user);
    const endSession = oidc.buildEndSessionUrl(client.config, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: client.postLogoutRedirectUri,
    });
    const answer = await jar.fetch(endSession);
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).not.toContain('Sign out of All22?');
    expect(page).toContain('Signing you out');
    // The form submits itself with "yes"; the policy allows that one script by its hash, nothing else.
    const script = /<script>([^<]*)<\/script>/.exec(page)?.[1] ?? '';
    expect(script).toBe('document.forms[0].submit();');
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src ${hash}`);
    expect(policy).not.toContain('unsafe-inline');
    expect(page).toContain('<input type="hidden" name="logout" value="yes"/>');

    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const signedOut = await submitForm(jar, new URL(action, server.baseUrl).href, { xsrf, logout: 'yes' });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe(client.postLogoutRedirectUri);
    await expect(oidc.refreshTokenGrant(client.config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('asks before signing out when the hint names someone else, with no script on the page', async () => {
    const signedIn = await seedUser(server.database.db, { status: 'ACTIVE' });
    const other = await seedUser(server.database.db, { status: 'ACTIVE' });
    const { jar } = await signIn(client, signedIn);
    const { tokens: otherTokens } = await signIn(client, other);
    const endSession = oidc.buildEndSessionUrl(client.config, {
      id_token_hint: otherTokens.id_token ?? '',
      post_logout_redirect_uri: client.postLogoutRedirectUri,
    });
    const confirmation = await jar.fetch(endSession);
    expect(confirmation.status).toBe(200);
    const page = await confirmation.text();
    expect(page).toContain('Sign out of All22?');
    expect(page).not.toContain('<script');
    expect(confirmation.headers.get('content-security-policy')).toContain("script-src 'none'");
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(action).toContain('/identity/session/end/confirm');
  });

  it('creates the demo accounts once and resets their plans on every start', async () => {
    await ensureDemoAccounts(server.database.db, 'all22-monthly');
    await ensureDemoAccounts(server.database.db, 'all22-monthly');
    const expected: [string, number][] = [
      ['subscriber@all22.test', 200],
      ['cancelled@all22.test', 200],
      ['grace@all22.test', 200],
      ['paused@all22.test', 403],
      ['free@all22.test', 403],
    ];
    for (const [email, status] of expected) {
      const { tokens } = await signIn(client, { email, password: DEMO_PASSWORD });
      expect((await ping(tokens.access_token)).status, email).toBe(status);
    }
  });

  it('shows an expired page for an unknown interaction', async () => {
    const response = await fetch(`${server.baseUrl}/identity/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });

  it("sends its security headers on its pages and the provider's, and not on the API", async () => {
    const start = await startAuthorization(client);
    const signInPage = await start.jar.fetch(start.interactionUrl);
    const logoutPage = await fetch(`${server.baseUrl}/identity/session/end`);
    for (const response of [signInPage, logoutPage]) {
      expect(response.status).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'none'");
      expect(csp).toContain(`form-action 'self' ${server.baseUrl}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
    const cookies = signInPage.headers.getSetCookie().join('\n') || '';
    expect(cookies).toBe('');
    // The API has its own (plugins/security-headers.ts), never the identity pages'.
    const api = await fetch(`${server.baseUrl}/config.json`);
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sets HttpOnly, SameSite cookies', async () => {
    const url = oidc.buildAuthorizationUrl(client.config, {
      redirect_uri: client.redirectUri,
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const response = await fetch(url, { redirect: 'manual' });
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; httponly/i);
      expect(cookie).toMatch(/; samesite=lax/i);
    }
  });

  it('serves its stylesheet', async () => {
    const response = await fetch(`${server.baseUrl}/identity/assets/identity.css`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/css');
  });

  it('names its own icon on its pages, so no browser asks for a missing /favicon.ico', async () => {
    const start = await startAuthorization(client);
    const form = await start.jar.fetch(`${start.interactionUrl}/register`);
    expect(await form.text()).toContain(
      '<link rel="icon" type="image/svg+xml" href="/identity/assets/icon.svg" />',
    );
    const icon = await fetch(`${server.baseUrl}/identity/assets/icon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await icon.text()).toContain('<svg');
  });
});

describe('sign-in rate limit', () => {
  let server: TestApp;
  let client: WebClient;

  beforeAll(async () => {
    server = await buildTestApp({ env: { SIGN_IN_RATE_LIMIT: '2' } });
    client = await discoverWebClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 with a page once a client has tried too often', async () => {
    const start = await startAuthorization(client);
    const attempt = () =>
      submitForm(start.jar, `${start.interactionUrl}/login`, {
        email: 'a@example.test',
        password: 'guess-guess-1',
      });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toContain('text/html');
    expect(await limited.text()).toContain('Too many attempts');
    const registration = await submitForm(start.jar, `${start.interactionUrl}/register`, {});
    expect(registration.status).toBe(400);
  });
});
