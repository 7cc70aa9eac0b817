import { type AccessConfig, decideRouteAccess, isCountryBlocked } from './decide-route-access.js';
import type { UserState } from './user-state.js';

/**
 * Who may call an API operation. The data a page shows is guarded as the page is: an operation
 * lists the pages whose answers it carries, and a caller who may open one of them may call it.
 * - `open`: the shell's and the infrastructure's calls (teams, the current week, the score strip,
 *   health, events, support), needed before anyone has signed in or on the country page;
 * - `signedIn`: the caller's own account;
 * - `subscriber`: subscriber calls whatever the pages say (/api/secured/*, /api/videos/*);
 * - `pages`: the page paths (route patterns' concrete paths, e.g. "/film/plays") the answer serves.
 */
export type ApiAccessRule =
  | { readonly kind: 'open' }
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'subscriber' }
  | { readonly kind: 'pages'; readonly pages: readonly string[] };

export type ApiAccessDecision =
  | { readonly kind: 'allow' }
  /** 401: sign in first. */
  | { readonly kind: 'unauthorized'; readonly message: string }
  /** 403: signed in (or blocked by country) and still not allowed. */
  | { readonly kind: 'forbidden'; readonly message: string };

const ALLOW: ApiAccessDecision = { kind: 'allow' };
const SIGN_IN: ApiAccessDecision = { kind: 'unauthorized', message: 'Sign in to use this call' };
export const COUNTRY_BLOCKED_MESSAGE = 'All22 is not available in your country';

function refuseNonSubscriber(user: UserState): ApiAccessDecision {
  if (!user.isLoggedIn) return SIGN_IN;
  // A subscriber refused a page-backed call: its feature is off (or hidden in this environment).
  if (user.isSubscribed) return { kind: 'forbidden', message: 'This call is not available' };
  return {
    kind: 'forbidden',
    message: user.isPaused ? 'Your subscription is paused' : 'This call needs a subscription',
  };
}

/**
 * Decides an API call by its rule (the pages' rules of decide-route-access.ts, spec 1 §4, §6):
 * the country allow-list applies to every call but the open ones; with auth disabled everyone is
 * a subscriber. A `pages` call is allowed when the page rules would let the caller open one of
 * its pages (a freemium page, the home page, or any page for a subscriber).
 */
export function decideApiAccess(
  rule: ApiAccessRule,
  user: UserState,
  config: AccessConfig,
): ApiAccessDecision {
  if (rule.kind === 'open') return ALLOW;
  if (isCountryBlocked(user.country, config.countryAllowList)) {
    return { kind: 'forbidden', message: COUNTRY_BLOCKED_MESSAGE };
  }
  if (!config.authEnabled) return ALLOW;
  switch (rule.kind) {
    case 'signedIn':
      return user.isLoggedIn ? ALLOW : SIGN_IN;
    case 'subscriber':
      return user.isSubscribed ? ALLOW : refuseNonSubscriber(user);
    case 'pages': {
      const isPageOpen = rule.pages.some(
        (path) => decideRouteAccess({ path, middleware: ['auth'] }, user, config).kind === 'allow',
      );
      return isPageOpen ? ALLOW : refuseNonSubscriber(user);
    }
  }
}
