import type { User } from 'oidc-client-ts';
import type { BrowserTab } from './browser-tab';
import { isOidcErrorResponse } from './lazy-oidc-client';
import type { OidcClient } from './oidc-client';
import { createRenewalTimer } from './renewal-timer';

export interface SharedOidcUserOptions {
  client: OidcClient;
  tab: BrowserTab;
  /** The storage key the client keeps the user under: another tab's write to it is followed. */
  userKey: string;
  /** Called with this tab's new user (null: signed out) and the one it replaces. */
  onChange: (user: User | null, previous: User | null) => void;
  /** Aborting it stops following the other tabs and cancels the planned renewal. */
  signal?: AbortSignal;
}

/** The signed-in user as the origin's tabs share it. */
export interface SharedOidcUser {
  /** This tab's user; null when signed out. */
  current(): User | null;
  /**
   * Takes the user the client has stored (at start), an expired token renewed before anything is
   * asked with it; unreadable storage counts as signed out.
   */
  restore(): Promise<void>;
  /**
   * Renews the access token under the cross-tab lock (parallel callers share one renewal).
   * Rejects with the provider's ErrorResponse when it refuses.
   */
  renew(): Promise<User | null>;
  /** Ends the sign-in in every tab: tokens revoked, the stored user removed. Gives its ID token. */
  remove(): Promise<string | undefined>;
}

/**
 * The user of the origin's tabs: kept in localStorage by the client, and, since the provider
 * refuses a rotated refresh token used twice, every refresh and sign-out runs under one cross-tab
 * lock. Each tab follows the others' writes through the `storage` event.
 */
export function createSharedOidcUser({
  client,
  tab,
  userKey,
  onChange,
  signal,
}: SharedOidcUserOptions): SharedOidcUser {
  let user: User | null = null;
  /** This tab's renewal in flight: parallel 401s and the renewal timer share it. */
  let renewing: Promise<User | null> | null = null;

  /**
   * The user renews on its own timer, not with the library's automaticSilentRenew (see
   * user-manager-settings.ts): every tab's timer fires at about the same moment, and going through
   * the locked renewal lets one tab refresh while the others take its token. A failure is left to
   * the API client's refresh-and-retry when the token is next refused.
   */
  const renewalTimer = createRenewalTimer(() => void renew().catch(() => undefined), signal);

  /** Sets this tab's user (null: signed out), tells the session and plans its renewal. */
  function setUser(next: User | null) {
    const previous = user;
    user = next;
    renewalTimer.plan(next?.expires_in);
    onChange(next, previous);
  }

  /** Takes the stored user when it differs from this tab's: renewed, signed in or out, mostly by another tab. */
  function takeStoredUser(stored: User | null) {
    if (stored?.access_token === user?.access_token) return;
    setUser(stored);
  }

  /**
   * The only way this tab renews: under the cross-tab lock, reading the stored user again first.
   * When another tab has meanwhile replaced this tab's token with one still valid (or signed out),
   * that is taken without a token request; otherwise the stored, newest refresh token is used.
   */
  function renew(): Promise<User | null> {
    const staleToken = user?.access_token;
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

  /** A refused renewal of an expired token signs every tab out. */
  async function renewExpired(): Promise<void> {
    if (user?.expired !== true) return;
    const expiredToken = user.access_token;
    try {
      await renew();
    } catch (error) {
      // The provider refused (refresh token expired or revoked): that sign-in is over. Anything
      // else (offline) keeps the user; the API client's refresh-and-retry tries again.
      if (isOidcErrorResponse(error)) await removeRefusedUser(expiredToken);
    }
  }

  // A sign-in or a renewal in this tab (its token may carry changed plans).
  client.events.addUserLoaded((loaded) => setUser(loaded));
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

  return {
    current: () => user,

    async restore() {
      try {
        setUser(await client.getUser());
        await renewExpired();
      } catch {
        setUser(null); // unreadable storage: signed out
      }
    },

    renew,

    remove() {
      // Under the lock, so that no refresh in another tab is half done: one finishing after the
      // revocation would store its new token and sign every tab in again.
      return tab.lock(async () => {
        const stored = await client.getUser().catch(() => null);
        // Revoking the refresh token kills any copy of it; an unreachable provider lets it expire.
        await client.revokeTokens().catch(() => undefined);
        await client.removeUser(); // signs out here (addUserUnloaded), and every tab through storage
        return stored?.id_token;
      });
    },
  };
}
