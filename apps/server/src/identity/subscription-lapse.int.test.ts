import { subscriptions } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import {
  decodeJwtPayload,
  discoverWebClient,
  seedUser,
  signIn,
  type SeededUser,
  type WebClient,
} from '../testing/oidc-test-client.js';
import { SUBSCRIPTION_GRACE_MS } from './subscription-transitions.js';

const HOUR_MS = 3_600_000;

describe.each(testDatabaseTargets())('a plan past its period end on %s', (target) => {
  let server: TestApp;
  let client: WebClient;

  beforeAll(async () => {
    // Production: the case where nothing but the billing provider may extend the period.
    server = await buildTestApp({ target, env: { APP_ENV: 'production', SIGN_IN_RATE_LIMIT: '1000' } });
    client = await discoverWebClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Moves the stored period end as if that much time had passed without a renewal event. */
  const endPeriod = (user: SeededUser, msAgo: number) =>
    server.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - msAgo) })
      .where(eq(subscriptions.userId, user.uid));
  const ping = (token: string) =>
    fetch(`${server.baseUrl}/api/secured/ping`, { headers: { authorization: `Bearer ${token}` } });
  const plansOf = (token: string) => decodeJwtPayload(token).plans;

  it('reads GRACE_PERIOD for the grace window, then EXPIRED, in refreshed and new tokens', async () => {
    const user = await seedUser(server.database.db, { status: 'ACTIVE' });
    const { tokens } = await signIn(client, user);
    expect(plansOf(tokens.access_token)).toEqual([{ id: 'all22-monthly', status: 'ACTIVE' }]);
    expect((await ping(tokens.access_token)).status).toBe(200);

    // The period ended an hour ago and no renewal came: still subscribed, in its grace window.
    await endPeriod(user, HOUR_MS);
    const inGrace = await oidc.refreshTokenGrant(client.config, tokens.refresh_token ?? '');
    expect(plansOf(inGrace.access_token)).toEqual([{ id: 'all22-monthly', status: 'GRACE_PERIOD' }]);
    expect((await ping(inGrace.access_token)).status).toBe(200);

    // The grace window has passed: the refreshed token carries no subscriber plan.
    await endPeriod(user, SUBSCRIPTION_GRACE_MS + HOUR_MS);
    const lapsed = await oidc.refreshTokenGrant(client.config, inGrace.refresh_token ?? '');
    expect(plansOf(lapsed.access_token)).toEqual([{ id: 'all22-monthly', status: 'EXPIRED' }]);
    const refused = await ping(lapsed.access_token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      statusCode: 403,
      message: 'This call needs a subscription',
    });

    // The row still says ACTIVE; a fresh sign-in reads the same effective status.
    const [row] = await server.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.uid));
    expect(row?.status).toBe('ACTIVE');
    const fresh = await signIn(client, user);
    expect(plansOf(fresh.tokens.access_token)).toEqual([{ id: 'all22-monthly', status: 'EXPIRED' }]);
    expect((await ping(fresh.tokens.access_token)).status).toBe(403);
  });

  it('lapses a provider-reported GRACE_PERIOD the same way', async () => {
    const user = await seedUser(server.database.db, { status: 'GRACE_PERIOD' });
    await endPeriod(user, SUBSCRIPTION_GRACE_MS + HOUR_MS);
    const { tokens } = await signIn(client, user);
    expect(plansOf(tokens.access_token)).toEqual([{ id: 'all22-monthly', status: 'EXPIRED' }]);
    expect((await ping(tokens.access_token)).status).toBe(403);
  });
});
