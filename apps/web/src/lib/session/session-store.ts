import type { SessionSnapshot } from './session-snapshot';

/** The external-store half of a session: one immutable snapshot, replaced on every change. */
export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  update(changes: Partial<SessionSnapshot>): void;
}

/** A snapshot plus its listeners, shaped for React's useSyncExternalStore. */
export function createSessionStore(initial: SessionSnapshot): SessionStore {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(changes) {
      snapshot = { ...snapshot, ...changes };
      for (const listener of listeners) listener();
    },
  };
}
