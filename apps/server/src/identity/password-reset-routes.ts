import type { FastifyInstance } from 'fastify';
import type { AccountPagesOptions } from './account-pages-options.js';
import { sendPage, type FormBody } from './page-support.js';
import { renderMessagePage } from './pages/message-page.js';
import { html } from './pages/layout.js';
import { renderForgotPasswordPage, renderResetPasswordPage } from './pages/password-reset-pages.js';
import {
  createPasswordResetToken,
  isPasswordResetTokenUsable,
  PASSWORD_RESET_TTL_MINUTES,
  resetPassword,
} from './password-reset.js';
import { hashPassword } from './passwords.js';
import { MAX_EMAIL_LENGTH, registrationSchema } from './registration.js';
import { findUserByEmail } from './users.js';

/** The one answer to a reset request, whether or not the email has an account (no enumeration). */
export const RESET_REQUESTED =
  `If an account uses that email, a link to choose a new password is on its way. ` +
  `It works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`;

const MAX_TOKEN_LENGTH = 100;

/**
 * Forgot and reset password: a request form that always answers the same, a single-use link
 * (its hash stored in password_reset_tokens, see password-reset.ts) written to the server log in
 * development, and a reset form with the registration password rules.
 */
export async function passwordResetRoutes(app: FastifyInstance, options: AccountPagesOptions): Promise<void> {
  const { basePath } = options;
  const page = { schema: { hide: true } };
  const limited = {
    schema: { hide: true },
    config: { rateLimit: { max: options.signInRateLimit, timeWindow: 60_000 } },
  };
  const expiredPage = () =>
    renderMessagePage({
      basePath,
      title: 'Link expired',
      message: 'This reset link has expired or was already used.',
      extra: html`<p><a class="button" href="${basePath}/forgot-password">Ask for a new link</a></p>`,
    });

  app.get('/forgot-password', page, async (_request, reply) =>
    sendPage(reply, 200, renderForgotPasswordPage({ basePath })),
  );

  app.post<{ Body: FormBody }>('/forgot-password', limited, async (request, reply) => {
    const email = (request.body?.email ?? '').trim().slice(0, MAX_EMAIL_LENGTH);
    if (!email) {
      return sendPage(reply, 400, renderForgotPasswordPage({ basePath, error: 'Enter your email address.' }));
    }
    const user = await findUserByEmail(app.database.db, email);
    if (user) {
      const token = await createPasswordResetToken(app.database.db, user.uid);
      const link = new URL(`${basePath}/reset-password`, new URL(options.provider.issuer).origin);
      link.searchParams.set('token', token);
      if (options.shouldLogResetLinks) {
        request.log.info(
          { uid: user.uid, resetLink: link.href },
          'password reset link (development: not emailed)',
        );
      } else {
        // No mailer is configured: the request is recorded, the link is not (it would be a credential in the log).
        request.log.warn({ uid: user.uid }, 'password reset requested, but no mailer is configured');
      }
    }
    return sendPage(reply, 200, renderForgotPasswordPage({ basePath, email, notice: RESET_REQUESTED }));
  });

  app.get<{ Querystring: { token?: string } }>('/reset-password', page, async (request, reply) => {
    const token = (request.query.token ?? '').slice(0, MAX_TOKEN_LENGTH);
    if (!token || !(await isPasswordResetTokenUsable(app.database.db, token))) {
      return sendPage(reply, 400, expiredPage());
    }
    return sendPage(reply, 200, renderResetPasswordPage({ basePath, token }));
  });

  app.post<{ Body: FormBody }>('/reset-password', limited, async (request, reply) => {
    const token = (request.body?.token ?? '').slice(0, MAX_TOKEN_LENGTH);
    const password = registrationSchema.shape.password.safeParse(request.body?.password ?? '');
    if (!password.success) {
      const error = password.error.issues[0]?.message ?? 'Choose another password.';
      return sendPage(reply, 400, renderResetPasswordPage({ basePath, token, error }));
    }
    const isReset = token
      ? await resetPassword(app.database.db, token, await hashPassword(password.data))
      : false;
    if (!isReset) return sendPage(reply, 400, expiredPage());
    request.log.info('password reset');
    return sendPage(
      reply,
      200,
      renderMessagePage({
        basePath,
        title: 'Password changed',
        message: 'Your password is changed and you are signed out everywhere. Sign in with the new one.',
        extra: html`<p><a class="button" href="${basePath}/sign-in">Sign in</a></p>`,
      }),
    );
  });
}
