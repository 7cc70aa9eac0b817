import type { SubscriptionStatus } from '@all22/db';
import { describe, expect, it } from 'vitest';
import {
  addBillingInterval,
  getEffectiveStatus,
  planSubscriptionChange,
  type SubscriptionAction,
} from './subscription-transitions.js';

const now = new Date('2025-06-15T12:00:00Z');
const start = new Date('2025-06-01T00:00:00Z');
const end = new Date('2025-07-01T00:00:00Z');
const terms = (status: SubscriptionStatus, periodEnd = end) => ({
  status,
  currentPeriodStart: start,
  currentPeriodEnd: periodEnd,
  interval: 'month' as const,
});

describe('planSubscriptionChange', () => {
  const allowed: [SubscriptionStatus, SubscriptionAction, SubscriptionStatus][] = [
    ['ACTIVE', 'pause', 'PAUSED'],
    ['PAUSED', 'resume', 'ACTIVE'],
    ['ACTIVE', 'cancel', 'CANCELLED'],
    ['GRACE_PERIOD', 'cancel', 'CANCELLED'],
    ['PAUSED', 'cancel', 'EXPIRED'],
    ['CANCELLED', 'renew', 'ACTIVE'],
    ['EXPIRED', 'renew', 'ACTIVE'],
  ];
  it.each(allowed)('%s + %s → %s', (from, action, to) => {
    expect(planSubscriptionChange(terms(from), action, now)).toMatchObject({ ok: true, status: to });
  });

  const refused: [SubscriptionStatus, SubscriptionAction][] = [
    ['EXPIRED', 'pause'],
    ['PAUSED', 'pause'],
    ['CANCELLED', 'pause'],
    ['GRACE_PERIOD', 'pause'],
    ['ACTIVE', 'resume'],
    ['EXPIRED', 'resume'],
    ['CANCELLED', 'cancel'],
    ['EXPIRED', 'cancel'],
    ['ACTIVE', 'renew'],
    ['PAUSED', 'renew'],
    ['GRACE_PERIOD', 'renew'],
  ];
  it.each(refused)('refuses %s + %s with a message', (from, action) => {
    const change = planSubscriptionChange(terms(from), action, now);
    expect(change.ok).toBe(false);
    expect(!change.ok && change.message).toMatch(/plan/);
  });

  it('keeps the paid period when a cancellation is undone, and starts a new one after expiry', () => {
    expect(planSubscriptionChange(terms('CANCELLED'), 'renew', now)).toMatchObject({ currentPeriodEnd: end });
    expect(planSubscriptionChange(terms('EXPIRED'), 'renew', now)).toMatchObject({
      currentPeriodStart: now,
      currentPeriodEnd: new Date('2025-07-15T12:00:00Z'),
    });
  });

  it('treats a cancelled plan past its period end as expired', () => {
    const ended = terms('CANCELLED', new Date('2025-06-10T00:00:00Z'));
    expect(getEffectiveStatus(ended, now)).toBe('EXPIRED');
    expect(planSubscriptionChange(ended, 'cancel', now).ok).toBe(false);
    expect(planSubscriptionChange(ended, 'renew', now)).toMatchObject({ ok: true, currentPeriodStart: now });
  });

  it('starts a new period when a plan paused past its end resumes', () => {
    const paused = terms('PAUSED', new Date('2025-06-10T00:00:00Z'));
    expect(planSubscriptionChange(paused, 'resume', now)).toMatchObject({ currentPeriodStart: now });
  });
});

describe('addBillingInterval', () => {
  it('adds a month or a year, clamping to the end of a shorter month', () => {
    expect(addBillingInterval(new Date('2025-01-31T10:00:00Z'), 'month').toISOString()).toBe(
      '2025-02-28T10:00:00.000Z',
    );
    expect(addBillingInterval(new Date('2024-02-29T00:00:00Z'), 'year').toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    );
    expect(addBillingInterval(new Date('2025-12-15T00:00:00Z'), 'month').toISOString()).toBe(
      '2026-01-15T00:00:00.000Z',
    );
  });
});
