import { BILLING_SIGNATURE_HEADER } from '@all22/contracts';
import { subscriptionEvents, subscriptions } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBillingPayload } from '../identity/billing-signature.js';
import { listSubscriptionHistory } from '../identity/manage-subscription.js';
import { getUserPlans } from '../identity/users.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { seedUser } from '../testing/oidc-test-client.js';

const SECRET = 'test-webhook-secret-0123456789';

describe.each(testDatabaseTargets())('billing webhook event order and ownership on %s', (target) => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp({ target, env: { APP_ENV: 'production', BILLING_WEBHOOK_SECRET: SECRET } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const event = (
    id: string,
    data: { userId: string; subscriptionId: string; status: string },
    created?: string,
  ) => ({
    id,
    type: 'subscription.updated',
    ...(created ? { created } : {}),
    data: {
      planId: 'all22-monthly',
      currentPeriodStart: '2026-01-01T00:00:00Z',
      currentPeriodEnd: '2099-01-01T00:00:00Z',
      ...data,
    },
  });

  const post = (body: unknown) => {
    const raw = JSON.stringify(body);
    return fetch(`${server.baseUrl}/api/billing/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [BILLING_SIGNATURE_HEADER]: signBillingPayload(SECRET, raw, Math.floor(Date.now() / 1000)),
      },
      body: raw,
    });
  };

  const historyOf = (uid: string) =>
    server.database.db
      .select({
        externalEventId: subscriptionEvents.externalEventId,
        ignoredReason: subscriptionEvents.ignoredReason,
      })
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.userId, uid));

  it('records an event older than the last applied one and ignores it (2xx, no change)', async () => {
    const { uid } = await seedUser(server.database.db);
    const sub = { userId: uid, subscriptionId: `sub-order-${uid}` };

    const first = await post(event('order-1', { ...sub, status: 'ACTIVE' }, '2026-03-01T10:00:00Z'));
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const cancelled = await post(event('order-2', { ...sub, status: 'CANCELLED' }, '2026-03-02T10:00:00Z'));
    expect(cancelled.status).toBe(200);
    expect(await getUserPlans(server.database.db, uid)).toEqual([
      { id: 'all22-monthly', status: 'CANCELLED' },
    ]);

    // A late delivery of an event from before the cancellation must not bring ACTIVE back.
    const late = await post(event('order-late', { ...sub, status: 'ACTIVE' }, '2026-03-01T12:00:00Z'));
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({ received: true, duplicate: false, ignored: 'stale' });
    expect(await getUserPlans(server.database.db, uid)).toEqual([
      { id: 'all22-monthly', status: 'CANCELLED' },
    ]);
    const [row] = await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, uid));
    expect(row?.lastEventAt?.toISOString()).toBe('2026-03-02T10:00:00.000Z');

    // Recorded (so a retry is a duplicate), marked stale, and left out of the user's history.
    expect(await historyOf(uid)).toEqual(
      expect.arrayContaining([{ externalEventId: 'order-late', ignoredReason: 'stale' }]),
    );
    const retried = await post(event('order-late', { ...sub, status: 'ACTIVE' }, '2026-03-01T12:00:00Z'));
    expect(await retried.json()).toEqual({ received: true, duplicate: true });
    expect(
      (await listSubscriptionHistory(server.database.db, uid)).map((entry) => entry.externalEventId),
    ).not.toContain('order-late');

    // Same second as the last applied: applied in arrival order. Newer: applied.
    const sameSecond = await post(event('order-3', { ...sub, status: 'ACTIVE' }, '2026-03-02T10:00:00Z'));
    expect(await sameSecond.json()).toEqual({ received: true, duplicate: false });
    const paused = await post(event('order-4', { ...sub, status: 'PAUSED' }, '2026-03-03T10:00:00+02:00'));
    expect(await paused.json()).toEqual({ received: true, duplicate: false });
    expect(await getUserPlans(server.database.db, uid)).toEqual([{ id: 'all22-monthly', status: 'PAUSED' }]);
  });

  it('applies an event without a creation time as it arrives, keeping the last known time', async () => {
    const { uid } = await seedUser(server.database.db);
    const sub = { userId: uid, subscriptionId: `sub-untimed-${uid}` };
    await post(event('untimed-1', { ...sub, status: 'ACTIVE' }, '2026-04-01T00:00:00Z'));
    const untimed = await post(event('untimed-2', { ...sub, status: 'PAUSED' }));
    expect(await untimed.json()).toEqual({ received: true, duplicate: false });
    expect(await getUserPlans(server.database.db, uid)).toEqual([{ id: 'all22-monthly', status: 'PAUSED' }]);
    const stale = await post(event('untimed-3', { ...sub, status: 'EXPIRED' }, '2026-03-01T00:00:00Z'));
    expect(await stale.json()).toMatchObject({ ignored: 'stale' });
  });

  it('refuses with 409 an event that would move a subscription to another user', async () => {
    const owner = await seedUser(server.database.db);
    const other = await seedUser(server.database.db);
    const subscriptionId = `sub-owned-${owner.uid}`;
    expect((await post(event('own-1', { userId: owner.uid, subscriptionId, status: 'ACTIVE' }))).status).toBe(
      200,
    );

    const moved = await post(event('own-2', { userId: other.uid, subscriptionId, status: 'ACTIVE' }));
    expect(moved.status).toBe(409);
    const body = (await moved.json()) as { message: string; statusCode: number };
    expect(body.statusCode).toBe(409);
    expect(body.message).toMatch(/^Event refused: .*belongs to another user/);

    // Nothing recorded or changed: the subscription is still the owner's, the other user has none.
    const [row] = await server.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.externalId, subscriptionId));
    expect(row?.userId).toBe(owner.uid);
    expect(await getUserPlans(server.database.db, other.uid)).toEqual([]);
    expect(await historyOf(other.uid)).toEqual([]);
    expect(await historyOf(owner.uid)).toEqual([{ externalEventId: 'own-1', ignoredReason: null }]);

    // A retry is refused the same way, not taken as a duplicate.
    expect((await post(event('own-2', { userId: other.uid, subscriptionId, status: 'ACTIVE' }))).status).toBe(
      409,
    );
  });
});
