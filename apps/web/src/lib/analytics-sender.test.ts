import { MAX_ANALYTICS_BATCH_SIZE, analyticsBatchSchema } from '@all22/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_QUEUED_EVENTS, takeQueuedEvents, trackClick, trackPageView } from './analytics';
import {
  FLUSH_DELAY_MS,
  type AnalyticsSenderOptions,
  flushAnalytics,
  startAnalytics,
} from './analytics-sender';

/** A fetch stand-in answering each call with the next status (the last one repeats); 'throw' is a network error. */
function fakeFetch(...statuses: (number | 'throw')[]) {
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    const status = statuses.length > 1 ? statuses.shift() : statuses[0];
    if (status === 'throw') throw new TypeError('Failed to fetch');
    return new Response(null, { status });
  });
  return { fetch, bodies };
}

/** Event targets for pagehide (window) and visibilitychange (document), with a settable visibility. */
function fakePage() {
  const windowTarget = new EventTarget();
  const documentTarget = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  return {
    windowTarget,
    documentTarget,
    hide() {
      documentTarget.visibilityState = 'hidden';
      documentTarget.dispatchEvent(new Event('visibilitychange'));
    },
    leave() {
      windowTarget.dispatchEvent(new Event('pagehide'));
    },
  };
}

const batchSizes = (bodies: unknown[]) =>
  bodies.map((body) => analyticsBatchSchema.parse(body).events.length);

describe('analytics', () => {
  let stop: () => void = () => undefined;

  const start = (options: AnalyticsSenderOptions) => {
    stop = startAnalytics(options);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    takeQueuedEvents();
  });

  afterEach(() => {
    stop();
    takeQueuedEvents();
    vi.useRealTimers();
  });

  it('records clicks and page views in the batch schema the server reads', () => {
    window.history.replaceState(null, '', '/teams');
    trackClick('nav.fantasy', { isSubscriber: false });
    trackPageView('/games/scores');
    const events = takeQueuedEvents();
    expect(analyticsBatchSchema.parse({ events }).events).toEqual([
      expect.objectContaining({ type: 'click', name: 'nav.fantasy', path: '/teams' }),
      expect.objectContaining({ type: 'page_view', name: 'page_view', path: '/games/scores' }),
    ]);
  });

  it('sends a batch to POST /api/events after the flush delay', async () => {
    const { fetch, bodies } = fakeFetch(202);
    start({ fetch, baseUrl: 'https://api.example/', ...fakePage() });
    trackPageView('/');
    trackClick('nav.stats');
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.example/api/events');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST' });
    expect(batchSizes(bodies)).toEqual([2]);
    expect(takeQueuedEvents()).toEqual([]);
  });

  it('sends events recorded before the start', async () => {
    trackPageView('/');
    const { fetch } = fakeFetch(202);
    start({ fetch, ...fakePage() });
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('sends at once when a batch fills, at most 100 events per request', async () => {
    const { fetch, bodies } = fakeFetch(202);
    start({ fetch, ...fakePage() });
    for (let index = 0; index < MAX_ANALYTICS_BATCH_SIZE + 5; index += 1) trackClick(`item.${index}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(batchSizes(bodies)).toEqual([MAX_ANALYTICS_BATCH_SIZE, 5]);
  });

  it('carries the access token when there is one', async () => {
    const { fetch } = fakeFetch(202);
    start({ fetch, getAccessToken: () => 'token-1', ...fakePage() });
    trackPageView('/');
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ authorization: 'Bearer token-1' });
  });

  it('keeps the batch after a transient failure and retries later, never throwing', async () => {
    const { fetch, bodies } = fakeFetch('throw', 503, 202);
    start({ fetch, ...fakePage() });
    trackPageView('/');
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    trackPageView('/teams');
    // Backing off: the retry waits twice the delay, then four times.
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS * 2);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS * 4);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(batchSizes(bodies)).toEqual([1, 2, 2]);
    expect(takeQueuedEvents()).toEqual([]);
  });

  it('keeps at most MAX_QUEUED_EVENTS while the server is down, dropping the oldest', async () => {
    const { fetch } = fakeFetch('throw');
    start({ fetch, ...fakePage() });
    for (let index = 0; index < MAX_QUEUED_EVENTS + 50; index += 1) trackClick(`item.${index}`);
    await vi.advanceTimersByTimeAsync(0);
    const queued = takeQueuedEvents();
    expect(queued).toHaveLength(MAX_QUEUED_EVENTS);
    expect(queued[0]?.name).toBe('item.50');
    // One failed request, then waiting for the retry rather than one request per full batch.
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('drops a batch the server rejects as invalid', async () => {
    const { fetch } = fakeFetch(400);
    start({ fetch, ...fakePage() });
    trackPageView('/');
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(takeQueuedEvents()).toEqual([]);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS * 10);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('beacons what is left as text when the page is hidden', async () => {
    const { fetch } = fakeFetch(202);
    const sendBeacon = vi.fn((_url: string, _data: string) => true);
    const page = fakePage();
    start({ fetch, sendBeacon, ...page });
    for (let index = 0; index < 150; index += 1) trackClick(`item.${index}`);
    // The first full batch is on its way by fetch; the other 50 wait for the timer.
    page.hide();
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, data] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/events');
    expect(typeof data).toBe('string');
    expect(batchSizes([JSON.parse(data ?? '')])).toEqual([50]);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('keeps what the beacon refuses while only hidden, and tries once more as the page leaves', async () => {
    const { fetch, bodies } = fakeFetch(202);
    const sendBeacon = vi.fn((_url: string, _data: string) => false);
    const page = fakePage();
    start({ fetch, sendBeacon, ...page });
    trackPageView('/');
    page.hide();
    expect(takeQueuedEvents()).toHaveLength(1);
    trackPageView('/teams');
    page.leave();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
    expect(batchSizes(bodies)).toEqual([1]);
    expect(takeQueuedEvents()).toEqual([]);
  });

  it('never throws into the caller when the browser APIs fail', async () => {
    const page = fakePage();
    start({
      fetch: () => {
        throw new TypeError('blocked');
      },
      sendBeacon: () => {
        throw new TypeError('blocked');
      },
      ...page,
    });
    trackPageView('/');
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(() => page.leave()).not.toThrow();
    await expect(flushAnalytics()).resolves.toBeUndefined();
  });

  it('stops listening when stopped, keeping what is queued', async () => {
    const { fetch } = fakeFetch(202);
    const sendBeacon = vi.fn(() => true);
    const page = fakePage();
    start({ fetch, sendBeacon, ...page });
    stop();
    trackPageView('/');
    page.leave();
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetch).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(takeQueuedEvents()).toHaveLength(1);
  });
});
