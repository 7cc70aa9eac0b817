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

/** How long until `retryAt`, rounded up, for a sentence: "in 1 minute", "in 12 minutes", "in 3 hours". */
export function describeWait(retryAt: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
  if (minutes < 120) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}
