import type { AppConfig } from '@all22/contracts';
import type { UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import { AUTH_CALLBACK_PATH, SILENT_RENEW_PATH } from './auth-paths';

/** Where the provider sends the browser after sign-out (the client's registered post-logout URI). */
const POST_LOGOUT_PATH = '/';
/** A renewal that has not answered by then has failed; the default 10 s would hold up the start. */
const SILENT_REQUEST_TIMEOUT_SECONDS = 5;
/** oidc-client-ts's own prefix, set here so that getUserStorageKey cannot drift from it. */
const USER_STORE_PREFIX = 'oidc.';

/**
 * The storage key the signed-in user is kept under: the prefix plus oidc-client-ts's
 * `user:<authority>:<client_id>` (UserManager._userStoreKey; a test checks it against the library).
 * Other tabs watch it for sign-ins, refreshes and sign-outs.
 */
export function getUserStorageKey(config: AppConfig): string {
  return `${USER_STORE_PREFIX}user:${config.oidc.issuer}:${config.oidc.clientId}`;
}

/**
 * The OIDC client's settings for the public client `config.oidc.clientId`: authorization code with
 * PKCE (the library's default) and redirect URIs on this origin. The user (with its rotating
 * refresh token) lives in `storage` — localStorage, shared by every tab — so a new tab starts
 * signed in.
 *
 * automaticSilentRenew is off: the library's renewal calls signinSilent from a timer in every
 * tab at the same moment (each tab loaded the same expiry), with no way to put it under a
 * cross-tab lock, and the provider refuses a refresh token used twice. The session schedules its
 * own renewal through the locked path instead (oidc-session.ts). Token revocation at sign-out is
 * done by the session under the same lock, so it is off here too.
 *
 * `oidc` is the loaded library (it is loaded on demand: lazy-oidc-client.ts), for its store class.
 */
export function getUserManagerSettings(
  config: AppConfig,
  origin: string,
  storage: Storage,
  oidc: { WebStorageStateStore: typeof WebStorageStateStore },
): UserManagerSettings {
  return {
    authority: config.oidc.issuer,
    client_id: config.oidc.clientId,
    scope: config.oidc.scope,
    redirect_uri: `${origin}${AUTH_CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${SILENT_RENEW_PATH}`,
    post_logout_redirect_uri: `${origin}${POST_LOGOUT_PATH}`,
    userStore: new oidc.WebStorageStateStore({ store: storage, prefix: USER_STORE_PREFIX }),
    automaticSilentRenew: false,
    silentRequestTimeoutInSeconds: SILENT_REQUEST_TIMEOUT_SECONDS,
    revokeTokensOnSignout: false,
    // The access token is a signed JWT the provider cannot revoke (it answers 400
    // unsupported_token_type); it lapses in minutes. The refresh token is what must die.
    revokeTokenTypes: ['refresh_token'],
  };
}
