/**
 * Runs `task` while no other task holds the same lock, in this tab or any other tab of the origin,
 * and resolves (or rejects) with its result. Tasks wait their turn; none is dropped.
 */
export type CrossTabLock = <T>(task: () => Promise<T>) => Promise<T>;

export interface CrossTabLockOptions {
  /** The lock's name (Web Locks) or storage key (the lease fallback). */
  name: string;
  /** The browser's Web Locks manager (navigator.locks); undefined where the browser has none. */
  locks: LockManager | undefined;
  /** Storage shared by the origin's tabs (localStorage), for the lease fallback. */
  storage: Storage;
}

/**
 * An exclusive cross-tab lock: the Web Locks API where the browser has it (a lock held by a closed
 * tab is released by the browser), else a best-effort lease in `storage`.
 */
export function createCrossTabLock({ name, locks, storage }: CrossTabLockOptions): CrossTabLock {
  if (locks !== undefined) return (task) => locks.request(name, { mode: 'exclusive' }, () => task());
  return createStorageLeaseLock({ key: name, storage });
}

export interface StorageLeaseOptions {
  key: string;
  storage: Storage;
  /** A lease not released by then has been abandoned (a tab closed mid-task) and may be taken. */
  ttlMs?: number;
  /** How long a writer waits before reading its lease back, letting a racing tab's write land. */
  settleMs?: number;
  /** How often a waiting task looks at the lease again. */
  pollMs?: number;
}

interface Lease {
  owner: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** Longer than the 5 s silent-request timeout, so a live refresh keeps its lease to the end. */
const LEASE_TTL_MS = 15_000;
const LEASE_SETTLE_MS = 50;
const LEASE_POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readLease(storage: Storage, key: string): Lease | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    if (!('owner' in value) || !('expiresAt' in value)) return null;
    const { owner, expiresAt } = value;
    return typeof owner === 'string' && typeof expiresAt === 'number' ? { owner, expiresAt } : null;
  } catch {
    return null; // unreadable: nobody holds it
  }
}

/**
 * The fallback where navigator.locks is missing: a lease `{owner, expiresAt}` in shared storage.
 * localStorage has no compare-and-set, so a tab writes its lease, waits `settleMs`, and holds the
 * lock only if its own lease is still there; a lease left by a closed tab expires after `ttlMs`.
 * Best effort: two tabs writing within the same few milliseconds can still both win.
 */
export function createStorageLeaseLock({
  key,
  storage,
  ttlMs = LEASE_TTL_MS,
  settleMs = LEASE_SETTLE_MS,
  pollMs = LEASE_POLL_MS,
}: StorageLeaseOptions): CrossTabLock {
  async function acquire(owner: string): Promise<void> {
    for (;;) {
      const lease = readLease(storage, key);
      if (lease === null || lease.expiresAt <= Date.now()) {
        storage.setItem(key, JSON.stringify({ owner, expiresAt: Date.now() + ttlMs } satisfies Lease));
        await sleep(settleMs);
        if (readLease(storage, key)?.owner === owner) return;
      } else {
        await sleep(pollMs);
      }
    }
  }

  return async (task) => {
    // One owner per acquisition, so two tasks of the same tab also wait for each other.
    const owner = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    await acquire(owner);
    try {
      return await task();
    } finally {
      if (readLease(storage, key)?.owner === owner) storage.removeItem(key);
    }
  };
}
