import { html, renderField, type Html } from './layout.js';

/** The email and password fields of both sign-in forms; the focus starts where typing is needed. */
export function renderSignInFields(email: string | undefined): Html {
  return html`${renderField({
    name: 'email',
    label: 'Email',
    type: 'email',
    value: email ?? '',
    autocomplete: 'username',
    maxLength: 254,
    autofocus: !email,
  })}
  ${renderField({
    name: 'password',
    label: 'Password',
    type: 'password',
    autocomplete: 'current-password',
    maxLength: 200,
    autofocus: Boolean(email),
  })}`;
}
