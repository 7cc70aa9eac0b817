import type { FastifyInstance } from 'fastify';
import { accountPageRoutes } from './account-page-routes.js';
import type { AccountPagesOptions } from './account-pages-options.js';
import { sendPage } from './page-support.js';
import { renderMessagePage } from './pages/message-page.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { signInPageRoutes } from './sign-in-page-routes.js';
import { subscriptionPageRoutes } from './subscription-page-routes.js';

/** The first path segments under the mount that these pages own (the rest is the provider's). */
export const ACCOUNT_PAGE_SEGMENTS = [
  'sign-in',
  'register',
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
