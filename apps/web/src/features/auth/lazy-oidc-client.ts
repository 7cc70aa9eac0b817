import type * as OidcClientTs from 'oidc-client-ts';
import type { User, UserManager, UserManagerSettings } from 'oidc-client-ts';
import type { OidcClient } from './oidc-client';

type OidcModule = typeof OidcClientTs;

export interface LazyOidcClientOptions {
  /** Builds the UserManager's settings once the library is loaded (its store class comes from it). */
  createSettings: (oidc: OidcModule) => UserManagerSettings;
  /** Where the signed-in user is kept (the settings' store), and its key there. */
  storage: Storage;
  userKey: string;
  /** Loads the library; a dynamic import of oidc-client-ts when not given (tests hand in their own). */
  loadModule?: () => Promise<OidcModule>;
}

/** oidc-client-ts marks its provider error with this name ("Marker to detect class"). */
export function isOidcErrorResponse(error: unknown): boolean {
  return error instanceof Error && error.name === 'ErrorResponse';
}

/**
 * An OidcClient that loads oidc-client-ts (a fifth of the app's start-up script) only when it is
 * needed: a visitor with no stored sign-in gets null from getUser without it, so a signed-out
 * first visit never downloads it. Anything else — a stored user, sign-in, the callback, a renewal,
 * sign-out — loads it once and builds the one UserManager every later call goes through. Event
 * listeners added before then are attached when it is built.
 */
export function createLazyOidcClient({
  createSettings,
  storage,
  userKey,
  loadModule = () => import('oidc-client-ts'),
}: LazyOidcClientOptions): OidcClient {
  // The manager's events fan out to these, so listeners can come and go before it exists.
  const loadedListeners = new Set<(user: User) => void>();
  const unloadedListeners = new Set<() => void>();
  let manager: Promise<UserManager> | undefined;

  async function buildManager(): Promise<UserManager> {
    const oidc = await loadModule();
    const userManager = new oidc.UserManager(createSettings(oidc));
    userManager.events.addUserLoaded((user) => {
      for (const listener of [...loadedListeners]) listener(user);
    });
    userManager.events.addUserUnloaded(() => {
      for (const listener of [...unloadedListeners]) listener();
    });
    return userManager;
  }

  const getManager = () => {
    // A failed load (offline, a new deploy) is not kept: the next call tries again.
    manager ??= buildManager().catch((error: unknown) => {
      manager = undefined;
      throw error;
    });
    return manager;
  };

  const addListener = <L>(listeners: Set<L>, listener: L) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  return {
    events: {
      addUserLoaded: (listener) => addListener(loadedListeners, listener),
      addUserUnloaded: (listener) => addListener(unloadedListeners, listener),
    },
    async getUser() {
      if (manager === undefined && storage.getItem(userKey) === null) return null;
      return (await getManager()).getUser();
    },
    removeUser: async () => (await getManager()).removeUser(),
    revokeTokens: async () => (await getManager()).revokeTokens(),
    signinRedirect: async (args) => (await getManager()).signinRedirect(args),
    signinCallback: async (url) => (await getManager()).signinCallback(url),
    signinSilent: async () => (await getManager()).signinSilent(),
    signoutRedirect: async (args) => (await getManager()).signoutRedirect(args),
  };
}
