import { type CrossTabLock, createCrossTabLock } from './cross-tab-lock';

/** The name of the lock every tab takes to refresh or end the shared sign-in. */
export const SESSION_LOCK_NAME = 'all22.auth.session';

/** What a session needs from its browser tab to share the sign-in with the origin's other tabs. */
export interface BrowserTab {
  /** Where the signed-in user is kept: shared by every tab of the origin (localStorage). */
  readonly storage: Storage;
  /** Receives the `storage` events raised here when another tab writes to `storage` (the window). */
  readonly events: EventTarget;
  /** The exclusive cross-tab lock refreshes and sign-outs run under. */
  readonly lock: CrossTabLock;
}

/** This window's localStorage, its events, and navigator.locks (or a lease where it is missing). */
export function getBrowserTab(): BrowserTab {
  const storage = window.localStorage;
  // Typed as always present, but missing in older browsers and outside secure contexts.
  const locks = 'locks' in navigator ? navigator.locks : undefined;
  return {
    storage,
    events: window,
    lock: createCrossTabLock({ name: SESSION_LOCK_NAME, locks, storage }),
  };
}
