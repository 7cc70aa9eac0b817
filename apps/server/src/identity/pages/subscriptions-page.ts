import type { Plan, Subscription, SubscriptionEvent, SubscriptionStatus } from '@all22/db';
import { getGraceEnd, type BillingMode, type SubscriptionAction } from '../subscription-transitions.js';
import { renderAccountNav, renderDate } from './account-nav.js';
import { html, renderHidden, renderNotice, renderPage, type Html } from './layout.js';
import { describeProvider } from './plans-page.js';

export interface SubscriptionsPageOptions {
  basePath: string;
  appUrl: string;
  csrfToken: string;
  current?: {
    subscription: Subscription;
    plan: Plan;
    /** The status as it stands now (a cancelled plan past its period end is expired). */
    status: SubscriptionStatus;
    /** The actions the rules allow from that status. */
    actions: readonly SubscriptionAction[];
  };
  history: readonly SubscriptionEvent[];
  /** `provider` (production): the plan is changed at the billing provider, not here. */
  billingMode: BillingMode;
  notice?: string;
  error?: string;
}

const STATUS_LABELS = {
  ACTIVE: 'Active',
  CANCELLED: 'Cancelled',
  GRACE_PERIOD: 'Grace period',
  PAUSED: 'Paused',
  EXPIRED: 'Expired',
} as const satisfies Record<SubscriptionStatus, string>;

const ACTION_BUTTONS = {
  pause: { label: 'Pause plan', className: 'secondary' },
  resume: { label: 'Resume plan', className: '' },
  cancel: { label: 'Cancel plan', className: 'danger' },
  renew: { label: 'Renew plan', className: '' },
} as const satisfies Record<SubscriptionAction, { label: string; className: string }>;

/** History entry types in words; a billing provider's own types are shown as sent. */
const EVENT_LABELS: Record<string, string> = {
  CREATED: 'Subscribed',
  PAUSED: 'Paused',
  RESUMED: 'Resumed',
  CANCELLED: 'Cancelled',
  RENEWED: 'Renewed',
  EXPIRED: 'Expired',
};

/** Production (the `provider` billing mode): where plan changes are made instead. */
export const MANAGED_BY_PROVIDER =
  'Your plan is managed by its billing provider: pause, cancel or renew it there. This page shows the change once the provider reports it.';

const isStatus = (value: unknown): value is SubscriptionStatus =>
  typeof value === 'string' && value in STATUS_LABELS;

/** The plan, its status and period, the actions it allows (each a small form), and its history. */
export function renderSubscriptionsPage(options: SubscriptionsPageOptions): string {
  const { basePath, current } = options;
  return renderPage({
    title: 'Your subscription',
    basePath,
    isWide: true,
    body: html`${renderAccountNav({ basePath, appUrl: options.appUrl, current: 'subscriptions' })}
      <h1>Your subscription</h1>
      ${renderNotice(options.error)} ${renderNotice(options.notice, 'info')}
      ${current ? renderCurrent(options, current) : renderNoPlan(basePath)}
      <h2>History</h2>
      ${
        options.history.length === 0
          ? html`<p class="muted">Nothing yet.</p>`
          : html`<ol class="history">
              ${options.history.map(renderEvent)}
            </ol>`
      }`,
  });
}

function renderNoPlan(basePath: string): Html {
  return html`<p>You have no plan yet.</p>
    <p><a class="button" href="${basePath}/plans">See the plans</a></p>`;
}

function renderCurrent(
  options: SubscriptionsPageOptions,
  current: NonNullable<SubscriptionsPageOptions['current']>,
): Html {
  const { subscription, plan, status } = current;
  const end = subscription.currentPeriodEnd;
  const isTestMode = options.billingMode === 'test';
  const endLabel =
    status === 'CANCELLED' ? 'Access until' : status === 'EXPIRED' ? 'Ended' : 'Current period ends';
  return html`<dl class="summary">
      <dt>Plan</dt>
      <dd>${plan.name}</dd>
      <dt>Status</dt>
      <dd><span class="status" data-testid="subscription-status">${STATUS_LABELS[status]}</span></dd>
      <dt>${endLabel}</dt>
      <dd>${renderDate(end)}</dd>
      <dt>Billed by</dt>
      <dd>${describeProvider(subscription.provider, isTestMode)}</dd>
    </dl>
    ${describeStatusConsequence(status, end, isTestMode)}
    ${isTestMode ? '' : html`<p class="muted" data-testid="managed-by-provider">${MANAGED_BY_PROVIDER}</p>`}
    <div class="actions">
      ${current.actions.map(
        (action) =>
          html`<form
            method="post"
            action="${options.basePath}/subscriptions/${subscription.subscriptionId}/${action}"
          >
            ${renderHidden('csrf', options.csrfToken)}
            <button type="submit" class="${ACTION_BUTTONS[action].className}">
              ${ACTION_BUTTONS[action].label}
            </button>
          </form>`,
      )}
    </div>`;
}

function describeStatusConsequence(status: SubscriptionStatus, end: Date, isTestMode: boolean): Html {
  switch (status) {
    case 'ACTIVE':
      return html`<p class="muted">Cancelling keeps your access until ${renderDate(end)}.</p>`;
    case 'CANCELLED':
      return html`<p class="muted">Paid to the end of the period; renew to keep watching after that.</p>`;
    case 'GRACE_PERIOD':
      return html`<p class="muted">
        The renewal has not come through yet; you keep access until ${renderDate(getGraceEnd(end))} while it
        is retried.
      </p>`;
    case 'PAUSED':
      return html`<p class="muted">While paused, secured content is locked. Resume at any time.</p>`;
    case 'EXPIRED':
      return isTestMode
        ? html`<p class="muted">Renew to start a new period today.</p>`
        : html`<p class="muted">Subscribe again to start a new period.</p>`;
  }
}

function renderEvent(event: SubscriptionEvent): Html {
  const from = event.payload.from;
  const to = event.payload.to ?? event.payload.status;
  const change =
    isStatus(from) && isStatus(to)
      ? ` (${STATUS_LABELS[from]} → ${STATUS_LABELS[to]})`
      : isStatus(to)
        ? ` (${STATUS_LABELS[to]})`
        : '';
  return html`<li>
    <strong>${EVENT_LABELS[event.type] ?? event.type}</strong>${change}<br />
    ${renderDate(event.createdAt, true)}
  </li>`;
}
