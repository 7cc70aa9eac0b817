import { renderAccountNav } from './account-nav.js';
import { html, renderField, renderHidden, renderNotice, renderPage } from './layout.js';
import { PASSWORD_RULES } from './password-reset-pages.js';

export type ProfileField = 'firstName' | 'lastName' | 'email';
/** The profile form's fields that can be wrong: its values, and the password an email change needs. */
export type ProfileErrorField = ProfileField | 'password';
export type PasswordField = 'currentPassword' | 'newPassword';

export interface AccountPageOptions {
  basePath: string;
  appUrl: string;
  csrfToken: string;
  profile: Record<ProfileField, string>;
  profileErrors?: Partial<Record<ProfileErrorField, string>>;
  passwordErrors?: Partial<Record<PasswordField, string>>;
  notice?: string;
}

/** Name, email and password of the signed-in user; two forms, each with its own errors. */
export function renderAccountPage(options: AccountPageOptions): string {
  const { basePath, profile } = options;
  const profileErrors = options.profileErrors ?? {};
  const passwordErrors = options.passwordErrors ?? {};
  const hasErrors = Object.keys(profileErrors).length > 0 || Object.keys(passwordErrors).length > 0;
  return renderPage({
    title: 'Your account',
    basePath,
    isWide: true,
    body: html`${renderAccountNav({ basePath, appUrl: options.appUrl, current: 'account' })}
      <h1>Your account</h1>
      ${renderNotice(hasErrors ? 'Please correct the fields marked below.' : undefined)}
      ${renderNotice(options.notice, 'info')}
      <h2 id="profile-heading">Name and email</h2>
      <form method="post" action="${basePath}/account/profile" aria-labelledby="profile-heading" novalidate>
        ${renderHidden('csrf', options.csrfToken)}
        ${renderField({
          name: 'firstName',
          label: 'First name',
          value: profile.firstName,
          error: profileErrors.firstName,
          autocomplete: 'given-name',
          maxLength: 100,
        })}
        ${renderField({
          name: 'lastName',
          label: 'Last name',
          value: profile.lastName,
          error: profileErrors.lastName,
          autocomplete: 'family-name',
          maxLength: 100,
        })}
        ${renderField({
          name: 'email',
          label: 'Email',
          type: 'email',
          value: profile.email,
          error: profileErrors.email,
          autocomplete: 'email',
          maxLength: 254,
        })}
        ${renderField({
          name: 'password',
          label: 'Current password (needed to change your email)',
          type: 'password',
          error: profileErrors.password,
          autocomplete: 'current-password',
          maxLength: 200,
        })}
        <button type="submit">Save name and email</button>
      </form>
      <h2 id="password-heading">Password</h2>
      <form method="post" action="${basePath}/account/password" aria-labelledby="password-heading" novalidate>
        ${renderHidden('csrf', options.csrfToken)}
        ${renderField({
          name: 'currentPassword',
          label: 'Current password',
          type: 'password',
          error: passwordErrors.currentPassword,
          autocomplete: 'current-password',
          maxLength: 200,
        })}
        ${renderField({
          name: 'newPassword',
          label: 'New password',
          type: 'password',
          error: passwordErrors.newPassword,
          autocomplete: 'new-password',
          maxLength: 200,
        })}
        <p class="muted">${PASSWORD_RULES} Other devices are signed out when it changes.</p>
        <button type="submit">Change password</button>
      </form>`,
  });
}
