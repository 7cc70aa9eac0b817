import { html, renderNotice, renderPage } from './layout.js';
import { renderSignInFields } from './sign-in-fields.js';

export interface SignInPageOptions {
  basePath: string;
  uid: string;
  email?: string;
  /** One message for a failed sign-in: it never says which of email or password was wrong. */
  error?: string;
  notice?: string;
}

export function renderSignInPage(options: SignInPageOptions): string {
  const { basePath, uid } = options;
  return renderPage({
    title: 'Sign in',
    basePath,
    body: html`<h1>Sign in</h1>
      ${renderNotice(options.error)} ${renderNotice(options.notice, 'info')}
      <form method="post" action="${basePath}/interaction/${uid}/login" novalidate>
        ${renderSignInFields(options.email)}
        <button type="submit">Sign in</button>
      </form>
      <p class="links">
        New to All22? <a href="${basePath}/interaction/${uid}/register">Create an account</a>
      </p>
      <p class="links"><a href="${basePath}/forgot-password">Forgot your password?</a></p>
      <form method="post" action="${basePath}/interaction/${uid}/abort">
        <button type="submit" class="secondary">Cancel</button>
      </form>`,
  });
}
