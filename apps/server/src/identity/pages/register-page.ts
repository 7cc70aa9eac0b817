import type { RegistrationField } from '../registration.js';
import { html, renderField, renderHidden, renderNotice, renderPage } from './layout.js';

export interface RegisterPageOptions {
  basePath: string;
  /** Where the form posts: the sign-in interaction's registration, or the account pages' own. */
  action: string;
  /** The sign-in page for "Already have an account?". */
  signInHref: string;
  /** The account page to go on to once the account exists (the account pages' registration). */
  returnTo?: string;
  values?: Partial<Record<RegistrationField, string>>;
  errors?: Partial<Record<RegistrationField, string>>;
  error?: string;
}

export function renderRegisterPage(options: RegisterPageOptions): string {
  const { basePath } = options;
  const values = options.values ?? {};
  const errors = options.errors ?? {};
  const firstError = (['firstName', 'lastName', 'email', 'password'] as const).find((field) => errors[field]);
  return renderPage({
    title: 'Create your account',
    basePath,
    body: html`<h1>Create your account</h1>
      ${renderNotice(options.error ?? (firstError ? 'Please correct the fields marked below.' : undefined))}
      <form method="post" action="${options.action}" novalidate>
        ${options.returnTo === undefined ? '' : renderHidden('returnTo', options.returnTo)}
        ${renderField({
          name: 'firstName',
          label: 'First name',
          value: values.firstName ?? '',
          error: errors.firstName,
          autocomplete: 'given-name',
          maxLength: 100,
          autofocus: firstError === undefined || firstError === 'firstName',
        })}
        ${renderField({
          name: 'lastName',
          label: 'Last name',
          value: values.lastName ?? '',
          error: errors.lastName,
          autocomplete: 'family-name',
          maxLength: 100,
          autofocus: firstError === 'lastName',
        })}
        ${renderField({
          name: 'email',
          label: 'Email',
          type: 'email',
          value: values.email ?? '',
          error: errors.email,
          autocomplete: 'email',
          maxLength: 254,
          autofocus: firstError === 'email',
        })}
        ${renderField({
          name: 'password',
          label: 'Password',
          type: 'password',
          error: errors.password,
          autocomplete: 'new-password',
          maxLength: 200,
          autofocus: firstError === 'password',
        })}
        <p class="muted">At least 10 characters, with letters and at least one digit or symbol.</p>
        <button type="submit">Create account</button>
      </form>
      <p class="links">Already have an account? <a href="${options.signInHref}">Sign in</a></p>`,
  });
}
