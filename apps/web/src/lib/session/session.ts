import type { AccountInfo, AccountUpdate } from '@all22/contracts';
import { HOME_PATH, SIGNED_OUT_USER_STATE } from '@all22/domain';
import { applyAccountUpdate } from './apply-account-update';
import { SIGNED_OUT_SNAPSHOT, type SessionSnapshot } from './session-snapshot';
import { createSessionStore } from './session-store';

/** What the auth flow (spec 1 §4) found, handed to the session when it completes. */
export interface AuthFlowResult {
  /** The account info; null when signed out or when it could not be read. */
  readonly account: AccountInfo | null;
  /** The caller's country (GET /api/geo); undefined when unknown, which never blocks. */
  readonly country: string | undefined;
}

/**
 * The visitor's session: an external store (read in route loaders and, through useSession, in
 * components) plus the actions that change it. The OIDC implementation lives in
 * features/auth/oidc-session.ts; tests use createStaticSession.
 */
export interface Session {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Goes to the identity provider's sign-in page; back at `returnTo` (the current page) afterwards. */
  signIn(returnTo?: string): Promise<void>;
  /** Signs out: clears the account, the odds flag and the plan, then the access rules apply again. */
  signOut(): Promise<void>;
  /** A new access token from the refresh token; null when none comes back. */
  refreshAccessToken(): Promise<string | null>;
  /** A refresh came back empty: the snackbar "API Refresh Failed. Try to reload." shows. */
  markRefreshFailed(): void;
  setPausedDialogOpen(isOpen: boolean): void;
  /** Saves the account's showOddsInfo (the Disable Live Odds switch). */
  setShowOddsInfo(showOddsInfo: boolean): Promise<void>;
  /**
   * Saves settings on the account (PATCH /api/account) and shows the saved account; rejects with
   * the API's error, leaving the account as it was. Does nothing when signed out.
   */
  saveSettings(update: AccountUpdate['data']): Promise<void>;
  /**
   * Auth flow step 1: the identity client restores the stored sign-in (renewing an expired token)
   * and finishes a sign-in redirect when `currentUrl` is the callback. Never throws: a failure
   * leaves the visitor signed out.
   */
  restoreSignIn(currentUrl: string): Promise<void>;
  /** Stores what the auth flow found and ends the 'connecting' phase. */
  completeAuthFlow(result: AuthFlowResult): void;
  /**
   * Finishes the identity provider's redirect to /auth/callback (or /auth/silent-renew) and
   * resolves to the app path to go back to. Rejects when the sign-in did not succeed.
   */
  completeSignIn(callbackUrl: string): Promise<string>;
}

/**
 * A session whose user does not change by itself (tests, and AUTH_ENABLED=false, where there is no
 * identity provider to ask): signIn and refresh do nothing, signOut returns to the signed-out
 * snapshot, and the auth flow only adds the account and country it found.
 */
export function createStaticSession(initial: Partial<SessionSnapshot> = {}): Session {
  const store = createSessionStore({ ...SIGNED_OUT_SNAPSHOT, ...initial });
  const { getSnapshot, update } = store;
  return {
    getSnapshot,
    subscribe: store.subscribe,
    signIn: async () => undefined,
    signOut: async () =>
      update({
        ...SIGNED_OUT_SNAPSHOT,
        user: { ...SIGNED_OUT_USER_STATE, country: getSnapshot().user.country },
      }),
    refreshAccessToken: async () => getSnapshot().accessToken,
    markRefreshFailed: () => update({ isRefreshFailed: true }),
    setPausedDialogOpen: (isOpen) => update({ isPausedDialogOpen: isOpen }),
    setShowOddsInfo: async (showOddsInfo) => {
      const { account } = getSnapshot();
      if (account === null) return;
      update({
        account: {
          ...account,
          data: { ...account.data, display: { ...account.data.display, showOddsInfo } },
        },
      });
    },
    saveSettings: async (settings) => {
      const { account } = getSnapshot();
      if (account !== null) update({ account: applyAccountUpdate(account, settings) });
    },
    restoreSignIn: async () => undefined,
    completeAuthFlow: ({ account, country }) =>
      update({
        phase: 'ready',
        account: account ?? getSnapshot().account,
        user: { ...getSnapshot().user, country },
      }),
    completeSignIn: async () => HOME_PATH,
  };
}
