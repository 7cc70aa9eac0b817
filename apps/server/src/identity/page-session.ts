import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database, User } from '@all22/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { getProviderCookieOptions, SESSION_TTL } from './create-identity-provider.js';
import { redirectTo } from './page-support.js';
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
 * CSRF tokens for the account pages' forms: an HMAC of the session's uid under the form key
 * (FORM_KEYS, or one derived from a stored secret in development). A form only validates for the
 * session it was shown to, every server process computes the same token, and nothing is stored.
 * The first key signs and every key verifies, so a key is rotated by putting a new one first and
 * dropping the old one later. (The session cookie is also SameSite=Lax and the pages refuse
 * cross-site posts; the token is the check that does not depend on the browser.)
 */
export class FormTokens {
  private readonly keys: readonly Buffer[];

  constructor(keys: readonly string[]) {
    if (keys.length === 0) throw new Error('the account pages have no form key');
    this.keys = keys.map((key) => Buffer.from(key, 'utf8'));
  }

  create(session: PageSession): string {
    return signFormToken(this.keys[0] as Buffer, session);
  }

  isValid(session: PageSession, token: unknown): boolean {
    if (typeof token !== 'string') return false;
    const given = Buffer.from(token);
    // Every key is tried (no early exit), so the time taken says nothing about which one matched.
    let isMatch = false;
    for (const key of this.keys) {
      const expected = Buffer.from(signFormToken(key, session));
      if (given.length === expected.length && timingSafeEqual(given, expected)) isMatch = true;
    }
    return isMatch;
  }
}

function signFormToken(key: Buffer, session: PageSession): string {
  return createHmac('sha256', key).update(`csrf:${session.sessionUid}`).digest('base64url');
}
