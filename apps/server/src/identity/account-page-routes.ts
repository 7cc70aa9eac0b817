import type { User } from '@all22/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountPagesOptions } from './account-pages-options.js';
import { endAccountSessions } from './account-sessions.js';
import { checkAccountPassword } from './authenticate-user.js';
import { requirePageUser, type PageSession } from './page-session.js';
import { redirectTo, sendPage, type FormBody } from './page-support.js';
import {
  renderAccountPage,
  type AccountPageOptions,
  type PasswordField,
  type ProfileErrorField,
} from './pages/account-page.js';
import { renderMessagePage } from './pages/message-page.js';
import { describeWait } from './pages/sign-in-fields.js';
import { hashPassword } from './passwords.js';
import { MAX_PASSWORD_LENGTH, registrationSchema } from './registration.js';
import { updateUserPassword, updateUserProfile } from './update-account.js';

const profileSchema = registrationSchema.pick({ firstName: true, lastName: true, email: true });

const NOTICES = {
  profile: 'Your name and email are saved.',
  password: 'Your password is changed. Other devices are signed out.',
} as const;

/**
 * GET /account — name, email and password of the signed-in user. POST /account/profile saves
 * name and email (unique in any case; a new email needs the current password); POST
 * /account/password needs the current password, checks the new one against the registration
 * rules and signs out every other session. Wrong current passwords count towards the sign-in
 * waits of this account and client address (authenticate-user.ts).
 */
export async function accountPageRoutes(app: FastifyInstance, options: AccountPagesOptions): Promise<void> {
  const { provider, basePath, formTokens } = options;
  const { db } = app.database;
  const context = { provider, basePath, db };
  const accountPath = `${basePath}/account`;
  const page = { schema: { hide: true } };
  const limited = {
    schema: { hide: true },
    config: { rateLimit: { max: options.signInRateLimit, timeWindow: 60_000 } },
  };

  const showAccount = (
    reply: FastifyReply,
    status: number,
    signedIn: { session: PageSession; user: User },
    extra: Partial<AccountPageOptions> = {},
  ) =>
    sendPage(
      reply,
      status,
      renderAccountPage({
        basePath,
        appUrl: options.appUrl,
        csrfToken: formTokens.create(signedIn.session),
        profile: {
          firstName: signedIn.user.firstName,
          lastName: signedIn.user.lastName,
          email: signedIn.user.email,
        },
        ...extra,
      }),
    );
  const refuseForm = (reply: FastifyReply) =>
    sendPage(
      reply,
      403,
      renderMessagePage({
        basePath,
        title: 'Form expired',
        message: 'This form has expired. Open your account page again and retry.',
      }),
    );

  app.get<{ Querystring: { done?: string } }>('/account', page, async (request, reply) => {
    const signedIn = await requirePageUser(context, request, reply);
    if (!signedIn) return reply;
    const done = request.query.done;
    return showAccount(
      reply,
      200,
      signedIn,
      done && done in NOTICES ? { notice: NOTICES[done as keyof typeof NOTICES] } : {},
    );
  });

  /**
   * Checks the signed-in user's current password under the per-address waits (a wrong one counts
   * towards them, as on sign-in); returns the field's error, or undefined when it is right.
   */
  const checkCurrentPassword = async (request: FastifyRequest, user: User, value: string | undefined) => {
    const password = (value ?? '').slice(0, MAX_PASSWORD_LENGTH);
    if (password === '') return 'Enter your current password.';
    const result = await checkAccountPassword(db, user, password, options.signInLock, request.ip);
    if (result.ok) return undefined;
    return result.reason === 'locked'
      ? `After several wrong passwords from your connection, password checks are paused. Try again ${describeWait(result.retryAt)}.`
      : 'That is not your current password.';
  };

  app.post<{ Body: FormBody }>('/account/profile', limited, async (request, reply) => {
    const signedIn = await requirePageUser(context, request, reply, accountPath);
    if (!signedIn) return reply;
    const body = request.body ?? {};
    if (!formTokens.isValid(signedIn.session, body.csrf)) return refuseForm(reply);
    const submitted = {
      firstName: body.firstName ?? '',
      lastName: body.lastName ?? '',
      email: body.email ?? '',
    };
    const shown = { ...submitted, email: submitted.email.slice(0, 300) };
    const parsed = profileSchema.safeParse(submitted);
    if (!parsed.success) {
      const profileErrors: Partial<Record<ProfileErrorField, string>> = {};
      for (const issue of parsed.error.issues) {
        profileErrors[issue.path[0] as keyof typeof submitted] ??= issue.message;
      }
      return showAccount(reply, 400, signedIn, { profile: shown, profileErrors });
    }
    // A new email needs the current password: whoever holds a session alone cannot move the
    // account (and its password resets) to an address of theirs.
    if (parsed.data.email.trim() !== signedIn.user.email) {
      const passwordError = await checkCurrentPassword(request, signedIn.user, body.password);
      if (passwordError) {
        return showAccount(reply, 400, signedIn, {
          profile: shown,
          profileErrors: { password: passwordError },
        });
      }
    }
    const updated = await updateUserProfile(db, signedIn.user.uid, parsed.data);
    if (!updated) {
      return showAccount(reply, 409, signedIn, {
        profile: shown,
        profileErrors: { email: 'Another account already uses this email. Choose a different one.' },
      });
    }
    if (updated.email !== signedIn.user.email) {
      request.log.info({ uid: signedIn.user.uid }, 'email changed');
    }
    return redirectTo(reply, `${accountPath}?done=profile`);
  });

  app.post<{ Body: FormBody }>('/account/password', limited, async (request, reply) => {
    const signedIn = await requirePageUser(context, request, reply, accountPath);
    if (!signedIn) return reply;
    const body = request.body ?? {};
    if (!formTokens.isValid(signedIn.session, body.csrf)) return refuseForm(reply);
    const passwordErrors: Partial<Record<PasswordField, string>> = {};
    const newPassword = registrationSchema.shape.password.safeParse(body.newPassword ?? '');
    if (!newPassword.success)
      passwordErrors.newPassword = newPassword.error.issues[0]?.message ?? 'Choose another password.';
    const currentError = await checkCurrentPassword(request, signedIn.user, body.currentPassword);
    if (currentError) passwordErrors.currentPassword = currentError;
    if (currentError || !newPassword.success) return showAccount(reply, 400, signedIn, { passwordErrors });
    await updateUserPassword(db, signedIn.user.uid, await hashPassword(newPassword.data));
    await endAccountSessions(db, signedIn.user.uid, { keepSessionId: signedIn.session.sessionId });
    request.log.info({ uid: signedIn.user.uid }, 'password changed');
    return redirectTo(reply, `${accountPath}?done=password`);
  });
}
