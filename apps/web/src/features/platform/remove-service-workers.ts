/**
 * The app this one replaces installed a service worker that cached its pages and files. Left in
 * place it would keep serving that old app (or its stale chunks) to returning visitors, so at
 * start every service worker registered for this origin is unregistered and every Cache Storage
 * cache deleted — this app uses neither. Where the browser lacks the APIs (older browsers, or
 * insecure origins, where both are undefined) there is nothing to remove.
 */

/** The parts of the browser this uses; tests pass stand-ins. */
export interface ServiceWorkerCleanupApis {
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined;
  caches?: Pick<CacheStorage, 'keys' | 'delete'> | undefined;
}

/** What was removed (for logs and tests). */
export interface ServiceWorkerCleanupResult {
  unregisteredWorkers: number;
  deletedCaches: number;
}

/** Reads a browser API that may be missing, or throw a SecurityError when touched (opaque origins). */
function readApi<T>(read: () => T): T | undefined {
  try {
    return read() ?? undefined;
  } catch {
    return undefined;
  }
}

const browserApis = (): ServiceWorkerCleanupApis => ({
  serviceWorker: readApi(() => navigator.serviceWorker),
  caches: readApi(() => globalThis.caches),
});

async function unregisterAll(serviceWorker: ServiceWorkerCleanupApis['serviceWorker']): Promise<number> {
  if (!serviceWorker) return 0;
  const registrations = await serviceWorker.getRegistrations();
  const results = await Promise.allSettled(registrations.map((registration) => registration.unregister()));
  return results.filter((result) => result.status === 'fulfilled' && result.value).length;
}

async function deleteAll(cacheStorage: ServiceWorkerCleanupApis['caches']): Promise<number> {
  if (!cacheStorage) return 0;
  const names = await cacheStorage.keys();
  const results = await Promise.allSettled(names.map((name) => cacheStorage.delete(name)));
  return results.filter((result) => result.status === 'fulfilled' && result.value).length;
}

/** Unregisters old service workers and deletes Cache Storage caches; never rejects. */
export async function removeServiceWorkers(
  apis: ServiceWorkerCleanupApis = browserApis(),
): Promise<ServiceWorkerCleanupResult> {
  // Each part may fail on its own (a SecurityError in a sandboxed frame, storage turned off).
  const [workers, cachesDeleted] = await Promise.allSettled([
    unregisterAll(apis.serviceWorker),
    deleteAll(apis.caches),
  ]);
  return {
    unregisteredWorkers: workers.status === 'fulfilled' ? workers.value : 0,
    deletedCaches: cachesDeleted.status === 'fulfilled' ? cachesDeleted.value : 0,
  };
}
