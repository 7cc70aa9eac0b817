import type { IncomingMessage, ServerResponse } from 'node:http';
import formBody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import middie from '@fastify/middie';
import { parsePlanRoleIndexes } from '@all22/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JWTVerifyGetKey } from 'jose';
import type Provider from 'oidc-provider';
import type { ServerConfig } from '../config/load-config.js';
import { HSTS_MAX_AGE_SECONDS, getStrictTransportSecurity } from '../config/security-policy.js';
import { accountPages, ACCOUNT_PAGE_SEGMENTS } from './account-pages-plugin.js';
import { sweepForgottenSignInFailures } from './authenticate-user.js';
import { createIdentityProvider } from './create-identity-provider.js';
import { resolveSecretKeys } from './identity-secrets.js';
import { interactionRoutes } from './interaction-routes.js';
import { sweepExpiredOidcPayloads } from './oidc-adapter.js';
import { FormTokens } from './page-session.js';
import { refuseRepeatedFields, setPageErrorHandler } from './page-support.js';
import { ensurePlanCatalogue } from './plan-catalogue.js';
import { getKeyRetentionSeconds, openSigningKeyRing } from './signing-key-ring.js';
import type { SigningKeys } from './signing-keys.js';
import { getBillingMode } from './subscription-transitions.js';

export interface Identity {
  /** The provider signing with the current keys (re-created when they change). */
  readonly provider: Provider;
  /** The path the provider is mounted at: the issuer's path, e.g. /identity. */
  readonly basePath: string;
  /** The stored signing keys as this process read them last: the signing key first. */
  readonly keys: SigningKeys;
  /** Verifies tokens against the stored keys, reading them again for a key it does not know. */
  readonly verificationKey: JWTVerifyGetKey;
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
    const storage = { encryptionKey: config.env.OIDC_KEY_ENCRYPTION_KEY ?? null };
    const ring = await openSigningKeyRing({
      ...storage,
      database: app.database,
      retentionSeconds: getKeyRetentionSeconds(config.env.OIDC_ACCESS_TOKEN_TTL),
      onError: (error) => app.log.error({ err: error }, 'could not reload the signing keys'),
    });
    app.addHook('onClose', async () => ring.close());
    const cookieKeys = await resolveSecretKeys(db, config.env.OIDC_COOKIE_KEYS, 'oidc cookie keys', storage);
    const formKeys = await resolveSecretKeys(db, config.env.FORM_KEYS, 'identity page forms', storage);
    await ensurePlanCatalogue(db, parsePlanRoleIndexes(config.env.PLAN_ROLE_INDEXES));

    // oidc-provider fixes its keys when it is built, so a change of the stored keys (a rotation in
    // any process) builds it again; everything else it keeps is in the database.
    const buildProvider = (keys: SigningKeys) => {
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
        cookieKeys,
      });
      provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));
      return { provider, handleProtocol: provider.callback() };
    };
    let current = buildProvider(ring.keys);
    ring.onChange((keys) => {
      current = buildProvider(keys);
      app.log.info(
        { signingKid: keys.publicJwks[0]?.kid, keys: keys.publicJwks.length },
        'signing keys changed',
      );
    });
    // Our pages keep the provider built first: they read and write sessions, interactions and
    // grants (in the database, under cookie keys that never change here) and sign nothing.
    const pageProvider = current.provider;
    app.decorate<Identity>('identity', {
      get provider() {
        return current.provider;
      },
      basePath,
      get keys() {
        return ring.keys;
      },
      verificationKey: ring.getVerificationKey,
    });

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
        await scope.register(middie);
        scope.use('/', (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
          if (isPagePath(req.url ?? '/')) return next();
          void current.handleProtocol(req, res);
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
          provider: pageProvider,
          basePath,
          signInRateLimit: config.env.SIGN_IN_RATE_LIMIT,
          signInLock,
        });
        await scope.register(accountPages, {
          provider: pageProvider,
          basePath,
          appUrl: config.publicUrl,
          formTokens: new FormTokens(formKeys),
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
