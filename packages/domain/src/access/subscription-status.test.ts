import { describe, it, expect } from 'vitest';
import { isLoggedIn, isPaused, isPlanStatus, isSubscribed, PLAN_STATUSES } from './subscription-status.js';

const plans = (...statuses: string[]) => statuses.map((status, i) => ({ id: `plan-${i}`, status }));

describe('isSubscribed', () => {
  it.each([
    ['ACTIVE', true],
    ['CANCELLED', true],
    ['GRACE_PERIOD', true],
    ['PAUSED', false],
    ['EXPIRED', false],
    ['active', false],
    ['UNKNOWN', false],
  ])('a single %s plan → %s', (status, expected) => {
    expect(isSubscribed(plans(status))).toBe(expected);
  });
  it('is false for no plans', () => {
    expect(isSubscribed([])).toBe(false);
  });
  it('is true when any one plan grants access', () => {
    expect(isSubscribed(plans('EXPIRED', 'PAUSED', 'GRACE_PERIOD'))).toBe(true);
  });
});

describe('isPaused', () => {
  it('is true when any plan is PAUSED, even beside an active one', () => {
    expect(isPaused(plans('ACTIVE', 'PAUSED'))).toBe(true);
  });
  it('is false for no plans and for other statuses', () => {
    expect(isPaused([])).toBe(false);
    expect(isPaused(plans('ACTIVE', 'EXPIRED', 'CANCELLED', 'paused'))).toBe(false);
  });
});

describe('isLoggedIn', () => {
  it('is true for any profile object', () => {
    expect(isLoggedIn({ UID: 'u1' })).toBe(true);
    expect(isLoggedIn({})).toBe(true);
  });
  it('is false for null and undefined', () => {
    expect(isLoggedIn(null)).toBe(false);
    expect(isLoggedIn(undefined)).toBe(false);
  });
});

describe('isPlanStatus', () => {
  it('accepts every listed status and nothing else', () => {
    for (const status of PLAN_STATUSES) expect(isPlanStatus(status)).toBe(true);
    expect(isPlanStatus('active')).toBe(false);
    expect(isPlanStatus(1)).toBe(false);
  });
});
