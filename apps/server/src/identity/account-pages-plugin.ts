import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { accountPageRoutes } from './account-page-routes.js';
import type { SignInLockPolicy } from './authenticate-user.js';
import type { FormTokens } from './page-session.js';
import { sendPage } from './page-support.js';
import { renderMessagePage } from './pages/message-page.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { signInPageRoutes } from './sign-in-page-routes.js';
import { subscriptionPageRoutes } from './subscription-page-routes.js';

export interface AccountPagesOptions {
  provider: Provider;
  basePath: string;
  /** The web app's URL, for "Back to All22". */
  appUrl: string;
  formTokens: FormTokens;
  /** Sign-in, reset and password posts allowed per client address per minute. */
  signInRateLimit: number;
  signInLock: SignInLockPolicy;
  /** Write password reset links to the server log (development: there is no mailer). */
  shouldLogResetLinks: boolean;
}

/** The first path segments under the mount that these pages own (the rest is the provider's). */
export const ACCOUNT_PAGE_SEGMENTS = [
  'sign-in',
  'forgot-password',
  'reset-password',
  'account',
  'plans',
  'subscriptions',
] as const;

/**
 * The account pages for a signed-in user (plans and checkout, subscription, account) and the
 * sign-in and password reset pages they need. Every form post from another site is refused by
 * its Sec-Fetch-Site header; the signed-in forms also carry a CSRF token (page-session.ts).
 */
export async function accountPages(app: FastifyInstance, options: AccountPagesOptions): Promise<void> {
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || request.headers['sec-fetch-site'] !== 'cross-site') return;
    return sendPage(
      reply,
      403,
      renderMessagePage({
        basePath: options.basePath,
        title: 'Form refused',
        message: 'This form was sent from another site. Open the page on All22 and try again.',
      }),
    );
  });
  await app.register(signInPageRoutes, options);
  await app.register(passwordResetRoutes, options);
  await app.register(accountPageRoutes, options);
  await app.register(subscriptionPageRoutes, options);
}
