import type { AnalyticsEventInput } from '@all22/contracts';

/**
 * Analytics (spec 1 §6, §7): page views and clicks, sent in batches to POST /api/events.
 * Callers only use trackClick and trackPageView; events wait in a queue until the sender
 * (analytics-sender.ts, started once after the first page has drawn, so its code is not in the
 * first page's script) posts them. Analytics never throws into the UI.
 */

/** Events kept at most while they cannot be sent; the oldest go first. */
export const MAX_QUEUED_EVENTS = 1_000;

type EventProperties = Record<string, string | number | boolean>;

/** The events waiting to be sent, oldest first: the sender takes from it and puts back. */
export const analyticsQueue: AnalyticsEventInput[] = [];

/** Told of each event queued (the sender, once started). */
let onEnqueued: (() => void) | undefined;

/** Sets (or, with undefined, clears) who is told of each event queued. */
export function listenForQueuedEvents(listener: (() => void) | undefined): void {
  onEnqueued = listener;
}

/** Drops the oldest events beyond MAX_QUEUED_EVENTS. */
export function trimAnalyticsQueue(): void {
  if (analyticsQueue.length > MAX_QUEUED_EVENTS) {
    analyticsQueue.splice(0, analyticsQueue.length - MAX_QUEUED_EVENTS);
  }
}

function enqueue(event: AnalyticsEventInput): void {
  analyticsQueue.push(event);
  trimAnalyticsQueue();
  onEnqueued?.();
}

/** Records a click, e.g. a non-subscriber's click on a nav item (a premium purchase access point). */
export function trackClick(name: string, properties: EventProperties = {}): void {
  enqueue({
    type: 'click',
    name,
    path: window.location.pathname,
    properties,
    occurredAt: new Date().toISOString(),
  });
}

/** Records a page view of `page` (a path). */
export function trackPageView(page: string): void {
  enqueue({ type: 'page_view', name: 'page_view', path: page, occurredAt: new Date().toISOString() });
}

/** The events recorded and not yet sent (for the sender and tests). */
export function takeQueuedEvents(): AnalyticsEventInput[] {
  return analyticsQueue.splice(0, analyticsQueue.length);
}
