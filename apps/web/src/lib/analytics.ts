import type { AnalyticsEventInput } from '@all22/contracts';

/**
 * Analytics (spec 1 §6, §7): page views and clicks, sent in batches to POST /api/events.
 * The platform work (batching timer, sendBeacon on unload, page views on navigation) builds on
 * this module; callers only use trackClick and trackPageView.
 */
const queue: AnalyticsEventInput[] = [];

/** Records a click, e.g. a non-subscriber's click on a nav item (a premium purchase access point). */
export function trackClick(name: string, properties: Record<string, string | number | boolean> = {}): void {
  queue.push({
    type: 'click',
    name,
    path: window.location.pathname,
    properties,
    occurredAt: new Date().toISOString(),
  });
}

/** Records a page view of `page` (a path). */
export function trackPageView(page: string): void {
  queue.push({ type: 'page_view', name: 'page_view', path: page, occurredAt: new Date().toISOString() });
}

/** The events recorded and not yet sent (for the sender and tests). */
export function takeQueuedEvents(): AnalyticsEventInput[] {
  return queue.splice(0, queue.length);
}
