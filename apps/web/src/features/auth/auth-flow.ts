import type { AccountInfo, AppConfig } from '@all22/contracts';
import { getAccount } from './api/get-account';
import { getGeoCountry } from './api/get-geo-country';
import type { Session } from '../../lib/session/session';

/** The auth flow's steps, in the spec's order; each is reported when done (the loading bar). */
export const AUTH_FLOW_STEPS = ['identity', 'account', 'country'] as const;
export type AuthFlowStep = (typeof AUTH_FLOW_STEPS)[number];

export interface AuthFlowOptions {
  config: AppConfig;
  session: Session;
  /** The page the app was opened at: a sign-in redirect lands on the callback URL. */
  currentUrl: string;
  onStep?: (step: AuthFlowStep) => void;
}

/** The account info of a signed-in user; null signed out, or when it cannot be read. */
async function readAccount(config: AppConfig, session: Session): Promise<AccountInfo | null> {
  if (session.getSnapshot().accessToken === null) return null;
  try {
    return await getAccount(config, session);
  } catch {
    // The token alone still says who is signed in and what they hold; settings keep their defaults.
    return null;
  }
}

/** The caller's country, asked only when an allow-list is configured (nothing else reads it). */
async function readCountry(config: AppConfig): Promise<string | undefined> {
  if (config.countryAllowList.length === 0) return undefined;
  try {
    return await getGeoCountry(config);
  } catch {
    return undefined; // an unknown country never blocks
  }
}

/**
 * The auth flow (spec 1 §4), run once at start before the router exists:
 * 1. the identity client (OIDC) restores its tokens — renewing an expired one, or finishing a
 *    sign-in redirect — then the account info is read;
 * 2. the session stores the account, and the subscribed plan read from the access token's plans;
 * 3. the country is checked, then the flow is marked complete (the session leaves 'connecting').
 * Store priming follows in the app. With auth disabled the session is static: no identity
 * provider is contacted, and only the country is asked for. Never throws.
 */
export async function runAuthFlow({ config, session, currentUrl, onStep }: AuthFlowOptions): Promise<void> {
  await session.restoreSignIn(currentUrl);
  onStep?.('identity');
  const account = await readAccount(config, session);
  onStep?.('account');
  const country = await readCountry(config);
  onStep?.('country');
  session.completeAuthFlow({ account, country });
}
