import { DEFAULT_PROMO_PATH, HOME_PATH, LOGIN_PATH, SORRY_PATH } from './access-paths.js';
import { getChatbotRedirect, getFeatureRedirect, type FeatureGateReason } from './feature-gates.js';
import { matchesAnyRoutePattern, normalizeRoutePath } from './route-pattern.js';
import type { UserState } from './user-state.js';

/** Page middleware names (spec 1 §6: an auth gate and an AI-chatbot gate). */
export const ROUTE_MIDDLEWARES = ['auth', 'chatbot'] as const;
export type RouteMiddleware = (typeof ROUTE_MIDDLEWARES)[number];

export function isRouteMiddleware(value: string): value is RouteMiddleware {
  return (ROUTE_MIDDLEWARES as readonly string[]).includes(value);
}

/** The route being entered: its path (query and hash allowed) and the middleware names it declares. */
export interface AccessRoute {
  readonly path: string;
  readonly middleware: readonly string[];
}

/** The configuration the access rules read (env names in DESIGN.md, Configuration). */
export interface AccessConfig {
  readonly authEnabled: boolean;
  readonly freemium: boolean;
  /** Patterns of the routes open in freemium mode (see route-pattern.ts). */
  readonly freemiumRoutes: readonly string[];
  readonly featureFantasy: boolean;
  readonly featureChatbot: boolean;
  readonly pausedModal: boolean;
  /** Country codes allowed in; empty = no country check. Compared case-insensitively. */
  readonly countryAllowList: readonly string[];
  readonly appEnv: string;
  /** External purchase page for logged-in non-subscribers. */
  readonly plansUrl: string;
  /** Purchase page for users of the alternate billing provider; falls back to plansUrl when empty. */
  readonly altBillingPlansUrl: string;
  /** The subscription promo route; default {@link DEFAULT_PROMO_PATH}. */
  readonly promoPath?: string;
}

/** Why the user was moved: lets the app track a premium purchase access point (spec 1 §6). */
export type AccessRedirectReason = FeatureGateReason | 'country-blocked' | 'signed-out' | 'not-subscribed';

export type AccessDecision =
  | { readonly kind: 'allow' }
  /** `external`: leave the SPA with a full page load (the purchase pages live outside it). */
  | {
      readonly kind: 'redirect';
      readonly to: string;
      readonly external: boolean;
      readonly reason: AccessRedirectReason;
    }
  /** Show the paused-subscription dialog, then go to `to`; null = already home, stay. */
  | { readonly kind: 'pausedDialog'; readonly to: string | null }
  | { readonly kind: 'error'; readonly statusCode: 500; readonly message: string };

const ALLOW: AccessDecision = { kind: 'allow' };

const redirect = (to: string, reason: AccessRedirectReason, external = false): AccessDecision => ({
  kind: 'redirect',
  to,
  external,
  reason,
});

/** Country gate: blocked only when a list is configured, the country is known, and it is not listed. */
export function isCountryBlocked(country: string | undefined, allowList: readonly string[]): boolean {
  if (allowList.length === 0 || country === undefined || country.trim() === '') return false;
  const code = country.trim().toUpperCase();
  return !allowList.some((allowed) => allowed.trim().toUpperCase() === code);
}

/**
 * Decides whether a navigation may proceed (spec 1 §2, §5, §6; spec 2 §2, §6). Steps, first hit wins:
 * 1. Any middleware name other than 'auth' or 'chatbot' → error 500 "Unknown middleware {name}".
 * 2. Feature gates, for every route: fantasy off, production-hidden tabs (see feature-gates.ts).
 * 3. 'chatbot': /fantasy/ai with the chatbot flag off → /fantasy/stats.
 * 4. 'auth': country not in the allow-list → /sorry (except /sorry itself; applies even with auth
 *    disabled, as it is a licensing rule, not a sign-in rule). Then, only when auth is enabled:
 *    the promo route, /sorry and /login are always open; subscribers go anywhere; a paused plan with
 *    the paused-modal flag sees the dialog and goes home; others follow the freemium rules. Home is
 *    open whenever freemium sends users home, so that redirect can never loop.
 */
export function decideRouteAccess(route: AccessRoute, user: UserState, config: AccessConfig): AccessDecision {
  const unknown = route.middleware.find((name) => !isRouteMiddleware(name));
  if (unknown !== undefined)
    return { kind: 'error', statusCode: 500, message: `Unknown middleware ${unknown}` };

  const path = normalizeRoutePath(route.path);
  const feature = getFeatureRedirect(path, config);
  if (feature !== null) return redirect(feature.to, feature.reason);

  if (route.middleware.includes('chatbot')) {
    const chatbot = getChatbotRedirect(path, config);
    if (chatbot !== null) return redirect(chatbot.to, chatbot.reason);
  }

  if (!route.middleware.includes('auth')) return ALLOW;
  return decideAuthGate(path, user, config);
}

const decideAuthGate = (path: string, user: UserState, config: AccessConfig): AccessDecision => {
  if (path !== SORRY_PATH && isCountryBlocked(user.country, config.countryAllowList)) {
    return redirect(SORRY_PATH, 'country-blocked');
  }
  // Auth disabled: everyone counts as subscribed (spec 1 §1).
  if (!config.authEnabled || user.isSubscribed) return ALLOW;

  const promoPath = normalizeRoutePath(config.promoPath ?? DEFAULT_PROMO_PATH);
  if (path === promoPath || path === SORRY_PATH || path === LOGIN_PATH) return ALLOW;

  const isFreemiumOpen =
    config.freemium && (path === HOME_PATH || matchesAnyRoutePattern(path, config.freemiumRoutes));
  if (isFreemiumOpen) return ALLOW;

  if (user.isPaused && config.pausedModal) {
    return { kind: 'pausedDialog', to: path === HOME_PATH ? null : HOME_PATH };
  }
  if (config.freemium) return redirect(HOME_PATH, user.isLoggedIn ? 'not-subscribed' : 'signed-out');
  if (!user.isLoggedIn) return redirect(promoPath, 'signed-out');

  const plansUrl =
    user.isAltBilling && config.altBillingPlansUrl !== '' ? config.altBillingPlansUrl : config.plansUrl;
  // Without a purchase page configured, the promo is the best remaining place to buy from.
  if (plansUrl === '') return redirect(promoPath, 'not-subscribed');
  return redirect(plansUrl, 'not-subscribed', true);
};
