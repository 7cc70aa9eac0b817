import type { AccountInfo, AppConfig } from '@all22/contracts';
import { getUserState, parsePlanRoleIndexes } from '@all22/domain';
import type { User } from 'oidc-client-ts';
import { readAccessTokenPlans } from './access-token-plans';
import { getAccount } from './api/get-account';
import { updateAccount } from './api/update-account';
import { AUTH_CALLBACK_PATH, toReturnPath, toSafeReturnPath } from './auth-paths';
import { type BrowserTab, getBrowserTab } from './browser-tab';
import { createLazyOidcClient, isOidcErrorResponse } from './lazy-oidc-client';
import type { OidcClient } from './oidc-client';
import { createRenewalTimer } from './renewal-timer';
import type { Session } from '../../lib/session/session';
import { SIGNED_OUT_SNAPSHOT, type SessionSnapshot } from '../../lib/session/session-snapshot';
import { createSessionStore } from '../../lib/session/session-store';
import { getUserManagerSettings, getUserStorageKey } from './user-manager-settings';

export interface OidcSessionOptions {
  config: AppConfig;
  /** The app's origin (window.location.origin): the redirect URIs hang off it. */
  origin: string;
  /**
   * The OIDC client; when not given, a UserManager built from the config, keeping the user in
   * `tab.storage`, and loaded only once there is a stored user or a sign-in to handle.
   */
  oidcClient?: OidcClient;
  /** The storage, events and lock shared with the origin's other tabs; this window's when not given. */
  tab?: BrowserTab;
  /** Aborting it stops following the other tabs and cancels the planned renewal. */
  signal?: AbortSignal;
}

/** What signIn round-trips through the provider: the page to come back to. */
interface SignInState {
  returnTo: string;
}

const readReturnTo = (state: unknown): unknown =>
  typeof state === 'object' && state !== null && 'returnTo' in state ? state.returnTo : undefined;

const withShowOddsInfo = (account: AccountInfo, showOddsInfo: boolean): AccountInfo => ({
  ...account,
  data: { ...account.data, display: { ...account.data.display, showOddsInfo } },
});

/**
 * The visitor's session on the OpenID Connect provider (oidc-client-ts): sign-in by redirect
 * (authorization code + PKCE) coming back to the page it started from, tokens renewed with the
 * refresh token before they expire, sign-out through the provider's end-session page. The user
 * state follows domain getUserState: logged in = an identity profile (the ID token's) exists, the
 * plans come from the access token, the subscribed plan from PLAN_ROLE_INDEXES.
 *
 * The sign-in is shared by the origin's tabs: the user lives in localStorage, and since the
 * provider refuses a rotated refresh token used twice, every refresh and sign-out runs under one
 * cross-tab lock. Each tab follows the others' writes through the `storage` event.
 */
export function createOidcSession({
  config,
  origin,
  oidcClient,
  tab = getBrowserTab(),
  signal,
}: OidcSessionOptions): Session {
  const userKey = getUserStorageKey(config);
  const client =
    oidcClient ??
    createLazyOidcClient({
      createSettings: (oidc) => getUserManagerSettings(config, origin, tab.storage, oidc),
      storage: tab.storage,
      userKey,
    });
  const roleIndexes = parsePlanRoleIndexes(config.planRoleIndexes);
  const store = createSessionStore({ ...SIGNED_OUT_SNAPSHOT, phase: 'connecting' });
  let oidcUser: User | null = null;
  let account: AccountInfo | null = null;
  let country: string | undefined;
  /** A sign-in redirect finished at start; the callback route collects where to go back to. */
  let pendingSignIn: Promise<string> | null = null;
  /** This tab's renewal in flight: parallel 401s and the renewal timer share it. */
  let renewing: Promise<User | null> | null = null;

  /** Re-derives the snapshot from the OIDC user, the account and the country. */
  const publish = (changes: Partial<SessionSnapshot> = {}) =>
    store.update({
      accessToken: oidcUser?.access_token ?? null,
      account,
      user: getUserState({
        profile: oidcUser?.profile ?? null,
        plans: readAccessTokenPlans(oidcUser?.access_token),
        roleIndexes,
        country,
      }),
      ...changes,
    });

  /**
   * The session renews on its own timer, not with the library's automaticSilentRenew (see
   * user-manager-settings.ts): every tab's timer fires at about the same moment, and going through
   * the locked renewal lets one tab refresh while the others take its token. A failure is left to
   * the API client's refresh-and-retry when the token is next refused.
   */
  const renewalTimer = createRenewalTimer(() => void renewSharedUser().catch(() => undefined), signal);

  /** Sets the signed-in user (null: signed out), publishes it and plans its renewal. */
  function setUser(user: User | null) {
    oidcUser = user;
    renewalTimer.plan(user?.expires_in);
    if (user !== null) {
      publish();
      return;
    }
    // Sign-out, here or in another tab: the account (with its odds flag) and the plan go with the
    // user; subscribers re-apply the access checks.
    account = null;
    publish({ isPausedDialogOpen: false });
  }

  /** The account of a user signed in by another tab; settings keep their defaults when it fails. */
  async function readAccountOf(user: User): Promise<void> {
    try {
      const next = await getAccount(config, session);
      if (oidcUser?.profile.sub !== user.profile.sub) return; // signed out or switched meanwhile
      account = next;
      publish();
    } catch {
      // as at start: the token alone still says who is signed in and what they hold
    }
  }

  /**
   * Takes the stored user when it differs from this tab's: renewed, signed in or signed out,
   * mostly by another tab. A different person's account is read again once the app is running.
   */
  function takeStoredUser(stored: User | null) {
    if (stored?.access_token === oidcUser?.access_token) return;
    const isOtherPerson = stored !== null && stored.profile.sub !== oidcUser?.profile.sub;
    if (isOtherPerson) account = null;
    setUser(stored);
    if (isOtherPerson && store.getSnapshot().phase === 'ready') void readAccountOf(stored);
  }

  /**
   * The only way this tab renews: under the cross-tab lock, reading the stored user again first.
   * When another tab has meanwhile replaced this tab's token with one still valid (or signed out),
   * that is taken without a token request; otherwise the stored, newest refresh token is used.
   * Rejects with the provider's ErrorResponse when it refuses.
   */
  function renewSharedUser(): Promise<User | null> {
    const staleToken = oidcUser?.access_token;
    renewing ??= tab
      .lock(async () => {
        const stored = await client.getUser();
        if (stored === null || (stored.access_token !== staleToken && stored.expired !== true)) {
          takeStoredUser(stored);
          return stored;
        }
        // The client stores the renewed user, so the other tabs follow; null keeps this one.
        const renewed = await client.signinSilent();
        if (renewed !== null) takeStoredUser(renewed);
        return renewed;
      })
      .finally(() => {
        renewing = null;
      });
    return renewing;
  }

  /** Signs every tab out after a refused renewal, unless another tab has signed in again since. */
  function removeRefusedUser(refusedToken: string | undefined): Promise<void> {
    return tab.lock(async () => {
      const stored = await client.getUser();
      if (stored !== null && stored.access_token === refusedToken) await client.removeUser();
      else takeStoredUser(stored);
    });
  }

  // A sign-in or a renewal in this tab (its token may carry changed plans).
  client.events.addUserLoaded((user) => setUser(user));
  // Sign-out in this tab, or removal after the provider refused a renewal.
  client.events.addUserUnloaded(() => setUser(null));
  // Another tab wrote the user (a key of null: it cleared the storage).
  tab.events.addEventListener(
    'storage',
    (event) => {
      if (!(event instanceof StorageEvent) || (event.key !== null && event.key !== userKey)) return;
      void client.getUser().then(takeStoredUser, () => takeStoredUser(null));
    },
    { signal },
  );

  async function finishSignIn(callbackUrl: string): Promise<string> {
    // A silent sign-in's frame only hands the answer to its parent window and gets no user back.
    const user = await client.signinCallback(callbackUrl);
    return toSafeReturnPath(readReturnTo(user?.state));
  }

  /** At start an expired token is renewed before anything is asked with it. */
  async function renewExpiredUser(): Promise<void> {
    const expiredToken = oidcUser?.access_token;
    try {
      await renewSharedUser();
    } catch (error) {
      // The provider refused (refresh token expired or revoked): that sign-in is over. Anything
      // else (offline) keeps the user; the API client's refresh-and-retry tries again.
      if (isOidcErrorResponse(error)) await removeRefusedUser(expiredToken);
    }
  }

  const session: Session = {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,

    async signIn(returnTo) {
      const state: SignInState = {
        returnTo: returnTo === undefined ? toReturnPath(window.location.href) : toSafeReturnPath(returnTo),
      };
      await client.signinRedirect({ state });
    },

    async signOut() {
      // Under the lock, so that no refresh in another tab is half done: one finishing after the
      // revocation would store its new token and sign every tab in again.
      const idToken = await tab.lock(async () => {
        const stored = await client.getUser().catch(() => null);
        // Revoking the refresh token kills any copy of it; an unreachable provider lets it expire.
        await client.revokeTokens().catch(() => undefined);
        await client.removeUser(); // signs out here (addUserUnloaded), and every tab through storage
        return stored?.id_token;
      });
      try {
        // The provider's end-session page ends its session and returns to the home page.
        await client.signoutRedirect({ id_token_hint: idToken });
      } catch {
        // the provider is unreachable: the sign-out is local only
      }
    },

    refreshAccessToken() {
      if (oidcUser === null) return Promise.resolve(null);
      return renewSharedUser().then(
        (user) => user?.access_token ?? null,
        () => null,
      );
    },

    markRefreshFailed: () => store.update({ isRefreshFailed: true }),
    setPausedDialogOpen: (isOpen) => store.update({ isPausedDialogOpen: isOpen }),

    async setShowOddsInfo(showOddsInfo) {
      if (account === null) return;
      const previous = account;
      account = withShowOddsInfo(previous, showOddsInfo); // the switch answers at once
      publish();
      try {
        account = await updateAccount(config, session, { data: { display: { showOddsInfo } } });
      } catch (error) {
        account = previous;
        throw error;
      } finally {
        publish();
      }
    },

    async saveSettings(settings) {
      if (account === null) return;
      account = await updateAccount(config, session, { data: settings });
      publish();
    },

    async restoreSignIn(currentUrl) {
      if (new URL(currentUrl).pathname === AUTH_CALLBACK_PATH) {
        const pending = finishSignIn(currentUrl);
        pendingSignIn = pending;
        await pending.catch(() => undefined); // the callback route shows the failure
      }
      try {
        setUser(await client.getUser());
        if (oidcUser?.expired === true) await renewExpiredUser();
      } catch {
        setUser(null); // unreadable storage: signed out
      }
    },

    completeAuthFlow(result) {
      account = oidcUser === null ? null : result.account;
      country = result.country;
      publish({ phase: 'ready' });
    },

    completeSignIn(callbackUrl) {
      const pending = pendingSignIn ?? finishSignIn(callbackUrl);
      pendingSignIn = null;
      return pending;
    },
  };
  return session;
}
