/** Spec: after a chunk-load failure, reload the page at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'all22:chunk-reload-at';

const CHUNK_ERROR_PATTERN =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** A lazy route's code could not be fetched — usually a new deploy replaced the hashed files. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR_PATTERN.test(error.message);
}

export interface ChunkReloadDeps {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
}

/** Reloads unless it already did so in the last 60 s; returns whether it reloaded. */
export function reloadAfterChunkError({
  now = Date.now(),
  storage = window.sessionStorage,
  reload = () => window.location.reload(),
}: ChunkReloadDeps = {}): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}
