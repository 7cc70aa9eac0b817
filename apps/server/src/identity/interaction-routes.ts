import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { authenticateUser, type PasswordCheckFailure, type SignInLockPolicy } from './authenticate-user.js';
import { sendPage, type FormBody } from './page-support.js';
import { renderMessagePage } from './pages/message-page.js';
import { renderRegisterPage } from './pages/register-page.js';
import { describeWait } from './pages/sign-in-fields.js';
import { renderSignInPage } from './pages/sign-in-page.js';
import { IDENTITY_ICON_SVG } from './pages/icon.js';
import { IDENTITY_CSS } from './pages/styles.js';
import { registerAccount } from './register-account.js';
import { MAX_EMAIL_LENGTH } from './registration.js';

export interface InteractionRoutesOptions {
  provider: Provider;
  basePath: string;
  /** Sign-in and registration posts allowed per client address per minute. */
  signInRateLimit: number;
  signInLock: SignInLockPolicy;
}

/** One message for every failed sign-in, so the page never tells whether an email has an account. */
export const SIGN_IN_FAILED = 'That email and password do not match an account. Check them and try again.';
/**
 * Added to {@link SIGN_IN_FAILED} while this client address has to wait on an account after
 * repeated failures (other addresses are not held up), followed by when to try again. It shows
 * only for an existing account, which registration's "email taken" already reveals.
 */
export const SIGN_IN_LOCKED_HINT =
  'After several failed attempts from your connection, sign-in to this account is paused.';

/** The failure message a sign-in page shows for a refused attempt. */
export function describeSignInFailure(failure: PasswordCheckFailure, now = new Date()): string {
  if (failure.reason === 'invalid') return SIGN_IN_FAILED;
  return `${SIGN_IN_FAILED} ${SIGN_IN_LOCKED_HINT} Try again ${describeWait(failure.retryAt, now)}, or reset your password.`;
}

/** A refused sign-in's status and headers: 401, with Retry-After while the address has to wait. */
export function sendSignInRefusal(reply: FastifyReply, failure: PasswordCheckFailure, page: string) {
  if (failure.reason === 'locked') {
    const seconds = Math.max(1, Math.ceil((failure.retryAt.getTime() - Date.now()) / 1000));
    void reply.header('retry-after', String(seconds));
  }
  return sendPage(reply, 401, page);
}

type Params = { uid: string };

/**
 * The provider's interactions as server-rendered pages: sign-in, registration, cancel. The
 * interaction (and its cookie, bound to the uid) carries the pending authorization request; a
 * finished interaction hands the result back to the provider, which redirects to the client.
 */
export async function interactionRoutes(
  app: FastifyInstance,
  options: InteractionRoutesOptions,
): Promise<void> {
  const { provider, basePath } = options;
  const limited = {
    schema: { hide: true },
    config: { rateLimit: { max: options.signInRateLimit, timeWindow: 60_000 } },
  };
  const page = { schema: { hide: true } };

  /** The pending interaction, or null (after answering with an "expired" page) when there is none. */
  async function loadInteraction(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      if (interaction.uid === request.params.uid) return interaction;
    } catch {
      // No interaction cookie, or the interaction expired: both mean "start again".
    }
    await sendPage(
      reply,
      400,
      renderMessagePage({
        basePath,
        title: 'Sign-in expired',
        message: 'This sign-in request has expired or was already used. Go back to All22 and sign in again.',
      }),
    );
    return null;
  }

  async function finish(
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
    result: Parameters<Provider['interactionResult']>[2],
  ) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.code(303).header('cache-control', 'no-store').redirect(returnTo);
  }

  app.get('/assets/identity.css', page, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(IDENTITY_CSS),
  );

  app.get('/assets/icon.svg', page, async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(IDENTITY_ICON_SVG),
  );

  app.get<{ Params: Params }>('/interaction/:uid', page, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    if (interaction.prompt.name === 'login') {
      const hint = interaction.params.login_hint;
      return sendPage(
        reply,
        200,
        renderSignInPage({
          basePath,
          uid: interaction.uid,
          ...(typeof hint === 'string' ? { email: hint } : {}),
        }),
      );
    }
    // Consent is granted by the provider's grant loader for our own client; anything else left
    // pending (a prompt=consent request) is approved the same way.
    const grant = interaction.grantId
      ? await provider.Grant.find(interaction.grantId)
      : new provider.Grant({
          accountId: interaction.session?.accountId,
          clientId: String(interaction.params.client_id),
        });
    if (!grant)
      return finish(request, reply, { error: 'access_denied', error_description: 'grant not found' });
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    return finish(request, reply, { consent: { grantId } });
  });

  app.post<{ Params: Params; Body: FormBody }>('/interaction/:uid/login', limited, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    const email = (request.body?.email ?? '').trim().slice(0, MAX_EMAIL_LENGTH);
    const result = await authenticateUser(
      app.database.db,
      { email, password: request.body?.password ?? '' },
      options.signInLock,
      request.ip,
    );
    if (!result.ok) {
      return sendSignInRefusal(
        reply,
        result,
        renderSignInPage({ basePath, uid: interaction.uid, email, error: describeSignInFailure(result) }),
      );
    }
    return finish(request, reply, { login: { accountId: result.user.uid, remember: true } });
  });

  const registerPage = (uid: string) => ({
    basePath,
    action: `${basePath}/interaction/${uid}/register`,
    signInHref: `${basePath}/interaction/${uid}`,
  });

  app.get<{ Params: Params }>('/interaction/:uid/register', page, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    return sendPage(reply, 200, renderRegisterPage(registerPage(interaction.uid)));
  });

  app.post<{ Params: Params; Body: FormBody }>(
    '/interaction/:uid/register',
    limited,
    async (request, reply) => {
      const interaction = await loadInteraction(request, reply);
      if (!interaction) return reply;
      const outcome = await registerAccount(app.database.db, request.body ?? {});
      if (!outcome.ok) {
        const { status, values, errors } = outcome;
        return sendPage(
          reply,
          status,
          renderRegisterPage({ ...registerPage(interaction.uid), values, errors }),
        );
      }
      request.log.info({ uid: outcome.user.uid }, 'account created');
      return finish(request, reply, { login: { accountId: outcome.user.uid, remember: true } });
    },
  );

  app.post<{ Params: Params }>('/interaction/:uid/abort', page, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return reply;
    return finish(request, reply, {
      error: 'access_denied',
      error_description: 'The user cancelled the sign-in.',
    });
  });
}
