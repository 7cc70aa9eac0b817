import type { AccessRedirectReason } from '@all22/domain';
import { useSyncExternalStore } from 'react';

/** Why home was shown instead of the page asked for: the page, and who may open it. */
export interface AccessNotice {
  /** The page's title ("Passing Season Leaders"). */
  readonly pageTitle: string;
  /** Where the visitor was going (path and query), to return to after signing in. */
  readonly path: string;
  readonly reason: Extract<AccessRedirectReason, 'signed-out' | 'not-subscribed'>;
}

let current: AccessNotice | null = null;
const listeners = new Set<() => void>();

function publish(next: AccessNotice | null): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/**
 * The spec sends visitors and free accounts home from a subscribers' page (freemium): the guard
 * records why here, and home says so. Any other page's arrival clears it.
 */
export const accessNotices = {
  set: (notice: AccessNotice) => publish(notice),
  clear: () => publish(null),
  get: (): AccessNotice | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function useAccessNotice(): AccessNotice | null {
  return useSyncExternalStore(accessNotices.subscribe, accessNotices.get, accessNotices.get);
}
