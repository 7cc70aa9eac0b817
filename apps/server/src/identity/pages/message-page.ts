import { html, raw, renderPage, type Html } from './layout.js';

export interface MessagePageOptions {
  basePath: string;
  title: string;
  message: string;
  /** Extra markup below the message (a form, a link). */
  extra?: Html;
}

/** A page with a heading and a sentence: errors, sign-out done, expired sign-in requests. */
export function renderMessagePage(options: MessagePageOptions): string {
  return renderPage({
    title: options.title,
    basePath: options.basePath,
    body: html`<h1>${options.title}</h1>
      <p>${options.message}</p>
      ${options.extra ?? raw('')}`,
  });
}

export interface SignOutPageOptions {
  basePath: string;
  /** oidc-provider's hidden form (its action and xsrf token); the buttons submit it. */
  providerForm: string;
  formId: string;
}

/** The sign-out confirmation: one button signs out, the other stays signed in. */
export function renderSignOutPage(options: SignOutPageOptions): string {
  return renderPage({
    title: 'Sign out',
    basePath: options.basePath,
    body: html`<h1>Sign out of All22?</h1>
      <p>You will be signed out on this device.</p>
      ${raw(options.providerForm)}
      <button type="submit" form="${options.formId}" name="logout" value="yes" autofocus>
        Yes, sign me out
      </button>
      <button type="submit" form="${options.formId}" class="secondary">No, stay signed in</button>`,
  });
}
