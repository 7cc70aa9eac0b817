import type { BillingProvider, Plan } from '@all22/db';
import { formatPrice, renderAccountNav } from './account-nav.js';
import { html, raw, renderHidden, renderNotice, renderPage, type Html } from './layout.js';

const PROVIDER_NAMES = {
  embedded: 'All22',
  alternate: 'Alternate billing provider',
} as const satisfies Record<BillingProvider, string>;

const testModeName = (provider: BillingProvider) => `${PROVIDER_NAMES[provider]} (test mode)`;

const TEST_MODE_NOTE =
  'Test mode: this checkout asks for no card details and charges nothing. Confirming starts the plan at once.';

/** Production (the `provider` billing mode): why there is no checkout here. */
export const CHECKOUT_CLOSED =
  'Plans are bought through our billing provider. The test-mode checkout is only available on test servers.';

export interface PlansPageOptions {
  basePath: string;
  appUrl: string;
  plans: readonly Plan[];
  provider: BillingProvider;
  /** The test-mode checkout is open (not in production): false lists the plans without it. */
  isCheckoutOpen: boolean;
  /** The plan to pre-select. */
  selectedPlanId?: string;
  /** A plan the user already has, to send them to manage it instead. */
  currentPlanName?: string;
  error?: string;
}

const providerQuery = (provider: BillingProvider) => (provider === 'alternate' ? '?provider=alternate' : '');
const interval = (plan: Plan) => (plan.interval === 'year' ? 'year' : 'month');

/** Step one of the checkout: the catalogue, one plan chosen with radio buttons. */
export function renderPlansPage(options: PlansPageOptions): string {
  const { basePath, plans, provider } = options;
  const selected = plans.find((plan) => plan.planId === options.selectedPlanId) ?? plans[0];
  return renderPage({
    title: 'Plans',
    basePath,
    isWide: true,
    body: html`${renderAccountNav({ basePath, appUrl: options.appUrl, current: 'plans' })}
      <h1>Choose your plan</h1>
      ${renderNotice(options.error)}
      ${
        options.currentPlanName
          ? html`<p class="notice notice-info" role="status">
              You already have the ${options.currentPlanName} plan.
              <a href="${basePath}/subscriptions">Manage it on your subscription page</a>.
            </p>`
          : ''
      }
      ${
        provider === 'alternate'
          ? html`<p class="muted">
              Billed by ${options.isCheckoutOpen ? testModeName('alternate') : PROVIDER_NAMES.alternate}.
            </p>`
          : ''
      }
      ${
        plans.length === 0
          ? html`<p>No plans are on sale right now.</p>`
          : !options.isCheckoutOpen
            ? renderCatalogue(plans)
            : html`<form method="get" action="${basePath}/plans/confirm">
                ${provider === 'alternate' ? renderHidden('provider', 'alternate') : ''}
                <fieldset>
                  <legend>Plans</legend>
                  ${plans.map(
                    (plan) =>
                      html`<label class="plan-option">
                        <input
                          type="radio"
                          name="plan"
                          value="${plan.planId}"
                          ${plan === selected ? raw('checked') : ''}
                          required
                        />
                        <span>
                          <span class="plan-name">${plan.name}</span>
                          ${formatPrice(plan.priceCents, plan.currency)} per ${interval(plan)}
                        </span>
                      </label>`,
                  )}
                </fieldset>
                <button type="submit">Continue</button>
              </form>`
      }
      <p class="muted after-form">${options.isCheckoutOpen ? TEST_MODE_NOTE : CHECKOUT_CLOSED}</p>`,
  });
}

/** The plans and their prices, with nothing to buy them with (production). */
function renderCatalogue(plans: readonly Plan[]): Html {
  return html`<ul class="plans">
    ${plans.map(
      (plan) =>
        html`<li>
          <span class="plan-name">${plan.name}</span>
          ${formatPrice(plan.priceCents, plan.currency)} per ${interval(plan)}
        </li>`,
    )}
  </ul>`;
}

export interface ConfirmPlanPageOptions {
  basePath: string;
  appUrl: string;
  plan: Plan;
  provider: BillingProvider;
  csrfToken: string;
  error?: string;
}

/** Step two: what will happen, the test-mode notice, and one button that confirms. */
export function renderConfirmPlanPage(options: ConfirmPlanPageOptions): string {
  const { basePath, plan, provider } = options;
  return renderPage({
    title: 'Confirm your plan',
    basePath,
    isWide: true,
    body: html`${renderAccountNav({ basePath, appUrl: options.appUrl, current: 'plans' })}
      <h1>Confirm your plan</h1>
      ${renderNotice(options.error)}
      <dl class="summary">
        <dt>Plan</dt>
        <dd>${plan.name}</dd>
        <dt>Price</dt>
        <dd>${formatPrice(plan.priceCents, plan.currency)} per ${interval(plan)}</dd>
        <dt>Billed by</dt>
        <dd>${testModeName(provider)}</dd>
      </dl>
      <p class="test-mode" role="note">${TEST_MODE_NOTE}</p>
      <form method="post" action="${basePath}/plans/confirm">
        ${renderHidden('csrf', options.csrfToken)} ${renderHidden('plan', plan.planId)}
        ${renderHidden('provider', provider)}
        <button type="submit">Confirm and subscribe</button>
      </form>
      <p class="links">
        <a href="${basePath}/plans${providerQuery(provider)}">Choose another plan</a>
      </p>`,
  });
}

/** The billing provider's name, marked "(test mode)" where the test-mode checkout runs. */
export function describeProvider(provider: BillingProvider, isTestMode: boolean): Html {
  return html`${isTestMode ? testModeName(provider) : PROVIDER_NAMES[provider]}`;
}
