import type { SubscriptionStatus } from '@all22/db';
import { isLowerEnvironment } from '@all22/domain';

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
 * How long a plan whose paid period has ended keeps counting as subscribed (GRACE_PERIOD) while
 * the billing provider's renewal event is awaited: 3 days, enough to ride out a late or retried
 * webhook delivery or our own downtime around a renewal, short enough that an unpaid plan soon
 * stops giving access. A successful renewal event moves the plan to ACTIVE with a new period.
 */
export const SUBSCRIPTION_GRACE_MS = 3 * 86_400_000;

/** When a plan past its period end stops counting as subscribed (the grace window's end). */
export function getGraceEnd(currentPeriodEnd: Date): Date {
  return new Date(currentPeriodEnd.getTime() + SUBSCRIPTION_GRACE_MS);
}

/**
 * The status as it stands at `now`, whatever the billing provider has (not yet) said. Only the
 * provider's renewal event extends a period, so dates alone can only take access away:
 *
 * - CANCELLED is paid to the end of its period, then EXPIRED.
 * - ACTIVE past its period end (no renewal event came) is GRACE_PERIOD for
 *   {@link SUBSCRIPTION_GRACE_MS}, then EXPIRED.
 * - GRACE_PERIOD (a failing renewal, as the provider reports it) is EXPIRED once the same grace
 *   after its period end has passed.
 * - PAUSED and EXPIRED are taken as stored.
 *
 * The access token's plans and the subscription pages both read this.
 */
export function getEffectiveStatus(
  subscription: Pick<SubscriptionTerms, 'status' | 'currentPeriodEnd'>,
  now: Date,
): SubscriptionStatus {
  const { status, currentPeriodEnd } = subscription;
  const isPeriodOver = currentPeriodEnd <= now;
  const isGraceOver = getGraceEnd(currentPeriodEnd) <= now;
  switch (status) {
    case 'CANCELLED':
      return isPeriodOver ? 'EXPIRED' : status;
    case 'ACTIVE':
      return isGraceOver ? 'EXPIRED' : isPeriodOver ? 'GRACE_PERIOD' : status;
    case 'GRACE_PERIOD':
      return isGraceOver ? 'EXPIRED' : status;
    case 'PAUSED':
    case 'EXPIRED':
      return status;
  }
}

/**
 * Who may change a plan's status. `test`: the test-mode checkout and the subscriber's own
 * actions on the subscriptions page (staging and development). `provider`: only the billing
 * provider's signed webhook (production), where every page action is refused: renewing or
 * resuming would grant paid time without payment, and pausing or cancelling here would leave
 * the provider billing a plan the user thinks has stopped.
 */
export type BillingMode = 'test' | 'provider';

/** The billing mode of an APP_ENV: only production takes real payments; lower environments test. */
export function getBillingMode(appEnv: string): BillingMode {
  return isLowerEnvironment(appEnv) ? 'test' : 'provider';
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
 * They apply only in the `test` billing mode (see {@link BillingMode}).
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

/**
 * The actions the subscriptions page offers: those the rules allow from the plan's effective
 * status in the `test` billing mode, none in the `provider` mode (the provider changes plans).
 */
export function listOfferedActions(
  subscription: SubscriptionTerms,
  billingMode: BillingMode,
  now: Date,
): SubscriptionAction[] {
  if (billingMode === 'provider') return [];
  return subscriptionActions.filter((action) => planSubscriptionChange(subscription, action, now).ok);
}

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
