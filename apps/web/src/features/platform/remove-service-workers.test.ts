import { describe, expect, it, vi } from 'vitest';
import { removeServiceWorkers } from './remove-service-workers';

function fakeRegistration(isUnregistered = true) {
  return { unregister: vi.fn(async () => isUnregistered) };
}

function fakeCaches(names: string[]) {
  const stored = new Set(names);
  return {
    stored,
    keys: vi.fn(async () => [...stored]),
    delete: vi.fn(async (name: string) => stored.delete(name)),
  };
}

describe('removeServiceWorkers', () => {
  it('unregisters every service worker and deletes every cache', async () => {
    const registrations = [fakeRegistration(), fakeRegistration()];
    const cacheStorage = fakeCaches(['workbox-precache-v2', 'api-cache']);
    const result = await removeServiceWorkers({
      serviceWorker: {
        getRegistrations: async () => registrations as unknown as ServiceWorkerRegistration[],
      },
      caches: cacheStorage,
    });
    expect(result).toEqual({ unregisteredWorkers: 2, deletedCaches: 2 });
    for (const registration of registrations) expect(registration.unregister).toHaveBeenCalledOnce();
    expect(cacheStorage.stored.size).toBe(0);
  });

  it('does nothing when the browser has neither API', async () => {
    await expect(removeServiceWorkers({})).resolves.toEqual({ unregisteredWorkers: 0, deletedCaches: 0 });
  });

  it('reads the browser itself by default (jsdom has neither API)', async () => {
    await expect(removeServiceWorkers()).resolves.toEqual({ unregisteredWorkers: 0, deletedCaches: 0 });
  });

  it('finds the default APIs on navigator and globalThis', async () => {
    const registration = fakeRegistration();
    vi.stubGlobal('caches', fakeCaches(['old']));
    vi.stubGlobal('navigator', { serviceWorker: { getRegistrations: async () => [registration] } });
    await expect(removeServiceWorkers()).resolves.toEqual({ unregisteredWorkers: 1, deletedCaches: 1 });
  });

  it('never rejects: a failing part leaves the other to finish', async () => {
    const cacheStorage = fakeCaches(['old']);
    const result = await removeServiceWorkers({
      serviceWorker: {
        getRegistrations: () => Promise.reject(new DOMException('denied', 'SecurityError')),
      },
      caches: cacheStorage,
    });
    expect(result).toEqual({ unregisteredWorkers: 0, deletedCaches: 1 });
  });

  it('counts only what was removed when one registration fails', async () => {
    const failing = { unregister: vi.fn(() => Promise.reject(new Error('busy'))) };
    const result = await removeServiceWorkers({
      serviceWorker: {
        getRegistrations: async () =>
          [fakeRegistration(), failing, fakeRegistration(false)] as unknown as ServiceWorkerRegistration[],
      },
    });
    expect(result).toEqual({ unregisteredWorkers: 1, deletedCaches: 0 });
  });
});
