import { useSyncExternalStore } from 'react';

/**
 * The replay clock as React sees it (throttled by the runner): a tiny external store, so that
 * only the components showing the time (scrubber, clock, the named player's tooltip) re-render
 * as it moves, not the whole player.
 */
export interface ReplayTimeStore {
  get(): number;
  set(seconds: number): void;
  subscribe(listener: () => void): () => void;
}

export function createReplayTimeStore(): ReplayTimeStore {
  let time = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => time,
    set(seconds) {
      if (seconds === time) return;
      time = seconds;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useReplayTime(store: ReplayTimeStore): number {
  return useSyncExternalStore(store.subscribe, store.get);
}
