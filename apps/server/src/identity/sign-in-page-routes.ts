import type { FastifyInstance } from 'fastify';
import type { AccountPagesOptions } from './account-pages-options.js';
import { authenticateUser } from './authenticate-user.js';
import { describeSignInFailure, sendSignInRefusal } from './interaction-routes.js';
import { readPageSession, startPageSession } from './page-session.js';
import { getSafeReturnPath, redirectTo, sendPage, type FormBody } from './page-support.js';
import { renderPageSignInPage } from './pages/page-sign-in-page.js';
import { renderRegisterPage } from './pages/register-page.js';
import { registerAccount } from './register-account.js';
import { MAX_EMAIL_LENGTH } from './registration.js';

/** The account pages' registration form, going on to `returnTo` once the account exists. */
function registerPage(basePath: string, returnTo: string) {
  return {
    basePath,
    action: `${basePath}/register`,
    signInHref: `${basePath}/sign-in?returnTo=${encodeURIComponent(returnTo)}`,
    returnTo,
  };
}

/**
 * GET/POST /register?returnTo=… — creates an account from the account pages (a visitor who chose
 * Subscribe lands on the plans' sign-in with no account yet), signs it in and goes on to the page.
 *
 * GET/POST /sign-in?returnTo=… — signs the browser in to the provider for the account pages and
 * goes back to the page that asked. Same checks, messages and lock as the interaction sign-in.
 */
export async function signInPageRoutes(app: FastifyInstance, options: AccountPagesOptions): Promise<void> {
  const { provider, basePath } = options;
  const limited = {
    schema: { hide: true },
    config: { rateLimit: { max: options.signInRateLimit, timeWindow: 60_000 } },
  };

  app.get<{ Querystring: { returnTo?: string } }>(
    '/sign-in',
    { schema: { hide: true } },
    async (request, reply) => {
      const returnTo = getSafeReturnPath(request.query.returnTo, basePath);
      if (await readPageSession(provider, request, reply)) return redirectTo(reply, returnTo);
      return sendPage(reply, 200, renderPageSignInPage({ basePath, returnTo }));
    },
  );

  app.get<{ Querystring: { returnTo?: string } }>(
    '/register',
    { schema: { hide: true } },
    async (request, reply) => {
      const returnTo = getSafeReturnPath(request.query.returnTo, basePath);
      if (await readPageSession(provider, request, reply)) return redirectTo(reply, returnTo);
      return sendPage(reply, 200, renderRegisterPage(registerPage(basePath, returnTo)));
    },
  );

  app.post<{ Body: FormBody }>('/register', limited, async (request, reply) => {
    const body = request.body ?? {};
    const returnTo = getSafeReturnPath(body.returnTo, basePath);
    const outcome = await registerAccount(app.database.db, body);
    if (!outcome.ok) {
      const { status, values, errors } = outcome;
      return sendPage(
        reply,
        status,
        renderRegisterPage({ ...registerPage(basePath, returnTo), values, errors }),
      );
    }
    request.log.info({ uid: outcome.user.uid }, 'account created');
    // Signed in at once, so the page it came from (the plans) goes on without a second form.
    await startPageSession(provider, request, reply, outcome.user.uid);
    return redirectTo(reply, returnTo);
  });

  app.post<{ Body: FormBody }>('/sign-in', limited, async (request, reply) => {
    const body = request.body ?? {};
    const returnTo = getSafeReturnPath(body.returnTo, basePath);
    const email = (body.email ?? '').trim().slice(0, MAX_EMAIL_LENGTH);
    const result = await authenticateUser(
      app.database.db,
      { email, password: body.password ?? '' },
      options.signInLock,
      request.ip,
    );
    if (!result.ok) {
      return sendSignInRefusal(
        reply,
        result,
        renderPageSignInPage({ basePath, returnTo, email, error: describeSignInFailure(result) }),
      );
    }
    await startPageSession(provider, request, reply, result.user.uid);
    return redirectTo(reply, returnTo);
  });
}
