import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRenewalTimer, getRenewalDelayMs } from './renewal-timer';

afterEach(() => {
  vi.useRealTimers();
});

describe('getRenewalDelayMs', () => {
  it('renews a minute before expiry, at half-life for short tokens, and at once when expired', () => {
    expect(getRenewalDelayMs(600)).toBe(540_000);
    expect(getRenewalDelayMs(60)).toBe(30_000);
    expect(getRenewalDelayMs(0)).toBe(0);
    expect(getRenewalDelayMs(-30)).toBe(0);
  });
});

describe('createRenewalTimer', () => {
  it('keeps one pending renewal, replaced by each plan and cancelled by abort', () => {
    vi.useFakeTimers();
    const renew = vi.fn();
    const stop = new AbortController();
    const timer = createRenewalTimer(renew, stop.signal);
    timer.plan(600);
    timer.plan(120);
    vi.advanceTimersByTime(60_000);
    expect(renew).toHaveBeenCalledTimes(1);

    timer.plan(120);
    timer.plan(undefined); // signed out
    vi.advanceTimersByTime(600_000);
    expect(renew).toHaveBeenCalledTimes(1);

    timer.plan(120);
    stop.abort();
    vi.advanceTimersByTime(600_000);
    expect(renew).toHaveBeenCalledTimes(1);
  });
});
