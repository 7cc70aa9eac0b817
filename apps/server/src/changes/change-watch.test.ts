import { describe, expect, it } from 'vitest';
import { createChangeWatch } from './change-watch.js';
import type { LiveChangeEvent } from './live-changes.js';

/** The subscribe side of live changes, announcing on demand. */
const createAnnouncer = () => {
  const listeners = new Set<(event: LiveChangeEvent) => void>();
  return {
    subscribe(listener: (event: LiveChangeEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce() {
      const event: LiveChangeEvent = {
        id: 1,
        change: { type: 'week', season: 2024, seasonType: 'REG', week: 1 },
      };
      for (const listener of listeners) listener(event);
    },
    get listenerCount() {
      return listeners.size;
    },
  };
};

describe('createChangeWatch', () => {
  it('is due first, then only after an announced change', () => {
    const announcer = createAnnouncer();
    const watch = createChangeWatch(announcer, { maxQuietMs: 60_000, now: () => 0 });
    expect(watch.takeIsDue()).toBe(true);
    expect(watch.takeIsDue()).toBe(false);
    announcer.announce();
    expect(watch.takeIsDue()).toBe(true);
    expect(watch.takeIsDue()).toBe(false);
  });

  it('is due again after maxQuietMs without a change, and after a failed read', () => {
    let now = 1_000;
    const watch = createChangeWatch(createAnnouncer(), { maxQuietMs: 500, now: () => now });
    expect(watch.takeIsDue()).toBe(true);
    now += 499;
    expect(watch.takeIsDue()).toBe(false);
    now += 1;
    expect(watch.takeIsDue()).toBe(true);
    watch.markDue();
    expect(watch.takeIsDue()).toBe(true);
  });

  it('is always due without live changes, and stops listening when closed', () => {
    const always = createChangeWatch(null, { maxQuietMs: 60_000, now: () => 0 });
    expect([always.takeIsDue(), always.takeIsDue()]).toEqual([true, true]);
    const announcer = createAnnouncer();
    const watch = createChangeWatch(announcer, { maxQuietMs: 60_000 });
    expect(announcer.listenerCount).toBe(1);
    watch.close();
    expect(announcer.listenerCount).toBe(0);
  });
});
