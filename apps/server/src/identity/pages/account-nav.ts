import { html, type Html } from './layout.js';

export type AccountSection = 'subscriptions' | 'plans' | 'account';

const SECTIONS: readonly { id: AccountSection; path: string; label: string }[] = [
  { id: 'subscriptions', path: '/subscriptions', label: 'Subscription' },
  { id: 'plans', path: '/plans', label: 'Plans' },
  { id: 'account', path: '/account', label: 'Account' },
];

export interface AccountNavOptions {
  basePath: string;
  /** Where "Back to All22" goes: the web app. */
  appUrl: string;
  current: AccountSection;
}

/** The signed-in pages' navigation: a labelled list of links, the current one marked for screen readers. */
export function renderAccountNav({ basePath, appUrl, current }: AccountNavOptions): Html {
  return html`<nav class="account-nav" aria-label="Your account">
    <ul>
      ${SECTIONS.map(
        (section) =>
          html`<li>
            <a href="${basePath}${section.path}" ${section.id === current ? html`aria-current="page"` : ''}
              >${section.label}</a
            >
          </li>`,
      )}
      <li><a href="${appUrl}/">Back to All22</a></li>
      <li><a href="${basePath}/session/end">Sign out</a></li>
    </ul>
  </nav>`;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A date (UTC) in a <time> element. */
export function renderDate(date: Date, withTime = false): Html {
  return html`<time datetime="${date.toISOString()}"
    >${(withTime ? DATE_TIME_FORMAT : DATE_FORMAT).format(date)}${withTime ? ' UTC' : ''}</time
  >`;
}

/** A price in its currency, e.g. $9.99. */
export function formatPrice(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
