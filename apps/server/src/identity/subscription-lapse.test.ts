import type { SubscriptionStatus } from '@all22/db';
import { isSubscribed } from '@all22/domain';
import { describe, expect, it } from 'vitest';
import { isStaleBillingEvent } from './apply-billing-event.js';
import {
  getBillingMode,
  getEffectiveStatus,
  getGraceEnd,
  listOfferedActions,
  SUBSCRIPTION_GRACE_MS,
} from './subscription-transitions.js';

const end = new Date('2025-07-01T00:00:00Z');
const at = (offsetMs: number) => new Date(end.getTime() + offsetMs);
const HOUR = 3_600_000;
const terms = (status: SubscriptionStatus) => ({
  status,
  currentPeriodStart: new Date('2025-06-01T00:00:00Z'),
  currentPeriodEnd: end,
  interval: 'month' as const,
});

describe('getEffectiveStatus: a plan lapses by date without a renewal event', () => {
  it('has a grace window of 3 days after the period end', () => {
    expect(SUBSCRIPTION_GRACE_MS).toBe(3 * 24 * HOUR);
    expect(getGraceEnd(end).toISOString()).toBe('2025-07-04T00:00:00.000Z');
  });

  const cases: [SubscriptionStatus, string, number, SubscriptionStatus][] = [
    ['ACTIVE', 'before the period end', -HOUR, 'ACTIVE'],
    ['ACTIVE', 'at the period end', 0, 'GRACE_PERIOD'],
    ['ACTIVE', 'inside the grace window', 2 * 24 * HOUR, 'GRACE_PERIOD'],
    ['ACTIVE', 'at the grace end', SUBSCRIPTION_GRACE_MS, 'EXPIRED'],
    ['ACTIVE', 'long after', 400 * 24 * HOUR, 'EXPIRED'],
    ['GRACE_PERIOD', 'before the period end', -HOUR, 'GRACE_PERIOD'],
    ['GRACE_PERIOD', 'inside the grace window', HOUR, 'GRACE_PERIOD'],
    ['GRACE_PERIOD', 'after the grace window', SUBSCRIPTION_GRACE_MS + HOUR, 'EXPIRED'],
    ['CANCELLED', 'before the period end', -HOUR, 'CANCELLED'],
    ['CANCELLED', 'at the period end (no grace: nothing is renewed)', 0, 'EXPIRED'],
    ['PAUSED', 'long after', 400 * 24 * HOUR, 'PAUSED'],
    ['EXPIRED', 'before the period end', -HOUR, 'EXPIRED'],
  ];
  it.each(cases)('%s %s reads %s', (status, _when, offset, expected) => {
    expect(getEffectiveStatus(terms(status), at(offset))).toBe(expected);
  });

  it('stops counting as subscribed (the spec: ACTIVE, CANCELLED or GRACE_PERIOD) once the grace ends', () => {
    const plan = (now: Date) => [{ id: 'all22-monthly', status: getEffectiveStatus(terms('ACTIVE'), now) }];
    expect(isSubscribed(plan(at(-HOUR)))).toBe(true);
    expect(isSubscribed(plan(at(HOUR)))).toBe(true);
    expect(isSubscribed(plan(at(SUBSCRIPTION_GRACE_MS)))).toBe(false);
  });
});

describe('billing mode', () => {
  it('is the provider in production and test mode elsewhere', () => {
    expect(getBillingMode('production')).toBe('provider');
    expect(getBillingMode('staging')).toBe('test');
    expect(getBillingMode('development')).toBe('test');
  });

  it('offers the page actions in test mode only', () => {
    const now = at(-24 * HOUR);
    expect(listOfferedActions(terms('ACTIVE'), 'test', now)).toEqual(['pause', 'cancel']);
    expect(listOfferedActions(terms('EXPIRED'), 'test', now)).toEqual(['renew']);
    for (const status of ['ACTIVE', 'PAUSED', 'CANCELLED', 'EXPIRED'] as const) {
      expect(listOfferedActions(terms(status), 'provider', now)).toEqual([]);
    }
  });

  it('offers no pause once an active plan has lapsed into its grace window', () => {
    expect(listOfferedActions(terms('ACTIVE'), 'test', at(HOUR))).toEqual(['cancel']);
  });
});

describe('isStaleBillingEvent', () => {
  it('is stale only when created strictly before the last applied event', () => {
    expect(isStaleBillingEvent(at(-1000), end)).toBe(true);
    expect(isStaleBillingEvent(end, end)).toBe(false);
    expect(isStaleBillingEvent(at(1000), end)).toBe(false);
    expect(isStaleBillingEvent(at(-1000), null)).toBe(false);
    expect(isStaleBillingEvent(undefined, end)).toBe(false);
  });
});
