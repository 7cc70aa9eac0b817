import { randomUUID } from 'node:crypto';
import {
  plans,
  subscriptionEvents,
  subscriptions,
  type BillingProvider,
  type Database,
  type Plan,
  type Subscription,
  type SubscriptionEvent,
} from '@all22/db';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  getEffectiveStatus,
  planSubscriptionChange,
  startPeriod,
  SUBSCRIPTION_EVENT_TYPES,
  type BillingMode,
  type SubscriptionAction,
} from './subscription-transitions.js';

/** Where a change came from, recorded in the history's payload. */
const PAGE_SOURCE = 'subscriptions page';
const HISTORY_LIMIT = 50;

export interface CurrentSubscription {
  subscription: Subscription;
  plan: Plan;
}

/** The user's newest subscription with its plan, or undefined when they never had one. */
export async function findCurrentSubscription(
  db: Database,
  uid: string,
): Promise<CurrentSubscription | undefined> {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.planId, subscriptions.planId))
    .where(eq(subscriptions.userId, uid))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

/** The user's subscription history, newest first; billing events recorded but ignored are left out. */
export async function listSubscriptionHistory(db: Database, uid: string): Promise<SubscriptionEvent[]> {
  return db
    .select()
    .from(subscriptionEvents)
    .where(and(eq(subscriptionEvents.userId, uid), isNull(subscriptionEvents.ignoredReason)))
    .orderBy(desc(subscriptionEvents.createdAt))
    .limit(HISTORY_LIMIT);
}

/** The plans on sale, cheapest first. */
export async function listPlansOnSale(db: Database): Promise<Plan[]> {
  return db.select().from(plans).where(eq(plans.active, true)).orderBy(plans.priceCents);
}

export type SubscriptionResult = { ok: true; subscription: Subscription } | { ok: false; message: string };

/** Refused in the `provider` billing mode, where only the billing provider's webhook changes plans. */
const PROVIDER_ONLY: SubscriptionResult = {
  ok: false,
  message: 'Plans are changed through the billing provider, not here.',
};

/**
 * Applies a subscriber's action in one transaction: the row is locked, the rules decide, and the
 * new status and its history entry are written together. A refused action changes nothing, and
 * in the `provider` billing mode (production) every action is refused.
 */
export async function changeSubscription(
  db: Database,
  uid: string,
  subscriptionId: string,
  action: SubscriptionAction,
  billingMode: BillingMode,
  now = new Date(),
): Promise<SubscriptionResult> {
  if (billingMode !== 'test') return PROVIDER_ONLY;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ subscription: subscriptions, interval: plans.interval })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.planId, subscriptions.planId))
      .where(and(eq(subscriptions.subscriptionId, subscriptionId), eq(subscriptions.userId, uid)))
      .for('update', { of: subscriptions });
    if (!row) return { ok: false, message: 'That subscription was not found on your account.' };
    const { subscription } = row;
    const change = planSubscriptionChange({ ...subscription, interval: row.interval }, action, now);
    if (!change.ok) return change;
    const [updated] = await tx
      .update(subscriptions)
      .set({
        status: change.status,
        currentPeriodStart: change.currentPeriodStart,
        currentPeriodEnd: change.currentPeriodEnd,
        updatedAt: sql`now()`,
      })
      .where(eq(subscriptions.subscriptionId, subscriptionId))
      .returning();
    if (!updated) throw new Error(`subscription ${subscriptionId} vanished inside its transaction`);
    await tx.insert(subscriptionEvents).values({
      subscriptionId,
      userId: uid,
      provider: subscription.provider,
      type: SUBSCRIPTION_EVENT_TYPES[action],
      payload: {
        from: getEffectiveStatus(subscription, now),
        to: change.status,
        planId: subscription.planId,
        currentPeriodEnd: change.currentPeriodEnd.toISOString(),
        source: PAGE_SOURCE,
      },
    });
    return { ok: true, subscription: updated };
  });
}

/**
 * The test-mode checkout: the user's subscription becomes ACTIVE on the chosen plan for one
 * period from now, recorded with the billing provider the checkout was opened for. A user whose
 * plan is still running (anything but expired) is sent to manage it instead, so nobody pays twice.
 * It takes no payment, so the `provider` billing mode (production) refuses it.
 */
export async function startSubscription(
  db: Database,
  uid: string,
  planId: string,
  provider: BillingProvider,
  billingMode: BillingMode,
  now = new Date(),
): Promise<SubscriptionResult> {
  if (billingMode !== 'test') return PROVIDER_ONLY;
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .select()
      .from(plans)
      .where(and(eq(plans.planId, planId), eq(plans.active, true)));
    if (!plan) return { ok: false, message: 'That plan is not on sale. Choose one of the plans below.' };
    const existing = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, uid))
      .orderBy(desc(subscriptions.createdAt))
      .for('update');
    const running = existing.find((row) => getEffectiveStatus(row, now) !== 'EXPIRED');
    if (running) {
      return {
        ok: false,
        message:
          'You already have a plan. Manage it on your subscription page (renew, resume or cancel it there).',
      };
    }
    const state = {
      planId,
      status: 'ACTIVE' as const,
      provider,
      // The alternate provider would know the subscription by its own id; test mode makes one up.
      externalId: provider === 'alternate' ? `alt-test-${randomUUID()}` : null,
      ...startPeriod(plan.interval, now),
    };
    const previous = existing[0];
    const [saved] = previous
      ? await tx
          .update(subscriptions)
          .set({ ...state, updatedAt: sql`now()` })
          .where(eq(subscriptions.subscriptionId, previous.subscriptionId))
          .returning()
      : await tx
          .insert(subscriptions)
          .values({ ...state, userId: uid })
          .returning();
    if (!saved) throw new Error('the subscription was not saved');
    await tx.insert(subscriptionEvents).values({
      subscriptionId: saved.subscriptionId,
      userId: uid,
      provider,
      type: 'CREATED',
      payload: {
        to: 'ACTIVE',
        planId,
        currentPeriodEnd: saved.currentPeriodEnd.toISOString(),
        source: 'test-mode checkout',
      },
    });
    return { ok: true, subscription: saved };
  });
}
