import { type AnalyticsEventInput, MAX_ANALYTICS_BATCH_SIZE } from '@all22/contracts';
import { analyticsQueue as queue, listenForQueuedEvents, trimAnalyticsQueue } from './analytics';

/**
 * The analytics sender: posts the queue (analytics.ts) to POST /api/events after FLUSH_DELAY_MS,
 * at once when a full batch is waiting, and with navigator.sendBeacon when the page is hidden or
 * unloads. Every failure is swallowed: a transient one (network, 408, 429, 5xx) puts the batch
 * back for a later try; an answer the server will never accept (another 4xx) drops it. Loaded
 * and started after the first page has drawn (main.tsx): events recorded before wait in the queue.
 */

/** How long an event may wait for company before its batch is sent. */
export const FLUSH_DELAY_MS = 3_000;
/** The longest wait between retries while the server keeps failing (the delay doubles up to it). */
export const MAX_RETRY_DELAY_MS = 60_000;
/** Browsers refuse keepalive requests above 64 KiB in flight; bigger bodies (in bytes) go without it. */
const KEEPALIVE_BODY_LIMIT = 60_000;
const EVENTS_PATH = '/api/events';

/** What the sender uses from the browser; tests pass stand-ins. */
export interface AnalyticsSenderOptions {
  /** Prefix of /api/events: the runtime config's apiBaseUrl ('' is the same origin). */
  baseUrl?: string;
  /** The signed-in user's access token, sent as a bearer token so events carry the user. */
  getAccessToken?: () => string | null | undefined;
  fetch?: typeof fetch;
  /** navigator.sendBeacon; missing in some browsers, where a keepalive fetch stands in. */
  sendBeacon?: ((url: string, data: string) => boolean) | undefined;
  /** Where pagehide is heard (window). */
  windowTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Where visibilitychange is heard and visibilityState read (document). */
  documentTarget?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  flushDelayMs?: number;
}

interface Sender {
  onEnqueued(): void;
  flush(): Promise<void>;
  stop(): void;
}

let sender: Sender | undefined;

type SendOutcome = 'sent' | 'retry' | 'drop';

const isTransientStatus = (status: number): boolean => status === 408 || status === 429 || status >= 500;

function createSender({
  baseUrl = '',
  getAccessToken = () => null,
  fetch: fetchImpl = (input, init) => window.fetch(input, init),
  sendBeacon = typeof navigator.sendBeacon === 'function'
    ? (url, data) => navigator.sendBeacon(url, data)
    : undefined,
  windowTarget = window,
  documentTarget = document,
  flushDelayMs = FLUSH_DELAY_MS,
}: AnalyticsSenderOptions): Sender {
  const url = `${baseUrl.replace(/\/$/, '')}${EVENTS_PATH}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let inFlight: Promise<void> | undefined;
  let isStopped = false;

  const schedule = (delay: number) => {
    if (timer !== undefined || isStopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delay);
  };

  const cancelTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  async function post(events: AnalyticsEventInput[]): Promise<SendOutcome> {
    const body = JSON.stringify({ events });
    try {
      const token = getAccessToken();
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body,
        // Lets a batch already on its way finish if the page unloads meanwhile.
        keepalive: new TextEncoder().encode(body).length < KEEPALIVE_BODY_LIMIT,
      });
      if (response.ok) return 'sent';
      return isTransientStatus(response.status) ? 'retry' : 'drop';
    } catch {
      return 'retry';
    }
  }

  /** Sends the queue batch by batch, one request at a time; a transient failure waits and retries. */
  async function drain(): Promise<void> {
    while (queue.length > 0 && !isStopped) {
      const batch = queue.splice(0, MAX_ANALYTICS_BATCH_SIZE);
      const outcome = await post(batch);
      if (outcome === 'retry') {
        queue.unshift(...batch);
        trimAnalyticsQueue();
        failures += 1;
        schedule(Math.min(flushDelayMs * 2 ** failures, MAX_RETRY_DELAY_MS));
        return;
      }
      failures = 0;
    }
  }

  function flush(): Promise<void> {
    cancelTimer();
    inFlight ??= drain().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  /** Hands a body to the browser to send even if the page unloads; false when it would not take it. */
  function beacon(body: string): boolean {
    try {
      // A string body goes as text/plain, which needs no CORS preflight; the server reads it as JSON.
      return sendBeacon?.(url, body) ?? false;
    } catch {
      return false;
    }
  }

  /** Where there is no beacon, or it refused as the page leaves: a keepalive request, best effort. */
  function postKeepalive(body: string): void {
    try {
      void fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body,
        keepalive: true,
      }).catch(() => undefined);
    } catch {
      // Lost: the browser would not send it.
    }
  }

  /** The page is hidden (the user may come back) or leaving: send everything left now. */
  function sendNow(isLeaving: boolean): void {
    cancelTimer();
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_ANALYTICS_BATCH_SIZE);
      const body = JSON.stringify({ events: batch });
      if (beacon(body)) continue;
      if (sendBeacon && !isLeaving) {
        // Only hidden: keep what the browser would not take for now; the timer or pagehide retries.
        queue.unshift(...batch);
        schedule(flushDelayMs);
        return;
      }
      postKeepalive(body);
    }
  }

  const onPageHide = () => sendNow(true);
  const onVisibilityChange = () => {
    if (documentTarget.visibilityState === 'hidden') sendNow(false);
  };
  windowTarget.addEventListener('pagehide', onPageHide);
  documentTarget.addEventListener('visibilitychange', onVisibilityChange);

  return {
    onEnqueued() {
      if (queue.length >= MAX_ANALYTICS_BATCH_SIZE && failures === 0) void flush();
      else schedule(flushDelayMs);
    },
    flush,
    stop() {
      isStopped = true;
      cancelTimer();
      windowTarget.removeEventListener('pagehide', onPageHide);
      documentTarget.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}

/**
 * Starts sending the queue to POST /api/events (call once at boot, with the runtime config's
 * apiBaseUrl). Events recorded before the start are sent too. Returns a stop function that
 * removes the listeners and the timer and keeps any unsent events queued.
 */
export function startAnalytics(options: AnalyticsSenderOptions = {}): () => void {
  sender?.stop();
  const started = createSender(options);
  sender = started;
  listenForQueuedEvents(() => started.onEnqueued());
  if (queue.length > 0) started.onEnqueued();
  return () => {
    started.stop();
    if (sender === started) {
      sender = undefined;
      listenForQueuedEvents(undefined);
    }
  };
}

/** Sends what is queued now (resolves when done or deferred after a failure; never rejects). */
export function flushAnalytics(): Promise<void> {
  return sender?.flush() ?? Promise.resolve();
}
