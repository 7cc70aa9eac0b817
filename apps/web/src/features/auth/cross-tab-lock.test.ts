import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CrossTabLock, createCrossTabLock, createStorageLeaseLock } from './cross-tab-lock';

const KEY = 'test.lock';
const fast = { settleMs: 5, pollMs: 5 };

afterEach(() => {
  localStorage.clear();
});

/** Starts one task through each lock at once; answers how many ever ran together. */
async function countMostAtOnce(locks: CrossTabLock[]): Promise<number> {
  let running = 0;
  let mostAtOnce = 0;
  await Promise.all(
    locks.map((lock) =>
      lock(async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
      }),
    ),
  );
  return mostAtOnce;
}

describe('createCrossTabLock', () => {
  it('asks the Web Locks API for an exclusive lock of that name and answers the task’s result', async () => {
    const request = vi.fn((_name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) =>
      Promise.resolve(callback(null)),
    );
    const lock = createCrossTabLock({
      name: 'all22.auth.session',
      locks: { request } as unknown as LockManager,
      storage: localStorage,
    });
    await expect(lock(async () => 'done')).resolves.toBe('done');
    expect(request).toHaveBeenCalledWith('all22.auth.session', { mode: 'exclusive' }, expect.any(Function));
    expect(localStorage.length).toBe(0);
  });

  it('falls back to a lease in storage where navigator.locks is missing', async () => {
    const lock = createCrossTabLock({ name: KEY, locks: undefined, storage: localStorage });
    const seen = await lock(async () => localStorage.getItem(KEY));
    expect(seen).toMatch(/"owner"/);
    expect(localStorage.getItem(KEY)).toBeNull(); // released
  });
});

describe('createStorageLeaseLock', () => {
  it('runs the tasks of two tabs one at a time', async () => {
    const tabA = createStorageLeaseLock({ key: KEY, storage: localStorage, ...fast });
    const tabB = createStorageLeaseLock({ key: KEY, storage: localStorage, ...fast });
    await expect(countMostAtOnce([tabA, tabB, tabA, tabB])).resolves.toBe(1);
  });

  it('releases the lease when the task fails', async () => {
    const lock = createStorageLeaseLock({ key: KEY, storage: localStorage, ...fast });
    await expect(lock(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('takes over a lease left behind by a closed tab once it has expired', async () => {
    localStorage.setItem(KEY, JSON.stringify({ owner: 'closed-tab', expiresAt: Date.now() + 30 }));
    const lock = createStorageLeaseLock({ key: KEY, storage: localStorage, ...fast });
    const startedAt = Date.now();
    await expect(lock(async () => 'ran')).resolves.toBe('ran');
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(25);
  });
});
