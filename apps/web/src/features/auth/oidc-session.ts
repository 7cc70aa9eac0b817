import type { AccountInfo, AppConfig } from '@all22/contracts';
import { getUserState, parsePlanRoleIndexes } from '@all22/domain';
import type { User } from 'oidc-client-ts';
import { readAccessTokenPlans } from './access-token-plans';
import { getAccount } from './api/get-account';
import { updateAccount } from './api/update-account';
import { AUTH_CALLBACK_PATH, toReturnPath, toSafeReturnPath } from './auth-paths';
import { type BrowserTab, getBrowserTab } from './browser-tab';
import { createLazyOidcClient } from './lazy-oidc-client';
import type { OidcClient } from './oidc-client';
import type { Session } from '../../lib/session/session';
import { SIGNED_OUT_SNAPSHOT, type SessionSnapshot } from '../../lib/session/session-snapshot';
import { createSessionStore } from '../../lib/session/session-store';
import { createSharedOidcUser } from './shared-oidc-user';
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
 * The sign-in is shared by the origin's tabs (shared-oidc-user.ts).
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
  let account: AccountInfo | null = null;
  let country: string | undefined;
  /** A sign-in redirect finished at start; the callback route collects where to go back to. */
  let pendingSignIn: Promise<string> | null = null;

  const user = createSharedOidcUser({ client, tab, userKey, onChange: onUserChange, signal });

  /** Re-derives the snapshot from the OIDC user, the account and the country. */
  function publish(changes: Partial<SessionSnapshot> = {}) {
    const oidcUser = user.current();
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
  }

  /**
   * A new user in this tab: signed in, renewed or signed out, here or in another tab. A different
   * person's account is read again once the app is running.
   */
  function onUserChange(next: User | null, previous: User | null) {
    if (next === null) {
      // Sign-out: the account (with its odds flag) and the plan go with the user; subscribers
      // re-apply the access checks.
      account = null;
      publish({ isPausedDialogOpen: false });
      return;
    }
    const isOtherPerson = next.profile.sub !== previous?.profile.sub;
    if (isOtherPerson) account = null;
    publish();
    if (isOtherPerson && store.getSnapshot().phase === 'ready') void readAccountOf(next);
  }

  /** The account of a user signed in by another tab; settings keep their defaults when it fails. */
  async function readAccountOf(signedIn: User): Promise<void> {
    try {
      const next = await getAccount(config, session);
      if (user.current()?.profile.sub !== signedIn.profile.sub) return; // signed out or switched meanwhile
      account = next;
      publish();
    } catch {
      // as at start: the token alone still says who is signed in and what they hold
    }
  }

  async function finishSignIn(callbackUrl: string): Promise<string> {
    // A silent sign-in's frame only hands the answer to its parent window and gets no user back.
    const signedIn = await client.signinCallback(callbackUrl);
    return toSafeReturnPath(readReturnTo(signedIn?.state));
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
      const idToken = await user.remove();
      try {
        // The provider's end-session page ends its session and returns to the home page.
        await client.signoutRedirect({ id_token_hint: idToken });
      } catch {
        // the provider is unreachable: the sign-out is local only
      }
    },

    refreshAccessToken() {
      if (user.current() === null) return Promise.resolve(null);
      return user.renew().then(
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
      await user.restore();
    },

    completeAuthFlow(result) {
      account = user.current() === null ? null : result.account;
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
