import { User } from 'oidc-client-ts';
import { vi } from 'vitest';
import type { BrowserTab } from '../features/auth/browser-tab';
import type { CrossTabLock } from '../features/auth/cross-tab-lock';
import type { OidcClient } from '../features/auth/oidc-client';

/** base64url of a JSON value, as a JWT segment. */
const toSegment = (value: unknown): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A JWT-shaped access token with `claims` (unsigned: the browser never verifies tokens). */
export function fakeAccessToken(claims: Record<string, unknown>): string {
  return `${toSegment({ alg: 'ES256', typ: 'at+jwt' })}.${toSegment(claims)}.signature`;
}

/** An oidc-client-ts user holding an access token with `plans`, valid for `expiresIn` seconds. */
export function fakeOidcUser({
  plans = [],
  expiresIn = 600,
  state,
}: { plans?: { id: string; status: string }[]; expiresIn?: number; state?: unknown } = {}): User {
  const now = Math.floor(Date.now() / 1000);
  return new User({
    access_token: fakeAccessToken({ sub: 'uid-1', plans }),
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    profile: { sub: 'uid-1', iss: 'http://localhost/identity', aud: 'all22-web', exp: now + 3600, iat: now },
    expires_at: now + expiresIn,
    userState: state,
  });
}

/**
 * A stand-in for oidc-client-ts's UserManager: a stored user, the loaded/unloaded events, and
 * spies for every call (each overridable with mockImplementation).
 */
export function createFakeOidcClient(storedUser: User | null = null) {
  let stored = storedUser;
  const loaded = new Set<(user: User) => void>();
  const unloaded = new Set<() => void>();
  const load = (user: User) => {
    stored = user;
    for (const listener of loaded) listener(user);
  };
  const removeUser = vi.fn(async () => {
    stored = null;
    for (const listener of unloaded) listener();
  });
  const client = {
    events: {
      addUserLoaded: (listener: (user: User) => void) => {
        loaded.add(listener);
        return () => void loaded.delete(listener);
      },
      addUserUnloaded: (listener: () => void) => {
        unloaded.add(listener);
        return () => void unloaded.delete(listener);
      },
    },
    getUser: vi.fn(async () => stored),
    removeUser,
    revokeTokens: vi.fn(async () => undefined),
    signinRedirect: vi.fn(async () => undefined),
    signinCallback: vi.fn(async (): Promise<User | undefined> => undefined),
    signinSilent: vi.fn(async (): Promise<User | null> => null),
    signoutRedirect: vi.fn(async (): Promise<void> => removeUser()),
  } satisfies OidcClient;
  return { client, load };
}

/** A stand-in for navigator.locks: tasks run one at a time, in the order they asked. */
export function createInMemoryLock(): CrossTabLock {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** A Storage over `backing` that calls `onWrite` after each change, with the event it raises. */
function createWatchedStorage(backing: Storage, onWrite: (init: StorageEventInit) => void): Storage {
  const write = (key: string | null, change: () => void) => {
    const oldValue = key === null ? null : backing.getItem(key);
    change();
    const newValue = key === null ? null : backing.getItem(key);
    onWrite({ key, oldValue, newValue, storageArea: backing, url: window.location.href });
  };
  return {
    get length() {
      return backing.length;
    },
    key: (index) => backing.key(index),
    getItem: (key) => backing.getItem(key),
    setItem: (key, value) => write(key, () => backing.setItem(key, value)),
    removeItem: (key) => write(key, () => backing.removeItem(key)),
    clear: () => write(null, () => backing.clear()),
  };
}

/**
 * `count` browser tabs of one origin: they keep their data in jsdom's localStorage and share one
 * lock, and a write by one raises a `storage` event in each other tab (never in itself), a task
 * later, as browsers do. Clear localStorage after each test.
 */
export function createTestTabs(count: number): BrowserTab[] {
  const lock = createInMemoryLock();
  const targets = Array.from({ length: count }, () => new EventTarget());
  return targets.map((events) => ({
    events,
    lock,
    storage: createWatchedStorage(window.localStorage, (init) => {
      for (const other of targets) {
        if (other !== events) setTimeout(() => other.dispatchEvent(new StorageEvent('storage', init)));
      }
    }),
  }));
}
