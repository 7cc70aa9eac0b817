import type { Database } from '@all22/db';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { createOidcAdapterFactory } from './oidc-adapter.js';
import {
  renderMessagePage,
  renderSigningOutPage,
  renderSignOutPage,
  SIGNING_OUT_SCRIPT_HASH,
} from './pages/message-page.js';
import { TOKEN_SIGNING_ALG, type SigningKeys } from './signing-keys.js';
import { findUserById, getUserPlans } from './users.js';

/** Where the web client receives the authorization response, on each of its origins. */
export const CLIENT_REDIRECT_PATHS = ['/auth/callback', '/auth/silent-renew'] as const;
/** Where the web client may ask to land after signing out. */
export const CLIENT_POST_LOGOUT_PATH = '/';
/** The scope the API's resource server offers; the web client needs no more than the token's audience. */
const API_SCOPE = 'api';

const SECONDS_PER_DAY = 86_400;
/** How long a provider session (the browser's sign-in) lasts, in seconds. */
export const SESSION_TTL = 14 * SECONDS_PER_DAY;
const INTERACTION_TTL = 60 * 60;
const AUTHORIZATION_CODE_TTL = 60;
/** How long an ID token lives, in seconds (signed, so a retired key stays published this long). */
export const ID_TOKEN_TTL = 60 * 60;

export interface IdentityProviderOptions {
  db: Database;
  /** The issuer URL; its path is where the provider is mounted (e.g. /identity). */
  issuer: string;
  basePath: string;
  clientId: string;
  /** Origins the web client runs on; its redirect URIs are these plus {@link CLIENT_REDIRECT_PATHS}. */
  clientOrigins: readonly string[];
  /** The access tokens' audience (their resource indicator). */
  audience: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** The signing key first (it signs every token), then retired ones that still verify. */
  keys: SigningKeys;
  /** Cookie signing secrets: the first signs, all verify. */
  cookieKeys: readonly string[];
}

/**
 * The embedded OpenID Connect provider. One first-party public client (the web app) uses the
 * authorization code flow with PKCE; refresh tokens rotate on every use; access tokens are JWTs
 * for the API audience carrying the user's email and plans. Everything is stored through the
 * database adapter, so any server process can continue any flow.
 */
export function createIdentityProvider(options: IdentityProviderOptions): Provider {
  const { db, basePath, audience } = options;
  const isSecure = isSecureIssuer(options.issuer);
  const cookieOptions = getProviderCookieOptions(options.issuer);
  const clientOrigins = new Set(options.clientOrigins);
  const signingKid = options.keys.privateJwks[0]?.kid;
  if (!signingKid) throw new Error('the identity provider has no signing key');
  if (options.cookieKeys.length === 0) throw new Error('the identity provider has no cookie keys');

  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(db),
    clients: [
      {
        client_id: options.clientId,
        client_name: 'All22',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        scope: 'openid offline_access profile email',
        redirect_uris: options.clientOrigins.flatMap((origin) =>
          CLIENT_REDIRECT_PATHS.map((path) => origin + path),
        ),
        post_logout_redirect_uris: options.clientOrigins.map((origin) => origin + CLIENT_POST_LOGOUT_PATH),
        id_token_signed_response_alg: TOKEN_SIGNING_ALG,
      },
    ],
    jwks: { keys: options.keys.privateJwks as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: [...options.cookieKeys],
      long: cookieOptions,
      short: cookieOptions,
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'updated_at'],
    },
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => clientOrigins.has(origin),
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          const page = { basePath, providerForm: form, formId: 'op.logoutForm' };
          // The provider has checked the hint's signature and client; it may still name someone
          // else (an old tab), and then the question stays.
          if (isHintForSessionAccount(ctx)) {
            allowScript(ctx, SIGNING_OUT_SCRIPT_HASH);
            ctx.body = renderSigningOutPage(page);
          } else {
            ctx.body = renderSignOutPage(page);
          }
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = renderMessagePage({
            basePath,
            title: 'Signed out',
            message: 'You are signed out of All22.',
          });
        },
      },
      resourceIndicators: {
        enabled: true,
        // The API is the only resource: every authorization is for it, and so is every token.
        defaultResource: async () => audience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, indicator) => {
          if (indicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: options.accessTokenTtl,
            accessTokenFormat: 'jwt',
            // Named, not left to the keystore's order: tokens are signed by the current key.
            jwt: { sign: { alg: TOKEN_SIGNING_ALG, kid: signingKid } },
          };
        },
      },
    },
    findAccount: async (_ctx, sub) => {
      const user = await findUserById(db, sub);
      if (!user) return undefined;
      return {
        accountId: user.uid,
        claims: async () => ({
          sub: user.uid,
          email: user.email,
          email_verified: false,
          name: `${user.firstName} ${user.lastName}`.trim(),
          given_name: user.firstName,
          family_name: user.lastName,
          updated_at: Math.floor(user.updatedAt.getTime() / 1000),
        }),
      };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !('accountId' in token) || !token.accountId) return undefined;
      const user = await findUserById(db, token.accountId);
      if (!user) return undefined;
      return { email: user.email, plans: await getUserPlans(db, user.uid) };
    },
    // The web app is our own client: what it asks for is granted without a consent screen.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant =
        (grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined) ??
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      const scopes = [...ctx.oidc.requestParamOIDCScopes].join(' ');
      if (scopes) grant.addOIDCScope(scopes);
      for (const [indicator, resourceServer] of Object.entries(ctx.oidc.resourceServers ?? {})) {
        if (resourceServer.scope) grant.addResourceScope(indicator, resourceServer.scope);
      }
      await grant.save();
      return grant;
    },
    interactions: { url: async (_ctx, interaction) => `${basePath}/interaction/${interaction.uid}` },
    // The web app gets refresh tokens without asking for offline_access (which would need a
    // consent prompt); they still end with the provider session, so signing out revokes them.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: options.accessTokenTtl,
      AuthorizationCode: AUTHORIZATION_CODE_TTL,
      IdToken: ID_TOKEN_TTL,
      Interaction: INTERACTION_TTL,
      Session: SESSION_TTL,
      Grant: Math.max(SESSION_TTL, options.refreshTokenTtl),
      // Rotation keeps the first token's end: a stolen chain cannot be extended forever.
      RefreshToken: (ctx: KoaContextWithOIDC) =>
        ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? options.refreshTokenTtl,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderMessagePage({
        basePath,
        title: 'Something went wrong',
        message: describeProviderError(out),
      });
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.proxy = isSecure;
  return provider;
}

/** Secure cookies need TLS; behind a TLS-terminating proxy the provider trusts X-Forwarded-Proto. */
const isSecureIssuer = (issuer: string): boolean => issuer.startsWith('https://');

/** The provider's cookie attributes; our pages set its session cookie with the same ones. */
export function getProviderCookieOptions(issuer: string) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecureIssuer(issuer),
  };
}

/** A sentence for the error page; the provider's error codes are not for end users. */
function describeProviderError(out: { error: string; error_description?: string | undefined }): string {
  const description = out.error_description ?? '';
  if (out.error === 'invalid_request' && /interaction|session/i.test(description)) {
    return 'This sign-in request has expired. Go back to All22 and sign in again.';
  }
  return `The sign-in request could not be completed${description ? ` (${description})` : ''}. Go back to All22 and try again.`;
}

/** Whether end-session's `id_token_hint` (already validated by the provider) names the signed-in account. */
function isHintForSessionAccount(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
  const accountId = ctx.oidc.session?.accountId;
  return accountId !== undefined && hint?.payload?.sub === accountId;
}

/** Adds one script hash to the page's Content-Security-Policy (written by helmet as script-src 'none'). */
function allowScript(ctx: KoaContextWithOIDC, hash: string): void {
  const policy = ctx.response.get('content-security-policy');
  ctx.set('content-security-policy', policy.replace("script-src 'none'", `script-src ${hash}`));
}
