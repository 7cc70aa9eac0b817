import type { IncomingMessage, ServerResponse } from 'node:http';
import formBody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import middie from '@fastify/middie';
import rateLimit from '@fastify/rate-limit';
import { parsePlanRoleIndexes } from '@all22/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Provider from 'oidc-provider';
import type { ServerConfig } from '../config/load-config.js';
import { HSTS_MAX_AGE_SECONDS, getStrictTransportSecurity } from '../config/security-policy.js';
import { accountPages, ACCOUNT_PAGE_SEGMENTS } from './account-pages-plugin.js';
import { sweepForgottenSignInFailures } from './authenticate-user.js';
import { createIdentityProvider } from './create-identity-provider.js';
import { interactionRoutes } from './interaction-routes.js';
import { sweepExpiredOidcPayloads } from './oidc-adapter.js';
import { FormTokens } from './page-session.js';
import { refuseRepeatedFields, setPageErrorHandler } from './page-support.js';
import { ensurePlanCatalogue } from './plan-catalogue.js';
import { loadSigningKeys, type SigningKeys } from './signing-keys.js';
import { getBillingMode } from './subscription-transitions.js';

export interface Identity {
  provider: Provider;
  /** The path the provider is mounted at: the issuer's path, e.g. /identity. */
  basePath: string;
  keys: SigningKeys;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded OpenID Connect provider, when IDENTITY_ENABLED. */
    identity: Identity;
  }
}

/** First path segments under the mount that our own Fastify routes serve; everything else is the provider's. */
const PAGE_SEGMENTS = new Set<string>(['interaction', 'assets', ...ACCOUNT_PAGE_SEGMENTS]);
const isPagePath = (path: string): boolean => PAGE_SEGMENTS.has(path.split(/[/?#]/, 2)[1] ?? '');
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Mounts the embedded identity provider at the issuer's path: oidc-provider (a Koa app) through
 * @fastify/middie for the protocol endpoints, and Fastify routes for our pages. Both live in one
 * encapsulated context, so the security headers and rate limits stay on the identity pages and
 * never reach the API or the SPA.
 */
export const identityPlugin = fp(
  async (app: FastifyInstance, options: { config: ServerConfig }) => {
    const { config } = options;
    const basePath = new URL(config.oidcIssuer).pathname.replace(/\/+$/, '');
    if (basePath === '') {
      throw new Error(
        `OIDC_ISSUER (${config.oidcIssuer}) needs a path (such as /identity) to mount the provider at`,
      );
    }
    const { db } = app.database;
    const keys = await loadSigningKeys(db);
    await ensurePlanCatalogue(db, parsePlanRoleIndexes(config.env.PLAN_ROLE_INDEXES));
    const provider = createIdentityProvider({
      db,
      issuer: config.oidcIssuer,
      basePath,
      clientId: config.env.OIDC_CLIENT_ID,
      clientOrigins: config.oidcClientOrigins,
      audience: config.oidcAudience,
      accessTokenTtl: config.env.OIDC_ACCESS_TOKEN_TTL,
      refreshTokenTtl: config.env.OIDC_REFRESH_TOKEN_TTL,
      keys,
      cookieKeys: config.env.OIDC_COOKIE_KEYS,
    });
    provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));
    app.decorate<Identity>('identity', { provider, basePath, keys });

    await app.register(
      async (scope) => {
        // Headers first: helmet writes them on the raw response, so the provider's pages get them too.
        await scope.register(helmet, {
          contentSecurityPolicy: {
            directives: {
              // Forms post here, then redirect to the web app (browsers apply form-action to redirects).
              formAction: ["'self'", ...config.oidcClientOrigins],
              scriptSrc: ["'none'"],
              styleSrc: ["'self'"],
            },
          },
          // HSTS as on every other answer (config/security-policy.ts): production only.
          strictTransportSecurity:
            getStrictTransportSecurity(config.env.APP_ENV) === null
              ? false
              : { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
        });
        await scope.register(rateLimit, { global: false });
        await scope.register(middie);
        const handleProtocol = provider.callback();
        scope.use('/', (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
          if (isPagePath(req.url ?? '/')) return next();
          void handleProtocol(req, res);
        });
        // Never reached: the provider answers first. It makes this context own every path under the mount.
        scope.all('/*', { schema: { hide: true } }, async (_request, reply) => reply.callNotFound());
        // Our pages: form posts, and errors answered as pages.
        await scope.register(formBody, { bodyLimit: 16 * 1024 });
        setPageErrorHandler(scope, basePath);
        refuseRepeatedFields(scope, basePath);
        const signInLock = {
          attempts: config.env.SIGN_IN_LOCK_ATTEMPTS,
          minutes: config.env.SIGN_IN_LOCK_MINUTES,
        };
        await scope.register(interactionRoutes, {
          provider,
          basePath,
          signInRateLimit: config.env.SIGN_IN_RATE_LIMIT,
          signInLock,
        });
        await scope.register(accountPages, {
          provider,
          basePath,
          appUrl: config.publicUrl,
          formTokens: new FormTokens(keys),
          signInRateLimit: config.env.SIGN_IN_RATE_LIMIT,
          signInLock,
          shouldLogResetLinks: config.env.APP_ENV === 'development',
          billingMode: getBillingMode(config.env.APP_ENV),
        });
      },
      { prefix: basePath },
    );

    const sweep = setInterval(() => {
      Promise.all([sweepExpiredOidcPayloads(db), sweepForgottenSignInFailures(db)]).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not sweep expired identity records'),
      );
    }, SWEEP_INTERVAL_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'identity', dependencies: ['database'] },
);
