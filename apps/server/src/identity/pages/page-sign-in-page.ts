import { html, renderHidden, renderNotice, renderPage } from './layout.js';
import { renderSignInFields } from './sign-in-fields.js';

export interface PageSignInPageOptions {
  basePath: string;
  /** The account page to return to after signing in. */
  returnTo: string;
  email?: string;
  error?: string;
  notice?: string;
}

/**
 * Sign-in for the account pages (plans, subscriptions, account) when the browser has no
 * session yet; it signs in to the provider, so the web app finds the session too.
 */
export function renderPageSignInPage(options: PageSignInPageOptions): string {
  const { basePath } = options;
  return renderPage({
    title: 'Sign in',
    basePath,
    body: html`<h1>Sign in</h1>
      <p class="muted">Sign in to manage your All22 account and plan.</p>
      ${renderNotice(options.error)} ${renderNotice(options.notice, 'info')}
      <form method="post" action="${basePath}/sign-in" novalidate>
        ${renderHidden('returnTo', options.returnTo)} ${renderSignInFields(options.email)}
        <button type="submit">Sign in</button>
      </form>
      <p class="links"><a href="${basePath}/forgot-password">Forgot your password?</a></p>
      <p class="links">
        New to All22?
        <a href="${basePath}/register?returnTo=${encodeURIComponent(options.returnTo)}">Create an account</a>
      </p>`,
  });
}
