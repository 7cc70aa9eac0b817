/**
 * What the account pages plugin (account-pages-plugin.ts) hands each of its route files. Its own
 * file because the plugin imports those route files, and they need this type.
 */
import type Provider from 'oidc-provider';
import type { SignInLockPolicy } from './authenticate-user.js';
import type { FormTokens } from './page-session.js';
import type { BillingMode } from './subscription-transitions.js';

export interface AccountPagesOptions {
  provider: Provider;
  basePath: string;
  /** The web app's URL, for "Back to All22". */
  appUrl: string;
  formTokens: FormTokens;
  /** Sign-in, reset and password posts allowed per client address per minute. */
  signInRateLimit: number;
  signInLock: SignInLockPolicy;
  /** Write password reset links to the server log (development: there is no mailer). */
  shouldLogResetLinks: boolean;
  /**
   * `test` (staging, development): the test-mode checkout and the subscriber's own plan changes.
   * `provider` (production): plans change only through the billing provider's webhook.
   */
  billingMode: BillingMode;
}
