import { BILLING_SIGNATURE_HEADER } from '@all22/contracts';
import { subscriptionEvents } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBillingPayload } from '../identity/billing-signature.js';
import { seedUser } from '../testing/oidc-test-client.js';
import { getUserPlans } from '../identity/users.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';

const SECRET = 'test-webhook-secret-0123456789';

describe.each(testDatabaseTargets())('billing webhook on %s', (target) => {
  let server: TestApp;
  let uid: string;

  beforeAll(async () => {
    server = await buildTestApp({ target, env: { BILLING_WEBHOOK_SECRET: SECRET } });
    uid = (await seedUser(server.database.db)).uid;
  });
  afterAll(async () => {
    await server?.close();
  });

  const event = (id: string, status: string, overrides: Record<string, unknown> = {}) => ({
    id,
    type: 'subscription.updated',
    data: {
      userId: uid,
      planId: 'all22-annual',
      subscriptionId: 'sub_123',
      status,
      currentPeriodStart: '2026-01-01T00:00:00Z',
      currentPeriodEnd: '2099-01-01T00:00:00Z',
      ...overrides,
    },
  });

  const post = (body: unknown, signature?: (raw: string) => string) => {
    const raw = JSON.stringify(body);
    const header = signature
      ? signature(raw)
      : signBillingPayload(SECRET, raw, Math.floor(Date.now() / 1000));
    return fetch(`${server.baseUrl}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [BILLING_SIGNATURE_HEADER]: header },
      body: raw,
    });
  };

  it('refuses a bad, missing or stale signature with 401 and changes nothing', async () => {
    const now = Math.floor(Date.now() / 1000);
    const attempts: [string, (raw: string) => string][] = [
      ['bad', (raw) => signBillingPayload('the-wrong-secret-0123456', raw, now)],
      ['missing', () => ''],
      ['stale', (raw) => signBillingPayload(SECRET, raw, now - 3600)],
    ];
    for (const [name, signature] of attempts) {
      const response = await post(event(`evt-${name}`, 'ACTIVE'), signature);
      expect(response.status, name).toBe(401);
      expect(((await response.json()) as { message: string }).message).toMatch(/^Webhook refused: /);
    }
    expect(await getUserPlans(server.database.db, uid)).toEqual([]);
  });

  it('creates then updates the subscription, and ignores a replayed event', async () => {
    const created = await post(event('evt-1', 'ACTIVE'));
    expect(created.status).toBe(200);
    expect(await created.json()).toEqual({ received: true, duplicate: false });
    expect(await getUserPlans(server.database.db, uid)).toEqual([{ id: 'all22-annual', status: 'ACTIVE' }]);

    expect((await post(event('evt-2', 'PAUSED'))).status).toBe(200);
    expect(await getUserPlans(server.database.db, uid)).toEqual([{ id: 'all22-annual', status: 'PAUSED' }]);

    // A replay of the first event (same id) must not bring the old status back.
    const replay = await post(event('evt-1', 'ACTIVE'));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(await getUserPlans(server.database.db, uid)).toEqual([{ id: 'all22-annual', status: 'PAUSED' }]);

    const history = await server.database.db
      .select({ type: subscriptionEvents.type, subscriptionId: subscriptionEvents.subscriptionId })
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.userId, uid));
    expect(history).toHaveLength(2);
    expect(history.every((row) => row.subscriptionId !== null)).toBe(true);
  });

  it('answers 400 naming the field for a signed but invalid event, and 404 for an unknown user', async () => {
    const invalid = await post(event('evt-3', 'LAPSED'));
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { message: string }).message).toContain(
      "Invalid body field 'data.status'",
    );

    const unknownPlan = await post(event('evt-4', 'ACTIVE', { planId: 'all22-weekly' }));
    expect(unknownPlan.status).toBe(400);
    expect(((await unknownPlan.json()) as { message: string }).message).toContain("'data.planId'");

    const unknownUser = await post(event('evt-5', 'ACTIVE', { userId: 'nobody' }));
    expect(unknownUser.status).toBe(404);
  });
});

describe('billing webhook without a secret', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 503', async () => {
    const response = await fetch(`${server.baseUrl}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(503);
  });
});
