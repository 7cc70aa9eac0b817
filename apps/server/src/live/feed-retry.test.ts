import { describe, expect, it } from 'vitest';
import { getFeedRetryDelay } from './league-feed.js';

describe('getFeedRetryDelay', () => {
  const policy = { initialMs: 5_000, maxMs: 300_000 };

  it('waits the initial delay after the first failure and doubles it after each further one', () => {
    expect([1, 2, 3, 4, 5].map((failures) => getFeedRetryDelay(policy, failures))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000,
    ]);
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(getFeedRetryDelay(policy, 7)).toBe(300_000);
    expect(getFeedRetryDelay(policy, 10_000)).toBe(300_000);
  });
});
