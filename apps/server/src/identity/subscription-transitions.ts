import type { SubscriptionStatus } from '@all22/db';

/** What a subscriber can do from the subscriptions page. */
export const subscriptionActions = ['pause', 'resume', 'cancel', 'renew'] as const;
export type SubscriptionAction = (typeof subscriptionActions)[number];

export function isSubscriptionAction(value: string): value is SubscriptionAction {
  return (subscriptionActions as readonly string[]).includes(value);
}

export type BillingInterval = 'month' | 'year';

/** The part of a subscription the rules look at. */
export interface SubscriptionTerms {
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  interval: BillingInterval;
}

/** The history entry's type for each action (subscription_events.type). */
export const SUBSCRIPTION_EVENT_TYPES = {
  pause: 'PAUSED',
  resume: 'RESUMED',
  cancel: 'CANCELLED',
  renew: 'RENEWED',
} as const satisfies Record<SubscriptionAction, string>;

export type SubscriptionChange =
  | {
      ok: true;
      status: SubscriptionStatus;
      currentPeriodStart: Date;
      currentPeriodEnd: Date;
    }
  | { ok: false; message: string };

/**
 * A cancelled plan is paid to the end of its period; once that has passed it is EXPIRED, even
 * before the billing provider says so (the same rule as the access token's plans).
 */
export function getEffectiveStatus(
  subscription: Pick<SubscriptionTerms, 'status' | 'currentPeriodEnd'>,
  now: Date,
): SubscriptionStatus {
  return subscription.status === 'CANCELLED' && subscription.currentPeriodEnd <= now
    ? 'EXPIRED'
    : subscription.status;
}

/** Adds one billing interval in UTC, keeping the day of the month where it exists (Jan 31 → Feb 28). */
export function addBillingInterval(start: Date, interval: BillingInterval): Date {
  const months = interval === 'year' ? 12 : 1;
  const target = new Date(start.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** A new period starting now (a first purchase, or renewing a plan that has ended). */
export function startPeriod(interval: BillingInterval, now: Date) {
  return {
    currentPeriodStart: now,
    currentPeriodEnd: addBillingInterval(now, interval),
  };
}

/**
 * What an action does to a subscription, or why it cannot be done. The embedded checkout is in
 * test mode, so no payment is taken: these are the rules a real billing provider would apply.
 *
 * - pause: ACTIVE → PAUSED (no access while paused).
 * - resume: PAUSED → ACTIVE; a new period starts if the paused one has ended.
 * - cancel: ACTIVE or GRACE_PERIOD → CANCELLED, still paid to the period end; a PAUSED plan has
 *   nothing left to run to, so it ends now (EXPIRED).
 * - renew: CANCELLED → ACTIVE on the same period (the cancellation is undone); EXPIRED → ACTIVE
 *   with a new period from now.
 */
export function planSubscriptionChange(
  subscription: SubscriptionTerms,
  action: SubscriptionAction,
  now: Date,
): SubscriptionChange {
  const status = getEffectiveStatus(subscription, now);
  const keep = {
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
  };
  const isPeriodOver = subscription.currentPeriodEnd <= now;
  switch (action) {
    case 'pause':
      if (status === 'ACTIVE') return { ok: true, status: 'PAUSED', ...keep };
      return refuse(`Only an active plan can be paused; yours is ${describeStatus(status)}.`);
    case 'resume':
      if (status === 'PAUSED') {
        return {
          ok: true,
          status: 'ACTIVE',
          ...(isPeriodOver ? startPeriod(subscription.interval, now) : keep),
        };
      }
      return refuse(`Only a paused plan can be resumed; yours is ${describeStatus(status)}.`);
    case 'cancel':
      if (status === 'ACTIVE' || status === 'GRACE_PERIOD') return { ok: true, status: 'CANCELLED', ...keep };
      if (status === 'PAUSED') {
        return {
          ok: true,
          status: 'EXPIRED',
          currentPeriodStart: subscription.currentPeriodStart,
          currentPeriodEnd: now,
        };
      }
      return refuse(`Your plan is already ${describeStatus(status)}.`);
    case 'renew':
      if (status === 'CANCELLED') return { ok: true, status: 'ACTIVE', ...keep };
      if (status === 'EXPIRED')
        return { ok: true, status: 'ACTIVE', ...startPeriod(subscription.interval, now) };
      return refuse(`Only a cancelled or expired plan can be renewed; yours is ${describeStatus(status)}.`);
  }
}

const refuse = (message: string): SubscriptionChange => ({ ok: false, message });

/** The status in words, for pages. */
export function describeStatus(status: SubscriptionStatus): string {
  switch (status) {
    case 'ACTIVE':
      return 'active';
    case 'CANCELLED':
      return 'cancelled';
    case 'GRACE_PERIOD':
      return 'in its grace period';
    case 'PAUSED':
      return 'paused';
    case 'EXPIRED':
      return 'expired';
  }
}
