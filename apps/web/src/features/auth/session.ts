import type { AccountInfo } from '@all22/contracts';
import { SIGNED_OUT_USER_STATE, type UserState } from '@all22/domain';

/** What the app knows about the visitor at one moment. */
export interface SessionSnapshot {
  /** 'connecting' until the auth flow (spec 1 §4) has completed; the loading screen shows meanwhile. */
  readonly phase: 'connecting' | 'ready';
  /** The access rules' view of the user (domain getUserState). */
  readonly user: UserState;
  /** The account info (profile and settings) of a signed-in user. */
  readonly account: AccountInfo | null;
  readonly accessToken: string | null;
  /** A token refresh came back without a token: the snackbar "API Refresh Failed. Try to reload." shows. */
  readonly isRefreshFailed: boolean;
  /** The paused-subscription dialog is open (spec 1 §6, PAUSED_MODAL). */
  readonly isPausedDialogOpen: boolean;
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
  /** A new access token from the refresh token; null (and the snackbar) when none comes back. */
  refreshAccessToken(): Promise<string | null>;
  setPausedDialogOpen(isOpen: boolean): void;
  /** Saves the account's showOddsInfo (the Disable Live Odds switch). */
  setShowOddsInfo(showOddsInfo: boolean): Promise<void>;
}

export const SIGNED_OUT_SNAPSHOT: SessionSnapshot = {
  phase: 'ready',
  user: SIGNED_OUT_USER_STATE,
  account: null,
  accessToken: null,
  isRefreshFailed: false,
  isPausedDialogOpen: false,
};

/**
 * A session whose user does not change by itself (tests, and a build without an identity
 * provider): signIn and refresh do nothing, signOut returns to the signed-out snapshot.
 */
export function createStaticSession(initial: Partial<SessionSnapshot> = {}): Session {
  let snapshot: SessionSnapshot = { ...SIGNED_OUT_SNAPSHOT, ...initial };
  const listeners = new Set<() => void>();
  const update = (changes: Partial<SessionSnapshot>) => {
    snapshot = { ...snapshot, ...changes };
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn: async () => undefined,
    signOut: async () => update({ ...SIGNED_OUT_SNAPSHOT }),
    refreshAccessToken: async () => snapshot.accessToken,
    setPausedDialogOpen: (isOpen) => update({ isPausedDialogOpen: isOpen }),
    setShowOddsInfo: async (showOddsInfo) => {
      if (snapshot.account === null) return;
      const { account } = snapshot;
      update({
        account: {
          ...account,
          data: { ...account.data, display: { ...account.data.display, showOddsInfo } },
        },
      });
    },
  };
}
