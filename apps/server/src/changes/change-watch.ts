import type { LiveChanges } from './live-changes.js';

/**
 * Tells a reader that keeps something read from the database (an index, a lookup) when to read
 * it again: after the league announced a change (LISTEN, from any server process), and at the
 * latest `maxQuietMs` after the last read, for writes nobody announced (a league reloaded by the
 * CLI). Without live changes (most tests) every read is due, as if nothing were kept.
 */
export interface ChangeWatch {
  /** Whether a read is due now; true restarts the watch, as the caller reads at once. */
  takeIsDue(): boolean;
  /** The read that takeIsDue asked for failed: the next call is due again. */
  markDue(): void;
  close(): void;
}

export interface ChangeWatchOptions {
  maxQuietMs: number;
  now?: () => number;
}

export function createChangeWatch(
  changes: Pick<LiveChanges, 'subscribe'> | null,
  { maxQuietMs, now = Date.now }: ChangeWatchOptions,
): ChangeWatch {
  let isDue = true;
  let lastReadAt = 0;
  const unsubscribe = changes?.subscribe(() => {
    isDue = true;
  });
  return {
    takeIsDue() {
      if (changes === null || isDue || now() - lastReadAt >= maxQuietMs) {
        isDue = false;
        lastReadAt = now();
        return true;
      }
      return false;
    },
    markDue() {
      isDue = true;
    },
    close() {
      unsubscribe?.();
    },
  };
}
