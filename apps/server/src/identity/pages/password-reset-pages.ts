import { html, renderField, renderHidden, renderNotice, renderPage } from './layout.js';

export const PASSWORD_RULES = 'At least 10 characters, with letters and at least one digit or symbol.';

export interface ForgotPasswordPageOptions {
  basePath: string;
  email?: string;
  /** Shown after a request: the same words whether or not the email has an account. */
  notice?: string;
  error?: string;
}

export function renderForgotPasswordPage(options: ForgotPasswordPageOptions): string {
  const { basePath } = options;
  return renderPage({
    title: 'Reset your password',
    basePath,
    body: html`<h1>Reset your password</h1>
      ${renderNotice(options.error)} ${renderNotice(options.notice, 'info')}
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      <form method="post" action="${basePath}/forgot-password" novalidate>
        ${renderField({
          name: 'email',
          label: 'Email',
          type: 'email',
          value: options.email ?? '',
          autocomplete: 'email',
          maxLength: 254,
          autofocus: true,
        })}
        <button type="submit">Send reset link</button>
      </form>
      <p class="links"><a href="${basePath}/sign-in">Back to sign in</a></p>`,
  });
}

export interface ResetPasswordPageOptions {
  basePath: string;
  token: string;
  error?: string;
}

export function renderResetPasswordPage(options: ResetPasswordPageOptions): string {
  const { basePath } = options;
  return renderPage({
    title: 'Choose a new password',
    basePath,
    body: html`<h1>Choose a new password</h1>
      <form method="post" action="${basePath}/reset-password" novalidate>
        ${renderHidden('token', options.token)}
        ${renderField({
          name: 'password',
          label: 'New password',
          type: 'password',
          error: options.error,
          autocomplete: 'new-password',
          maxLength: 200,
          autofocus: true,
        })}
        <p class="muted">${PASSWORD_RULES}</p>
        <button type="submit">Set new password</button>
      </form>`,
  });
}
