import type { SubscriptionStatus } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discoverWebClient,
  mintAccessToken,
  seedUser,
  signIn,
  type WebClient,
} from '../testing/oidc-test-client.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { CLOCK_TOLERANCE_SECONDS } from './auth.js';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(testDatabaseTargets())('bearer tokens on %s', (target) => {
  let server: TestApp;
  let client: WebClient;

  beforeAll(async () => {
    server = await buildTestApp({ target, env: { SIGN_IN_RATE_LIMIT: '1000' } });
    client = await discoverWebClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  const ping = (token?: string) =>
    fetch(`${server.baseUrl}/api/secured/ping`, {
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });

  const statuses: [SubscriptionStatus | 'none', number][] = [
    ['ACTIVE', 200],
    ['CANCELLED', 200],
    ['GRACE_PERIOD', 200],
    ['PAUSED', 403],
    ['EXPIRED', 403],
    ['none', 403],
  ];
  it.each(statuses)('a signed-in user with plan status %s gets %i', async (status, expected) => {
    const user = await seedUser(server.database.db, status === 'none' ? {} : { status });
    const { tokens } = await signIn(client, user);
    const response = await ping(tokens.access_token);
    expect(response.status).toBe(expected);
    const body = (await response.json()) as Record<string, unknown>;
    if (expected === 403) {
      expect(body).toEqual({
        message: status === 'PAUSED' ? 'Your subscription is paused' : 'This call needs a subscription',
        statusCode: 403,
      });
    } else {
      expect(body).toMatchObject({ ok: true, uid: user.uid, subscribedPlan: 'Monthly' });
    }
  });

  it('answers 401 without a token, with a WWW-Authenticate challenge', async () => {
    const response = await ping();
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ message: 'Sign in to use this call', statusCode: 401 });
  });

  it('accepts a well-formed token signed by the provider', async () => {
    const token = await mintAccessToken(server.app, server.baseUrl, {
      sub: 'minted-user',
      plans: [{ id: 'all22-annual', status: 'ACTIVE' }],
    });
    const response = await ping(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, uid: 'minted-user', subscribedPlan: 'Annual' });
  });

  const activePlans = { sub: 'u1', plans: [{ id: 'all22-monthly', status: 'ACTIVE' }] };
  const rejected: [string, () => Promise<string>, RegExp][] = [
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (
          await mintAccessToken(server.app, server.baseUrl, { sub: 'u1' })
        ).split('.');
        return [header, base64url({ ...activePlans, exp: 9_999_999_999 }), signature].join('.');
      },
      /signature is not valid/,
    ],
    [
      'an expired token',
      () => mintAccessToken(server.app, server.baseUrl, activePlans, { expiresIn: -60 }),
      /expired/,
    ],
    [
      'another issuer',
      () =>
        mintAccessToken(server.app, server.baseUrl, activePlans, { issuer: 'https://evil.example/identity' }),
      /iss claim/,
    ],
    [
      'another audience',
      () =>
        mintAccessToken(server.app, server.baseUrl, activePlans, { audience: 'https://other.example/api' }),
      /aud claim/,
    ],
    [
      'alg=none',
      async () => {
        const now = Math.floor(Date.now() / 1000);
        const payload = {
          ...activePlans,
          iss: `${server.baseUrl}/identity`,
          aud: `${server.baseUrl}/api`,
          iat: now,
          exp: now + 600,
        };
        return `${base64url({ alg: 'none', typ: 'at+jwt' })}.${base64url(payload)}.`;
      },
      /malformed|algorithm/,
    ],
    [
      'a key the issuer does not have',
      async () => {
        const { privateKey, publicKey } = await generateKeyPair('ES256');
        const kid = (await exportJWK(publicKey)).x;
        return new SignJWT(activePlans)
          .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', ...(kid ? { kid } : {}) })
          .setIssuer(`${server.baseUrl}/identity`)
          .setAudience(`${server.baseUrl}/api`)
          .setIssuedAt()
          .setExpirationTime('10m')
          .sign(privateKey);
      },
      /known key/,
    ],
    [
      'an HMAC token keyed with the public key',
      async () => {
        const secret = new TextEncoder().encode(JSON.stringify(server.app.identity.keys.publicJwks[0]));
        return new SignJWT(activePlans)
          .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
          .setIssuer(`${server.baseUrl}/identity`)
          .setAudience(`${server.baseUrl}/api`)
          .setIssuedAt()
          .setExpirationTime('10m')
          .sign(secret);
      },
      /algorithm/,
    ],
    [
      'an ID token (wrong type)',
      () => mintAccessToken(server.app, server.baseUrl, activePlans, { typ: 'JWT' }),
      /typ/,
    ],
    ['a malformed token', async () => 'not.a.jwt', /malformed/],
  ];
  it.each(rejected)('rejects %s with 401', async (_name, makeToken, reason) => {
    const response = await ping(await makeToken());
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    const body = (await response.json()) as { message: string; statusCode: number };
    expect(body.statusCode).toBe(401);
    expect(body.message).toMatch(reason);
  });

  it('keeps public calls open to a caller with a bad token', async () => {
    const response = await fetch(`${server.baseUrl}/config.json`, {
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(response.status).toBe(200);
  });
});

describe('AUTH_ENABLED=false', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp({ env: { AUTH_ENABLED: 'false' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lets everyone through secured calls', async () => {
    const response = await fetch(`${server.baseUrl}/api/secured/ping`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, uid: null, subscribedPlan: null });
  });

  it('treats a signed-in user without a plan as a subscriber', async () => {
    const token = await mintAccessToken(server.app, server.baseUrl, { sub: 'free-user' });
    expect(
      (await fetch(`${server.baseUrl}/api/secured/ping`, { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(200);
  });
});

describe('an expired access token', () => {
  let server: TestApp;
  let client: WebClient;

  beforeAll(async () => {
    server = await buildTestApp({ env: { OIDC_ACCESS_TOKEN_TTL: '1' } });
    client = await discoverWebClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is refused with 401, and a refreshed one is accepted', async () => {
    const user = await seedUser(server.database.db, { status: 'ACTIVE' });
    const { tokens } = await signIn(client, user);
    const ping = (token: string) =>
      fetch(`${server.baseUrl}/api/secured/ping`, { headers: { authorization: `Bearer ${token}` } });
    // Past the token's 1 s lifetime and the verifier's clock tolerance.
    await new Promise((resolve) => setTimeout(resolve, (1 + CLOCK_TOLERANCE_SECONDS + 1) * 1000));
    const expired = await ping(tokens.access_token);
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { message: string }).message).toBe(
      'Invalid access token: the token has expired',
    );
    const refreshed = await oidc.refreshTokenGrant(client.config, tokens.refresh_token ?? '');
    expect((await ping(refreshed.access_token)).status).toBe(200);
  }, 20_000);
});
