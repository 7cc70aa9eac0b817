import { describe, expect, it, vi } from 'vitest';
import { createReplayTimeStore } from './replay-time-store';

describe('createReplayTimeStore', () => {
  it('tells its listeners of a new time, once, until they leave', () => {
    const store = createReplayTimeStore();
    const listener = vi.fn();
    const leave = store.subscribe(listener);
    store.set(1.5);
    store.set(1.5);
    expect(store.get()).toBe(1.5);
    expect(listener).toHaveBeenCalledTimes(1);
    leave();
    store.set(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
