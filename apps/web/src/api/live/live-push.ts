import {
  type AppConfig,
  type LiveEvent,
  liveEventSchema,
  LIVE_EVENT_NAMES,
  LIVE_RESYNC_EVENT,
} from '@all22/contracts';
import { isFinal } from '@all22/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { buildApiUrl } from '../../lib/api-client';
import { currentScheduleQueryOptions } from '../schedules/get-current-schedule';
import { STANDINGS_QUERY_KEY } from '../schedules/get-standings';
import { GAME_LISTS_QUERY_KEY, SCHEDULES_QUERY_KEY } from '../schedules/season-week';
import { LEADERS_QUERY_KEY } from '../stats/get-leaders';
import { applyLiveGameEventToList } from './apply-live-game-event';

/**
 * 'open': events arrive as they happen. 'connecting': not yet (or again) open. 'down': the channel
 * failed and may be retrying; views poll meanwhile (spec 1 §4 intervals).
 */
export type LivePushStatus = 'connecting' | 'open' | 'down';

/** The part of EventSource the push uses, so tests can hand in a fake. */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type CreateEventSource = (url: string) => EventSourceLike;

export interface LivePushOptions {
  /** The stream is GET /api/live under the configured API base. */
  config: AppConfig;
  queryClient: QueryClient;
  /** Null when the browser has no EventSource: the push stays down and views poll. */
  createEventSource: CreateEventSource | null;
  /** First wait before reopening a stream the browser gave up on; doubles up to the maximum. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
}

export interface LivePushConnection {
  getStatus(): LivePushStatus;
  /** Calls `listener` whenever the status changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  close(): void;
}

const DEFAULT_RECONNECT_DELAY_MS = 5_000;
const DEFAULT_MAX_RECONNECT_DELAY_MS = 60_000;
/** A replay after a reconnect is a burst of events; the lists it outdated are fetched once after it. */
const STALE_LIST_REFETCH_DELAY_MS = 200;
/** EventSource.CLOSED: the browser will not retry by itself (e.g. the server answered 503). */
const READY_STATE_CLOSED = 2;

/** The browser's EventSource, or null where there is none (old browsers, jsdom). */
export function getBrowserEventSource(): CreateEventSource | null {
  const EventSourceClass = (globalThis as { EventSource?: typeof EventSource }).EventSource;
  return EventSourceClass ? (url) => new EventSourceClass(url) : null;
}

/** Puts a pushed change into the query cache, so every view of the data updates at once. */
export function applyLiveEvent(queryClient: QueryClient, config: AppConfig, event: LiveEvent): void {
  switch (event.type) {
    case 'game':
      queryClient.setQueriesData({ queryKey: GAME_LISTS_QUERY_KEY }, (list: unknown) =>
        // Every query under the key holds { games: Game[] } (see season-week.ts).
        applyLiveGameEventToList(list as Parameters<typeof applyLiveGameEventToList>[0], event),
      );
      if (isFinal(event.phase)) {
        // A finished game changes records, the week's played list and the week's leaders.
        void queryClient.invalidateQueries({ queryKey: STANDINGS_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: currentScheduleQueryOptions(config).queryKey });
        void queryClient.invalidateQueries({ queryKey: LEADERS_QUERY_KEY });
      }
      return;
    case 'week':
      // A new week: its schedule, odds and standings are new, and the current week moved.
      void queryClient.invalidateQueries({ queryKey: SCHEDULES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: LEADERS_QUERY_KEY });
      return;
  }
}

/**
 * The server missed changes for a while (its database listener dropped): everything live events
 * keep fresh is fetched again. The missed events themselves follow on the stream.
 */
export function refetchLiveData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: SCHEDULES_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: GAME_LISTS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: STANDINGS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: LEADERS_QUERY_KEY });
}

function parseEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Opens GET /api/live and keeps it open. The browser's EventSource reconnects by itself with
 * Last-Event-ID (the server then replays what was missed); when it gives up (CLOSED), this opens
 * a new stream after a growing delay, naming the last id seen in ?lastEventId= for the replay.
 */
export function openLivePush({
  config,
  queryClient,
  createEventSource,
  reconnectDelayMs = DEFAULT_RECONNECT_DELAY_MS,
  maxReconnectDelayMs = DEFAULT_MAX_RECONNECT_DELAY_MS,
}: LivePushOptions): LivePushConnection {
  let status: LivePushStatus = createEventSource ? 'connecting' : 'down';
  const listeners = new Set<() => void>();
  let source: EventSourceLike | null = null;
  let lastEventId: string | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let nextDelayMs = reconnectDelayMs;
  let isClosed = false;

  /**
   * A list being fetched when an event arrives may answer with the state from before the event and
   * overwrite it. Such lists are fetched again once the burst is over, so their last answer is at
   * least as new as every event (the in-flight call, if still running, is cancelled).
   */
  const outdatedLists = new Map<string, QueryKey>();
  let refetchTimer: ReturnType<typeof setTimeout> | null = null;
  const refetchListsFetchedDuringEvent = () => {
    const inFlight = queryClient
      .getQueryCache()
      .findAll({ queryKey: GAME_LISTS_QUERY_KEY, fetchStatus: 'fetching' });
    for (const query of inFlight) outdatedLists.set(query.queryHash, query.queryKey);
    if (outdatedLists.size === 0 || refetchTimer !== null) return;
    refetchTimer = setTimeout(() => {
      refetchTimer = null;
      for (const queryKey of outdatedLists.values())
        void queryClient.refetchQueries({ queryKey, exact: true });
      outdatedLists.clear();
    }, STALE_LIST_REFETCH_DELAY_MS);
  };

  const setStatus = (next: LivePushStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of [...listeners]) listener();
  };

  const connect = () => {
    if (!createEventSource || isClosed) return;
    const current = createEventSource(buildApiUrl('/api/live', { lastEventId }, config.apiBaseUrl));
    source = current;
    current.addEventListener('open', () => {
      nextDelayMs = reconnectDelayMs;
      // Without an event id there is no replay, so changes between the lists' fetch and this
      // moment would be lost: fetch the lists again now that nothing more can be missed.
      if (lastEventId === null) void queryClient.invalidateQueries({ queryKey: GAME_LISTS_QUERY_KEY });
      setStatus('open');
    });
    current.addEventListener('error', () => {
      setStatus('down');
      if (current.readyState !== READY_STATE_CLOSED || isClosed) return;
      current.close();
      retryTimer = setTimeout(connect, nextDelayMs);
      nextDelayMs = Math.min(nextDelayMs * 2, maxReconnectDelayMs);
    });
    current.addEventListener(LIVE_RESYNC_EVENT, () => refetchLiveData(queryClient));
    for (const name of LIVE_EVENT_NAMES) {
      current.addEventListener(name, (message: MessageEvent) => {
        if (message.lastEventId) lastEventId = message.lastEventId;
        const event = parseEvent(message.data);
        // A server newer than this page may send shapes it does not know; those are skipped.
        if (!event) return;
        if (event.type === 'game') refetchListsFetchedDuringEvent();
        applyLiveEvent(queryClient, config, event);
      });
    }
  };

  connect();

  return {
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      isClosed = true;
      if (retryTimer !== null) clearTimeout(retryTimer);
      if (refetchTimer !== null) clearTimeout(refetchTimer);
      source?.close();
      listeners.clear();
    },
  };
}
