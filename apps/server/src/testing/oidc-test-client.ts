/**
 * Test support: a browser-like cookie jar, seeded accounts, and the web client's sign-in driven
 * by the real `openid-client` library over HTTP, filling in the provider's own pages.
 */
import { randomUUID } from 'node:crypto';
import { subscriptions, users, type Database, type SubscriptionStatus } from '@all22/db';
import type { FastifyInstance } from 'fastify';
import { importJWK, SignJWT, type JWTPayload } from 'jose';
import * as oidc from 'openid-client';
import { CLIENT_POST_LOGOUT_PATH, CLIENT_REDIRECT_PATHS } from '../identity/create-identity-provider.js';
import { hashPassword } from '../identity/passwords.js';

/** Cookies by name; enough for one host (paths are ignored: our cookie names do not collide). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  capture(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const isExpired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (isExpired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** fetch without following redirects, sending and keeping cookies. */
  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.header());
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.capture(response);
    return response;
  }
}

export interface SeededUser {
  uid: string;
  email: string;
  password: string;
}

/** An account with an optional subscription in the given status, written straight to the database. */
export async function seedUser(
  db: Database,
  options: { email?: string; password?: string; status?: SubscriptionStatus; planId?: string } = {},
): Promise<SeededUser> {
  const uid = randomUUID();
  const email = options.email ?? `user-${uid.slice(0, 8)}@example.test`;
  const password = options.password ?? 'touchdown-2024';
  await db.insert(users).values({
    uid,
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Test',
    lastName: 'User',
  });
  if (options.status) {
    const now = Date.now();
    await db.insert(subscriptions).values({
      userId: uid,
      planId: options.planId ?? 'all22-monthly',
      status: options.status,
      currentPeriodStart: new Date(now - 10 * 86_400_000),
      currentPeriodEnd: new Date(now + 20 * 86_400_000),
    });
  }
  return { uid, email, password };
}

export interface WebClient {
  config: oidc.Configuration;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

/** The web app's client, configured by discovery from the issuer (plain HTTP allowed in tests). */
export async function discoverWebClient(baseUrl: string, clientId = 'all22-web'): Promise<WebClient> {
  const config = await oidc.discovery(
    new URL(`${baseUrl}/identity`),
    clientId,
    { token_endpoint_auth_method: 'none', id_token_signed_response_alg: 'ES256' },
    oidc.None(),
    { execute: [oidc.allowInsecureRequests] },
  );
  return {
    config,
    redirectUri: `${baseUrl}${CLIENT_REDIRECT_PATHS[0]}`,
    postLogoutRedirectUri: `${baseUrl}${CLIENT_POST_LOGOUT_PATH}`,
  };
}

export interface AuthorizationStart {
  jar: CookieJar;
  /** The sign-in page's URL (the provider's interaction). */
  interactionUrl: string;
  codeVerifier: string;
  state: string;
}

/** Starts an authorization (code + PKCE) the way the browser would, up to the sign-in page. */
export async function startAuthorization(
  client: WebClient,
  jar = new CookieJar(),
): Promise<AuthorizationStart> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(client.config, {
    redirect_uri: client.redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
  });
  const response = await jar.fetch(url);
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) {
    throw new Error(
      `authorization did not lead to the sign-in page: ${response.status} ${await response.text()}`,
    );
  }
  return { jar, interactionUrl: new URL(location, url).href, codeVerifier, state };
}

/** Submits a form the way a browser does (urlencoded), keeping cookies. */
export function submitForm(jar: CookieJar, url: string, fields: Record<string, string>): Promise<Response> {
  return jar.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * Follows the provider's redirects (resume, consent) until it sends the browser back to the
 * client's redirect URI, and returns that URL with its code.
 */
export async function followToCallback(client: WebClient, jar: CookieJar, response: Response): Promise<URL> {
  let current = response;
  for (let hop = 0; hop < 10; hop++) {
    const location = current.headers.get('location');
    if (current.status < 300 || current.status >= 400 || !location) {
      throw new Error(`expected a redirect, got ${current.status}: ${(await current.text()).slice(0, 500)}`);
    }
    const next = new URL(location, current.url || client.redirectUri);
    if (next.href.startsWith(client.redirectUri)) return next;
    current = await jar.fetch(next);
  }
  throw new Error('too many redirects before the callback');
}

export type TokenSet = oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;

/** The whole sign-in: authorization request, sign-in page, code exchange with the PKCE verifier. */
export async function signIn(
  client: WebClient,
  credentials: { email: string; password: string },
): Promise<{ tokens: TokenSet; jar: CookieJar }> {
  const start = await startAuthorization(client);
  const page = await start.jar.fetch(start.interactionUrl);
  if (page.status !== 200) throw new Error(`sign-in page answered ${page.status}`);
  const submitted = await submitForm(start.jar, `${start.interactionUrl}/login`, credentials);
  const callback = await followToCallback(client, start.jar, submitted);
  const tokens = await oidc.authorizationCodeGrant(client.config, callback, {
    pkceCodeVerifier: start.codeVerifier,
    expectedState: start.state,
  });
  return { tokens, jar: start.jar };
}

/** Reads a JWT's payload without verifying it (tests inspect what the provider issued). */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export function decodeJwtHeader(token: string): Record<string, unknown> {
  const [header = ''] = token.split('.');
  return JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export interface MintOptions {
  /** Seconds from now; negative for an expired token (default 600). */
  expiresIn?: number;
  issuer?: string;
  audience?: string;
  typ?: string;
}

/**
 * An access token signed with the provider's own key, shaped like the ones it issues; tests use
 * it to reach states the flow cannot (expired, another issuer or audience).
 */
export async function mintAccessToken(
  app: FastifyInstance,
  baseUrl: string,
  claims: JWTPayload,
  options: MintOptions = {},
): Promise<string> {
  const jwk = app.identity.keys.privateJwks[0];
  if (!jwk) throw new Error('the provider has no signing key');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ plans: [], ...claims })
    .setProtectedHeader({ alg: 'ES256', typ: options.typ ?? 'at+jwt', ...(jwk.kid ? { kid: jwk.kid } : {}) })
    .setIssuer(options.issuer ?? `${baseUrl}/identity`)
    .setAudience(options.audience ?? `${baseUrl}/api`)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (options.expiresIn ?? 600))
    .sign(await importJWK(jwk, 'ES256'));
}
