import type { BillingWebhookEvent } from '@all22/contracts';
import {
  plans,
  subscriptionEvents,
  subscriptions,
  users,
  type BillingEventIgnoredReason,
  type Database,
} from '@all22/db';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, badRequest } from '../errors/app-error.js';

export type BillingEventOutcome =
  | {
      /** The event id was seen before: nothing was recorded or changed. */
      duplicate: boolean;
      /** The event was recorded but changed nothing, and why. */
      ignored?: BillingEventIgnoredReason;
    }
  /** Refused: nothing was recorded or changed (the webhook answers 409 with this message). */
  | { refused: string };

/**
 * Whether an event arrived out of order: created before the last event applied to its
 * subscription. Equal times are not stale (providers stamp whole seconds, and two events of one
 * second are applied in the order they arrive); an event without a creation time cannot be
 * ordered and is never stale.
 */
export function isStaleBillingEvent(created: Date | undefined, lastEventAt: Date | null): boolean {
  return created !== undefined && lastEventAt !== null && created < lastEventAt;
}

/**
 * Applies a billing provider's event in one transaction, the subscription row locked:
 * - an event id seen before is a no-op (the unique (provider, event id) of the history);
 * - an event naming another user than the subscription's owner is refused (the webhook answers
 *   409) and not recorded: a subscription never changes hands, and the provider keeps retrying, so the
 *   mismatch stays visible on its side until someone fixes it;
 * - an event created before the last one applied is recorded (`ignored_reason = 'stale'`) and
 *   changes nothing, so a late delivery cannot bring an old status back;
 * - otherwise it is recorded and creates or updates the subscription it describes.
 */
export async function applyBillingEvent(
  db: Database,
  event: BillingWebhookEvent,
): Promise<BillingEventOutcome> {
  const { data } = event;
  const created = event.created === undefined ? undefined : new Date(event.created);
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, data.userId));
    if (!user) throw new AppError('NOT_FOUND', `No user with UID ${data.userId}`);
    const [plan] = await tx.select({ planId: plans.planId }).from(plans).where(eq(plans.planId, data.planId));
    if (!plan) throw badRequest(`Invalid body field 'data.planId': no plan "${data.planId}"`);

    const [existing] = await tx
      .select({
        subscriptionId: subscriptions.subscriptionId,
        userId: subscriptions.userId,
        lastEventAt: subscriptions.lastEventAt,
      })
      .from(subscriptions)
      .where(
        and(eq(subscriptions.provider, event.provider), eq(subscriptions.externalId, data.subscriptionId)),
      )
      .for('update');
    if (existing && existing.userId !== data.userId) {
      return {
        refused: `Subscription ${data.subscriptionId} belongs to another user; an event cannot move it to user ${data.userId}`,
      };
    }
    const isStale = isStaleBillingEvent(created, existing?.lastEventAt ?? null);

    const [recorded] = await tx
      .insert(subscriptionEvents)
      .values({
        userId: data.userId,
        subscriptionId: existing?.subscriptionId ?? null,
        provider: event.provider,
        externalEventId: event.id,
        type: event.type,
        payload: { ...data, ...(event.created === undefined ? {} : { created: event.created }) },
        ignoredReason: isStale ? 'stale' : null,
      })
      .onConflictDoNothing()
      .returning({ eventId: subscriptionEvents.eventId });
    if (!recorded) return { duplicate: true };
    if (isStale) return { duplicate: false, ignored: 'stale' };

    // The owner is written only when the subscription is created: it never changes hands.
    const state = {
      planId: data.planId,
      status: data.status,
      currentPeriodStart: new Date(data.currentPeriodStart),
      currentPeriodEnd: new Date(data.currentPeriodEnd),
      ...(created ? { lastEventAt: created } : {}),
    };
    if (existing) {
      await tx
        .update(subscriptions)
        .set({ ...state, updatedAt: sql`now()` })
        .where(eq(subscriptions.subscriptionId, existing.subscriptionId));
      return { duplicate: false };
    }
    const [inserted] = await tx
      .insert(subscriptions)
      .values({ ...state, userId: data.userId, provider: event.provider, externalId: data.subscriptionId })
      .returning({ subscriptionId: subscriptions.subscriptionId });
    await tx
      .update(subscriptionEvents)
      .set({ subscriptionId: inserted?.subscriptionId })
      .where(eq(subscriptionEvents.eventId, recorded.eventId));
    return { duplicate: false };
  });
}
