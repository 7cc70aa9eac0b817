import { createHash } from 'node:crypto';
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

/**
 * The one script an identity page runs: it submits the sign-out form as soon as the page loads.
 * It is allowed by its hash (see {@link SIGNING_OUT_SCRIPT_HASH}), never by 'unsafe-inline'.
 */
const SIGNING_OUT_SCRIPT = 'document.forms[0].submit();';
/** The CSP source that allows {@link SIGNING_OUT_SCRIPT} and nothing else. */
export const SIGNING_OUT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SIGNING_OUT_SCRIPT).digest('base64')}'`;

/**
 * Sign-out asked for by the app for the account signed in here (its ID token names this session's
 * account): no question, the form submits itself with "yes" (the maintainer's advice for
 * oidc-provider). Without script the button does the same.
 */
export function renderSigningOutPage(options: SignOutPageOptions): string {
  const form = options.providerForm.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/><button type="submit">Sign out</button></form>',
  );
  return renderPage({
    title: 'Signing out',
    basePath: options.basePath,
    body: html`<h1>Signing you out…</h1>
      ${raw(form)} ${raw(`<script>${SIGNING_OUT_SCRIPT}</script>`)}`,
  });
}
