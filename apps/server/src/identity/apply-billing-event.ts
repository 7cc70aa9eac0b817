import type { BillingWebhookEvent } from '@all22/contracts';
import { plans, subscriptionEvents, subscriptions, users, type Database } from '@all22/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, badRequest } from '../errors/app-error.js';

/**
 * Applies a billing provider's event in one transaction: records it in the subscription history
 * (its unique (provider, event id) makes a replay a no-op), then creates or updates the
 * subscription it describes. Returns whether the event had been seen before.
 */
export async function applyBillingEvent(
  db: Database,
  event: BillingWebhookEvent,
): Promise<{ duplicate: boolean }> {
  const { data } = event;
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, data.userId));
    if (!user) throw new AppError('NOT_FOUND', `No user with UID ${data.userId}`);
    const [plan] = await tx.select({ planId: plans.planId }).from(plans).where(eq(plans.planId, data.planId));
    if (!plan) throw badRequest(`Invalid body field 'data.planId': no plan "${data.planId}"`);

    const [recorded] = await tx
      .insert(subscriptionEvents)
      .values({
        userId: data.userId,
        provider: event.provider,
        externalEventId: event.id,
        type: event.type,
        payload: { ...data },
      })
      .onConflictDoNothing()
      .returning({ eventId: subscriptionEvents.eventId });
    if (!recorded) return { duplicate: true };

    const state = {
      userId: data.userId,
      planId: data.planId,
      status: data.status,
      currentPeriodStart: new Date(data.currentPeriodStart),
      currentPeriodEnd: new Date(data.currentPeriodEnd),
    };
    const [existing] = await tx
      .select({ subscriptionId: subscriptions.subscriptionId })
      .from(subscriptions)
      .where(
        and(eq(subscriptions.provider, event.provider), eq(subscriptions.externalId, data.subscriptionId)),
      );
    let subscriptionId = existing?.subscriptionId;
    if (subscriptionId) {
      await tx
        .update(subscriptions)
        .set({ ...state, updatedAt: sql`now()` })
        .where(eq(subscriptions.subscriptionId, subscriptionId));
    } else {
      const [created] = await tx
        .insert(subscriptions)
        .values({ ...state, provider: event.provider, externalId: data.subscriptionId })
        .returning({ subscriptionId: subscriptions.subscriptionId });
      subscriptionId = created?.subscriptionId;
    }
    await tx
      .update(subscriptionEvents)
      .set({ subscriptionId })
      .where(eq(subscriptionEvents.eventId, recorded.eventId));
    return { duplicate: false };
  });
}
