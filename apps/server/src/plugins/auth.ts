import {
  type ApiAccessRule,
  decideApiAccess,
  getUserState,
  readCountryHeader,
  parsePlanRoleIndexes,
  SIGNED_OUT_USER_STATE,
  type SubscriptionPlan,
  type UserState,
} from '@all22/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { toAccessConfig } from '../config/access-config.js';
import type { ServerConfig } from '../config/load-config.js';
import { AppError } from '../errors/app-error.js';
import { type ApiAccessEntry, findApiAccessEntry } from './api-access-rules.js';

/** What the API knows about the caller, from a verified access token. */
export interface VerifiedToken {
  /** The user's UID (the token's `sub`). */
  readonly subject: string;
  readonly email: string | null;
  readonly plans: readonly SubscriptionPlan[];
  /**
   * The last instant (ms since the epoch) the API accepts the token: its `exp` plus the clock
   * tolerance. A long-lived socket checks it on every message.
   */
  readonly acceptedUntil: number;
}

export interface RequestAuth {
  /** The verified token, or null when none (or an invalid one) came. */
  readonly token: VerifiedToken | null;
  /** Why a presented token was refused; null when it was accepted or absent. */
  readonly tokenError: string | null;
  /** The access rules' view of the caller (spec 1 §4); everyone is a subscriber with AUTH_ENABLED=false. */
  readonly state: UserState;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
  }
  interface FastifyContextConfig {
    /** The route's access rule when it is not in api-access-rules.ts (routes a test adds). */
    access?: ApiAccessRule;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a valid token. */
    requireSignedIn: preHandlerAsyncHookHandler;
    /** preHandler: 401 without a valid token, 403 without a subscription (everyone passes with auth off). */
    requireSubscriber: preHandlerAsyncHookHandler;
    /**
     * Verifies an access token that came another way than the Authorization header (the chat
     * socket's auth frame) exactly as the API does; `tokenError` says why one was refused.
     */
    authenticateToken: (token: string) => Promise<RequestAuth>;
  }
}

export interface AuthPluginOptions {
  config: ServerConfig;
  /** The issuer's keys; the issuer's remote JWKS (OIDC_JWKS_URL) when not given. */
  keys?: JWTVerifyGetKey;
  /** The only signature algorithm accepted. */
  algorithm: string;
  /** The JWT `typ` header to require (RFC 9068's at+jwt), when the issuer sets one. */
  tokenType?: string;
}

/** Paths whose requests may carry a bearer access token. */
const TOKEN_PATH_PREFIXES = ['/api/', '/ws/'];
/** Clock skew allowed between the issuer and this server, in seconds. */
export const CLOCK_TOLERANCE_SECONDS = 5;

const planClaimSchema = z.array(z.object({ id: z.string(), status: z.string() })).default([]);

/**
 * Verifies `Authorization: Bearer` access tokens (signature with the pinned algorithm, issuer,
 * audience, expiry) and gives every request its {@link RequestAuth}. Public routes work with a
 * missing or refused token (the caller is signed out). Every /api/ route is guarded by its rule in
 * api-access-rules.ts (domain decideApiAccess: the pages' rules, the country allow-list); any route
 * can also use `app.requireSignedIn` or `app.requireSubscriber`.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthPluginOptions) => {
    const { config } = options;
    const isAuthEnabled = config.env.AUTH_ENABLED;
    const roleIndexes = parsePlanRoleIndexes(config.env.PLAN_ROLE_INDEXES);
    const keys = options.keys ?? createRemoteJWKSet(new URL(config.oidcJwksUrl));

    async function verify(token: string): Promise<VerifiedToken> {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: [options.algorithm],
        issuer: config.oidcIssuer,
        audience: config.oidcAudience,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp'],
        ...(options.tokenType ? { typ: options.tokenType } : {}),
      });
      const plans = planClaimSchema.safeParse(payload.plans);
      if (!plans.success) throw new Error('the token has a malformed plans claim');
      return {
        subject: payload.sub as string,
        email: typeof payload.email === 'string' ? payload.email : null,
        plans: plans.data,
        acceptedUntil: ((payload.exp as number) + CLOCK_TOLERANCE_SECONDS) * 1000,
      };
    }

    function describeAuth(token: VerifiedToken | null, tokenError: string | null): RequestAuth {
      const state = token
        ? getUserState({ profile: { UID: token.subject }, plans: token.plans, roleIndexes })
        : SIGNED_OUT_USER_STATE;
      return { token, tokenError, state: isAuthEnabled ? state : { ...state, isSubscribed: true } };
    }

    async function authenticateToken(token: string): Promise<RequestAuth> {
      try {
        return describeAuth(await verify(token), null);
      } catch (error) {
        return describeAuth(null, describeTokenError(error));
      }
    }
    app.decorate('authenticateToken', authenticateToken);

    app.decorateRequest('auth', null as unknown as RequestAuth);
    app.addHook('onRequest', async (request) => {
      // Only the API and the sockets take bearer tokens; the identity pages use their own cookies.
      const takesTokens = TOKEN_PATH_PREFIXES.some((prefix) => request.url.startsWith(prefix));
      const header = takesTokens ? request.headers.authorization : undefined;
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!header) {
        request.auth = describeAuth(null, null);
      } else if (!match?.[1]) {
        request.auth = describeAuth(null, 'The Authorization header is not a bearer token');
      } else {
        request.auth = await authenticateToken(match[1]);
      }
    });

    const rejectUnauthenticated = (request: FastifyRequest, reply: FastifyReply) => {
      const reason = request.auth.tokenError;
      void reply.header(
        'www-authenticate',
        reason ? `Bearer error="invalid_token", error_description="${reason}"` : 'Bearer',
      );
      return new AppError(
        'UNAUTHORIZED',
        reason ? `Invalid access token: ${reason}` : 'Sign in to use this call',
      );
    };

    const requireSignedIn: preHandlerAsyncHookHandler = async (request, reply) => {
      if (!request.auth.token) throw rejectUnauthenticated(request, reply);
    };
    const requireSubscriber: preHandlerAsyncHookHandler = async (request, reply) => {
      if (!isAuthEnabled) return;
      if (!request.auth.token) throw rejectUnauthenticated(request, reply);
      if (!request.auth.state.isSubscribed) {
        throw new AppError(
          'FORBIDDEN',
          request.auth.state.isPaused ? 'Your subscription is paused' : 'This call needs a subscription',
        );
      }
    };
    app.decorate('requireSignedIn', requireSignedIn);
    app.decorate('requireSubscriber', requireSubscriber);

    const accessConfig = toAccessConfig(config);
    const countryHeader = config.env.GEO_COUNTRY_HEADER.toLowerCase();

    /** The route's rule (api-access-rules.ts) applied to the caller: 401 or 403 when refused. */
    function checkAccess(entry: ApiAccessEntry): preValidationAsyncHookHandler {
      return async (request, reply) => {
        const rule = typeof entry === 'function' ? entry(request) : entry;
        const country = readCountryHeader(request.headers[countryHeader]) ?? undefined;
        const decision = decideApiAccess(rule, { ...request.auth.state, country }, accessConfig);
        if (decision.kind === 'unauthorized') throw rejectUnauthenticated(request, reply);
        if (decision.kind === 'forbidden') throw new AppError('FORBIDDEN', decision.message);
      };
    }

    // Every API route is guarded by its rule before its parameters are checked (a stranger learns
    // nothing from a 400) and before the response cache is read.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const [method = 'GET'] = [route.method].flat();
      const entry = route.config?.access ?? findApiAccessEntry(method, route.url);
      if (entry === undefined) {
        throw new Error(`No access rule for ${method} ${route.url}: add it to plugins/api-access-rules.ts`);
      }
      const existing = route.preValidation ? [route.preValidation].flat() : [];
      route.preValidation = [checkAccess(entry), ...existing];
    });
  },
  { name: 'auth' },
);

/** A short reason for the WWW-Authenticate header and the 401 message; never echoes the token. */
function describeTokenError(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'the token has expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed)
    return `the token's ${error.claim} claim is not accepted`;
  if (error instanceof joseErrors.JOSEAlgNotAllowed)
    return 'the token is not signed with the accepted algorithm';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'the token signature is not valid';
  if (error instanceof joseErrors.JWKSNoMatchingKey) return 'the token is not signed by a known key';
  if (error instanceof joseErrors.JWTInvalid || error instanceof joseErrors.JWSInvalid)
    return 'the token is malformed';
  return 'the token could not be verified';
}
