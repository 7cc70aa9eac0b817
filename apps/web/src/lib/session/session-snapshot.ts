/**
 * The session's state at one moment. Its own file because the session (session.ts) and the store
 * that holds it (session-store.ts), which the session builds on, both need it.
 */
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

export const SIGNED_OUT_SNAPSHOT: SessionSnapshot = {
  phase: 'ready',
  user: SIGNED_OUT_USER_STATE,
  account: null,
  accessToken: null,
  isRefreshFailed: false,
  isPausedDialogOpen: false,
};
