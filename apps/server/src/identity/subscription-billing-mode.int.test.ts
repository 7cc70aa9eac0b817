import { BILLING_SIGNATURE_HEADER } from '@all22/contracts';
import { subscriptionEvents, subscriptions, type SubscriptionStatus } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { CookieJar, seedUser, submitForm, type SeededUser } from '../testing/oidc-test-client.js';
import { signBillingPayload } from './billing-signature.js';
import { CHECKOUT_CLOSED } from './pages/plans-page.js';
import { MANAGED_BY_PROVIDER } from './pages/subscriptions-page.js';
import { getUserPlans } from './users.js';

const SECRET = 'test-webhook-secret-0123456789';
const DAY_MS = 86_400_000;
const csrfOf = (page: string) => /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
const statusOf = (page: string) => /data-testid="subscription-status">([^<]+)</.exec(page)?.[1];
const actionForms = (page: string) =>
  [...page.matchAll(/action="[^"]*\/subscriptions\/[0-9a-f-]{36}\/(\w+)"/g)].map((match) => match[1]);

/** Boots an app in the given APP_ENV and drives the account pages as a signed-in browser would. */
function pagesDriver(env: Record<string, string>, target: 'pglite' | 'postgres') {
  const driver = {
    server: undefined as unknown as TestApp,
    url: (path: string) => `${driver.server.baseUrl}/identity${path}`,
    async start() {
      driver.server = await buildTestApp({
        target,
        env: { SIGN_IN_RATE_LIMIT: '1000', BILLING_WEBHOOK_SECRET: SECRET, ...env },
      });
    },
    async signIn(user: SeededUser) {
      const jar = new CookieJar();
      const response = await submitForm(jar, driver.url('/sign-in'), {
        email: user.email,
        password: user.password,
        returnTo: '/identity/subscriptions',
      });
      expect(response.status).toBe(303);
      return jar;
    },
    async openSubscriptions(jar: CookieJar) {
      const response = await jar.fetch(driver.url('/subscriptions'));
      expect(response.status).toBe(200);
      const page = await response.text();
      return { page, csrf: csrfOf(page), status: statusOf(page), actions: actionForms(page) };
    },
    /** A user whose plan is in `status`, its period moved by `periodEndInDays` from now. */
    async seed(status: SubscriptionStatus | undefined, periodEndInDays = 20) {
      const user = await seedUser(driver.server.database.db, status ? { status } : {});
      if (status) {
        await driver.server.database.db
          .update(subscriptions)
          .set({ currentPeriodEnd: new Date(Date.now() + periodEndInDays * DAY_MS) })
          .where(eq(subscriptions.userId, user.uid));
      }
      return user;
    },
    async rows(user: SeededUser) {
      const db = driver.server.database.db;
      return {
        subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, user.uid)),
        history: await db.select().from(subscriptionEvents).where(eq(subscriptionEvents.userId, user.uid)),
      };
    },
  };
  return driver;
}

describe.each(testDatabaseTargets())('billing in production (APP_ENV=production) on %s', (target) => {
  const pages = pagesDriver({ APP_ENV: 'production' }, target);
  beforeAll(() => pages.start());
  afterAll(async () => {
    await pages.server?.close();
  });

  it('lists the plans without a checkout, and refuses the test-mode checkout with 403', async () => {
    const user = await pages.seed(undefined);
    const jar = await pages.signIn(user);

    const catalogue = await jar.fetch(pages.url('/plans'));
    expect(catalogue.status).toBe(200);
    const cataloguePage = await catalogue.text();
    expect(cataloguePage).toContain('Monthly');
    expect(cataloguePage).toContain(CHECKOUT_CLOSED);
    expect(cataloguePage).not.toContain('/plans/confirm');
    expect(cataloguePage).not.toContain('Test mode:');

    const confirm = await jar.fetch(pages.url('/plans/confirm?plan=all22-monthly'));
    expect(confirm.status).toBe(403);
    expect(await confirm.text()).toContain(CHECKOUT_CLOSED);

    // Even with a valid form token, the post grants nothing.
    const { csrf } = await pages.openSubscriptions(jar);
    for (const provider of ['embedded', 'alternate']) {
      const posted = await submitForm(jar, pages.url('/plans/confirm'), {
        csrf,
        plan: 'all22-monthly',
        provider,
      });
      expect(posted.status, provider).toBe(403);
      expect(await posted.text()).toContain(CHECKOUT_CLOSED);
    }
    expect(await pages.rows(user)).toEqual({ subscriptions: [], history: [] });
    expect(await getUserPlans(pages.server.database.db, user.uid)).toEqual([]);
  });

  it('offers no plan action and refuses renew, resume, pause and cancel posts with 403', async () => {
    const cases: [SubscriptionStatus, number, string, string][] = [
      ['EXPIRED', -40, 'renew', 'Expired'],
      ['CANCELLED', 5, 'renew', 'Cancelled'],
      ['PAUSED', -5, 'resume', 'Paused'],
      ['ACTIVE', 20, 'pause', 'Active'],
      ['ACTIVE', 20, 'cancel', 'Active'],
    ];
    for (const [status, periodEndInDays, action, shown] of cases) {
      const label = `${status} ${action}`;
      const user = await pages.seed(status, periodEndInDays);
      const jar = await pages.signIn(user);
      const before = await pages.rows(user);
      const opened = await pages.openSubscriptions(jar);
      expect(opened.status, label).toBe(shown);
      expect(opened.actions, label).toEqual([]);
      expect(opened.page, label).toContain(MANAGED_BY_PROVIDER);
      expect(opened.page, label).not.toContain('(test mode)');

      const subscriptionId = before.subscriptions[0]?.subscriptionId ?? '';
      const response = await submitForm(jar, pages.url(`/subscriptions/${subscriptionId}/${action}`), {
        csrf: opened.csrf,
      });
      expect(response.status, label).toBe(403);
      const page = await response.text();
      expect(page, label).toContain(MANAGED_BY_PROVIDER);
      expect(page, label).toContain('role="alert"');
      expect(await pages.rows(user), label).toEqual(before);
    }
  });

  it('still changes plans through the signed billing webhook', async () => {
    const user = await pages.seed(undefined);
    const raw = JSON.stringify({
      id: `evt-prod-${user.uid}`,
      type: 'subscription.created',
      data: {
        userId: user.uid,
        planId: 'all22-annual',
        subscriptionId: `sub-prod-${user.uid}`,
        status: 'ACTIVE',
        currentPeriodStart: new Date(Date.now() - DAY_MS).toISOString(),
        currentPeriodEnd: new Date(Date.now() + 365 * DAY_MS).toISOString(),
      },
    });
    const response = await fetch(`${pages.server.baseUrl}/api/billing/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [BILLING_SIGNATURE_HEADER]: signBillingPayload(SECRET, raw, Math.floor(Date.now() / 1000)),
      },
      body: raw,
    });
    expect(response.status).toBe(200);
    expect(await getUserPlans(pages.server.database.db, user.uid)).toEqual([
      { id: 'all22-annual', status: 'ACTIVE' },
    ]);
  });
});

describe.each(
  testDatabaseTargets().flatMap((target) =>
    (['development', 'staging'] as const).map((appEnv) => [appEnv, target] as const),
  ),
)('test-mode billing (APP_ENV=%s) on %s', (appEnv, target) => {
  const pages = pagesDriver({ APP_ENV: appEnv }, target);
  beforeAll(() => pages.start());
  afterAll(async () => {
    await pages.server?.close();
  });

  it('keeps the test-mode checkout', async () => {
    const user = await pages.seed(undefined);
    const jar = await pages.signIn(user);
    const catalogue = await (await jar.fetch(pages.url('/plans'))).text();
    expect(catalogue).toContain('/plans/confirm');
    expect(catalogue).not.toContain(CHECKOUT_CLOSED);
    const confirm = await jar.fetch(pages.url('/plans/confirm?plan=all22-monthly'));
    expect(confirm.status).toBe(200);
    const done = await submitForm(jar, pages.url('/plans/confirm'), {
      csrf: csrfOf(await confirm.text()),
      plan: 'all22-monthly',
    });
    expect(done.status).toBe(303);
    expect((await pages.rows(user)).subscriptions).toEqual([
      expect.objectContaining({ status: 'ACTIVE', planId: 'all22-monthly' }),
    ]);
  });

  it('keeps renew after expiry and resume after the paused period ended, each with a new period', async () => {
    for (const [status, action] of [
      ['EXPIRED', 'renew'],
      ['PAUSED', 'resume'],
    ] as const) {
      const user = await pages.seed(status, -40);
      const jar = await pages.signIn(user);
      const opened = await pages.openSubscriptions(jar);
      expect(opened.actions, status).toContain(action);
      expect(opened.page, status).not.toContain(MANAGED_BY_PROVIDER);
      const [row] = (await pages.rows(user)).subscriptions;
      const response = await submitForm(
        jar,
        pages.url(`/subscriptions/${row?.subscriptionId ?? ''}/${action}`),
        { csrf: opened.csrf },
      );
      expect(response.status, status).toBe(303);
      const [after] = (await pages.rows(user)).subscriptions;
      expect(after?.status, status).toBe('ACTIVE');
      expect(after?.currentPeriodEnd.getTime(), status).toBeGreaterThan(Date.now() + 27 * DAY_MS);
    }
  });
});
