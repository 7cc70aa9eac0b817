import type { BillingProvider } from '@all22/db';
import type { FastifyInstance } from 'fastify';
import type { AccountPagesOptions } from './account-pages-options.js';
import {
  changeSubscription,
  findCurrentSubscription,
  listPlansOnSale,
  listSubscriptionHistory,
  startSubscription,
} from './manage-subscription.js';
import { requirePageUser } from './page-session.js';
import { redirectTo, sendPage, type FormBody } from './page-support.js';
import { renderMessagePage } from './pages/message-page.js';
import { CHECKOUT_CLOSED, renderConfirmPlanPage, renderPlansPage } from './pages/plans-page.js';
import { MANAGED_BY_PROVIDER, renderSubscriptionsPage } from './pages/subscriptions-page.js';
import {
  getEffectiveStatus,
  isSubscriptionAction,
  listOfferedActions,
  type SubscriptionAction,
} from './subscription-transitions.js';

type PlanQuery = { plan?: string; provider?: string };

/** `?provider=alternate` opens the alternate billing provider's checkout; anything else is ours. */
const readBillingProvider = (value: unknown): BillingProvider =>
  value === 'alternate' ? 'alternate' : 'embedded';

const NOTICES = {
  subscribed: 'Your plan is active. Enjoy the film room!',
  pause: 'Your plan is paused.',
  resume: 'Your plan is active again.',
  cancel: 'Your plan is cancelled.',
  renew: 'Your plan is renewed.',
} as const satisfies Record<SubscriptionAction | 'subscribed', string>;

/**
 * GET /plans (?provider=alternate), GET+POST /plans/confirm: the test-mode checkout.
 * GET /subscriptions and POST /subscriptions/:id/:action: the plan, its status, its actions and
 * history. Every post carries the session's CSRF token; a refused change is shown and changes nothing.
 *
 * In the `provider` billing mode (production) plans change only through the billing provider's
 * webhook: the plans page lists the catalogue without a checkout, the confirm page and its post
 * answer 403 with CHECKOUT_CLOSED, the subscriptions page offers no action, and an action post
 * answers 403 with MANAGED_BY_PROVIDER on the page. Nothing is written.
 */
export async function subscriptionPageRoutes(
  app: FastifyInstance,
  options: AccountPagesOptions,
): Promise<void> {
  const { provider, basePath, formTokens, appUrl, billingMode } = options;
  const isTestBilling = billingMode === 'test';
  const { db } = app.database;
  const context = { provider, basePath, db };
  const page = { schema: { hide: true } };
  const subscriptionsPath = `${basePath}/subscriptions`;
  const formExpired = renderMessagePage({
    basePath,
    title: 'Form expired',
    message: 'This form has expired. Open the page again and retry.',
  });
  const checkoutClosed = renderMessagePage({
    basePath,
    title: 'Checkout not available',
    message: CHECKOUT_CLOSED,
  });

  async function showSubscriptions(
    uid: string,
    csrfToken: string,
    extra: { notice?: string; error?: string } = {},
  ): Promise<string> {
    const [current, history] = await Promise.all([
      findCurrentSubscription(db, uid),
      listSubscriptionHistory(db, uid),
    ]);
    const now = new Date();
    return renderSubscriptionsPage({
      basePath,
      appUrl,
      csrfToken,
      history,
      billingMode,
      ...extra,
      ...(current
        ? {
            current: {
              ...current,
              status: getEffectiveStatus(current.subscription, now),
              actions: listOfferedActions(
                { ...current.subscription, interval: current.plan.interval },
                billingMode,
                now,
              ),
            },
          }
        : {}),
    });
  }

  app.get<{ Querystring: PlanQuery }>('/plans', page, async (request, reply) => {
    const signedIn = await requirePageUser(context, request, reply);
    if (!signedIn) return reply;
    const [plans, current] = await Promise.all([
      listPlansOnSale(db),
      findCurrentSubscription(db, signedIn.user.uid),
    ]);
    const isRunning = current && getEffectiveStatus(current.subscription, new Date()) !== 'EXPIRED';
    return sendPage(
      reply,
      200,
      renderPlansPage({
        basePath,
        appUrl,
        plans,
        provider: readBillingProvider(request.query.provider),
        isCheckoutOpen: isTestBilling,
        ...(request.query.plan ? { selectedPlanId: request.query.plan } : {}),
        ...(isRunning ? { currentPlanName: current.plan.name } : {}),
      }),
    );
  });

  app.get<{ Querystring: PlanQuery }>('/plans/confirm', page, async (request, reply) => {
    if (!isTestBilling) return sendPage(reply, 403, checkoutClosed);
    const signedIn = await requirePageUser(context, request, reply);
    if (!signedIn) return reply;
    const billingProvider = readBillingProvider(request.query.provider);
    const plans = await listPlansOnSale(db);
    const plan = plans.find((candidate) => candidate.planId === request.query.plan);
    if (!plan) {
      return sendPage(
        reply,
        400,
        renderPlansPage({
          basePath,
          appUrl,
          plans,
          provider: billingProvider,
          isCheckoutOpen: true,
          error: 'Choose one of the plans.',
        }),
      );
    }
    return sendPage(
      reply,
      200,
      renderConfirmPlanPage({
        basePath,
        appUrl,
        plan,
        provider: billingProvider,
        csrfToken: formTokens.create(signedIn.session),
      }),
    );
  });

  app.post<{ Body: FormBody }>('/plans/confirm', page, async (request, reply) => {
    if (!isTestBilling) return sendPage(reply, 403, checkoutClosed);
    const billingProvider = readBillingProvider(request.body?.provider);
    const plansPath = `${basePath}/plans${billingProvider === 'alternate' ? '?provider=alternate' : ''}`;
    const signedIn = await requirePageUser(context, request, reply, plansPath);
    if (!signedIn) return reply;
    if (!formTokens.isValid(signedIn.session, request.body?.csrf)) return sendPage(reply, 403, formExpired);
    const result = await startSubscription(
      db,
      signedIn.user.uid,
      request.body?.plan ?? '',
      billingProvider,
      billingMode,
    );
    if (!result.ok) {
      return sendPage(
        reply,
        409,
        renderPlansPage({
          basePath,
          appUrl,
          plans: await listPlansOnSale(db),
          provider: billingProvider,
          isCheckoutOpen: true,
          error: result.message,
        }),
      );
    }
    request.log.info(
      { uid: signedIn.user.uid, planId: result.subscription.planId, provider: billingProvider },
      'subscription started (test-mode checkout)',
    );
    return redirectTo(reply, `${subscriptionsPath}?done=subscribed`);
  });

  app.get<{ Querystring: { done?: string } }>('/subscriptions', page, async (request, reply) => {
    const signedIn = await requirePageUser(context, request, reply);
    if (!signedIn) return reply;
    const done = request.query.done;
    const notice = done && done in NOTICES ? NOTICES[done as keyof typeof NOTICES] : undefined;
    return sendPage(
      reply,
      200,
      await showSubscriptions(
        signedIn.user.uid,
        formTokens.create(signedIn.session),
        notice ? { notice } : {},
      ),
    );
  });

  app.post<{ Params: { subscriptionId: string; action: string }; Body: FormBody }>(
    '/subscriptions/:subscriptionId/:action',
    page,
    async (request, reply) => {
      const signedIn = await requirePageUser(context, request, reply, subscriptionsPath);
      if (!signedIn) return reply;
      if (!isTestBilling) {
        const csrfToken = formTokens.create(signedIn.session);
        const error = MANAGED_BY_PROVIDER;
        return sendPage(reply, 403, await showSubscriptions(signedIn.user.uid, csrfToken, { error }));
      }
      if (!formTokens.isValid(signedIn.session, request.body?.csrf)) return sendPage(reply, 403, formExpired);
      const { subscriptionId, action } = request.params;
      const csrfToken = formTokens.create(signedIn.session);
      const isUuid = /^[0-9a-f-]{36}$/i.test(subscriptionId);
      if (!isSubscriptionAction(action) || !isUuid) {
        const error = 'That change is not available.';
        return sendPage(reply, 400, await showSubscriptions(signedIn.user.uid, csrfToken, { error }));
      }
      const result = await changeSubscription(db, signedIn.user.uid, subscriptionId, action, billingMode);
      if (!result.ok) {
        return sendPage(
          reply,
          409,
          await showSubscriptions(signedIn.user.uid, csrfToken, { error: result.message }),
        );
      }
      request.log.info(
        { uid: signedIn.user.uid, action, status: result.subscription.status },
        'subscription changed',
      );
      return redirectTo(reply, `${subscriptionsPath}?done=${action}`);
    },
  );
}
