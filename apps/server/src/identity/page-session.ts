import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Database, User } from '@all22/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { getProviderCookieOptions, SESSION_TTL } from './create-identity-provider.js';
import { redirectTo } from './page-support.js';
import type { SigningKeys } from './signing-keys.js';
import { findUserById } from './users.js';

/**
 * The account pages (plans, subscriptions, account) use the provider's own session: the browser
 * that signed in to All22 (through the web app or the pages' sign-in form) is signed in here too,
 * and signing out (end session) ends both. No second session store, no second cookie.
 */
export interface PageSession {
  /** The signed-in user's UID. */
  accountId: string;
  /** The session's stable uid (its id changes at sign-in; this does not): CSRF tokens are bound to it. */
  sessionUid: string;
  /** The session's id (its cookie value), to spare it when other sessions end. */
  sessionId: string;
}

/** The signed-in user of this browser, or null. */
export async function readPageSession(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PageSession | null> {
  const session = await provider.Session.get(provider.createContext(request.raw, reply.raw));
  if (!session.accountId) return null;
  return { accountId: session.accountId, sessionUid: session.uid, sessionId: session.jti };
}

/**
 * The signed-in user of a page that needs one; otherwise answers with a redirect to the sign-in
 * page (which comes back to `returnTo`, the page's own path by default) and returns null.
 */
export async function requirePageUser(
  context: { provider: Provider; basePath: string; db: Database },
  request: FastifyRequest,
  reply: FastifyReply,
  returnTo: string = request.url,
): Promise<{ session: PageSession; user: User } | null> {
  const session = await readPageSession(context.provider, request, reply);
  const user = session ? await findUserById(context.db, session.accountId) : undefined;
  if (session && user) return { session, user };
  await redirectTo(reply, `${context.basePath}/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  return null;
}

/**
 * Signs the browser in as `accountId`: the provider session is the one a finished sign-in
 * interaction makes, so the web app's next authorization request finds it. The session id is
 * renewed (no fixation), and a session of another account starts clean.
 */
export async function startPageSession(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
): Promise<PageSession> {
  const context = provider.createContext(request.raw, reply.raw);
  const session = await provider.Session.get(context);
  if (session.accountId && session.accountId !== accountId) {
    session.authorizations = {};
    session.state = undefined;
  }
  if (session.exp) session.resetIdentifier();
  session.loginAccount({ accountId });
  await session.save(SESSION_TTL);
  context.cookies.set(provider.cookieName('session'), session.jti, {
    ...getProviderCookieOptions(provider.issuer),
    maxAge: SESSION_TTL * 1000,
    signed: true,
  });
  return { accountId, sessionUid: session.uid, sessionId: session.jti };
}

/**
 * CSRF tokens for the account pages' forms: an HMAC of the session's uid under a key derived
 * from the stored signing key. A form only validates for the session it was shown to, every
 * server process computes the same token, and nothing is stored. (The session cookie is also
 * SameSite=Lax and the pages refuse foreign Origin headers; the token is the check that does not
 * depend on the browser.)
 */
export class FormTokens {
  private readonly key: Buffer;

  constructor(keys: SigningKeys) {
    const secret = keys.privateJwks[0]?.d;
    if (!secret) throw new Error('the identity provider has no signing key to derive form tokens from');
    this.key = Buffer.from(
      hkdfSync('sha256', Buffer.from(secret, 'base64url'), Buffer.alloc(0), 'all22 identity page forms', 32),
    );
  }

  create(session: PageSession): string {
    return createHmac('sha256', this.key).update(`csrf:${session.sessionUid}`).digest('base64url');
  }

  isValid(session: PageSession, token: unknown): boolean {
    if (typeof token !== 'string') return false;
    const expected = Buffer.from(this.create(session));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
