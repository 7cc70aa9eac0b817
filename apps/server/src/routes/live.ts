import type { ServerResponse } from 'node:http';
import {
  apiErrorSchema,
  LIVE_RESYNC_EVENT,
  liveEventIdSchema,
  liveQuerySchema,
  type LiveEvent,
} from '@all22/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../errors/app-error.js';
import type { LiveChangeEvent, LiveChanges } from '../changes/live-changes.js';

export interface LiveRoutesOptions {
  /** How often an idle stream gets a comment line, so proxies keep it open (default 15 s). */
  heartbeatMs?: number;
  /** Open streams this process serves at most (LIVE_MAX_STREAMS); more get 503 with Retry-After. */
  maxStreams?: number;
  /** Open streams one client address may hold (LIVE_MAX_STREAMS_PER_CLIENT). */
  maxStreamsPerClient?: number;
}

export const LIVE_HEARTBEAT_MS = 15_000;
/** Stored events read per query when a reconnecting client catches up. */
const REPLAY_PAGE_SIZE = 500;
/**
 * A client this far behind (bytes queued in its socket) is cut off rather than buffered for
 * without end; it reconnects with Last-Event-ID and catches up from the database.
 */
const MAX_QUEUED_BYTES = 1024 * 1024;
/** How long a browser waits before reconnecting (the SSE `retry:` field), in ms. */
const RECONNECT_DELAY_MS = 2_000;
/** What a refused client is told to wait before trying again, in seconds. */
const FULL_RETRY_AFTER_SECONDS = 30;
export const DEFAULT_MAX_LIVE_STREAMS = 10_000;
export const DEFAULT_MAX_LIVE_STREAMS_PER_CLIENT = 16;

const isWritable = (raw: ServerResponse): boolean => !raw.writableEnded && !raw.destroyed;

/** Last-Event-ID (what EventSource sends on a reconnect) wins over ?lastEventId=. */
function readLastEventId(header: string | string[] | undefined, query: number | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return query ?? null;
  const parsed = liveEventIdSchema.safeParse(value.trim());
  if (!parsed.success)
    throw badRequest("Invalid header 'last-event-id': must be a live event id (a whole number)");
  return parsed.data;
}

/**
 * One event's SSE text. Every open stream sends the same event in turn, so the last one formatted
 * is kept and reused.
 */
function createEventFormatter() {
  let last: { id: number; text: string } | null = null;
  return (event: LiveChangeEvent): string => {
    if (last?.id === event.id) return last.text;
    const data: LiveEvent = event.change;
    const text = `id: ${event.id}\nevent: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`;
    last = { id: event.id, text };
    return text;
  };
}

/** Resolves once `raw` can take more (or is closed): a replay writes no faster than the client reads. */
function waitForDrain(raw: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      raw.off('drain', done);
      raw.off('close', done);
      resolve();
    };
    raw.once('drain', done);
    raw.once('close', done);
  });
}

interface LiveStream {
  /** A live event: sent at once, or kept while a catch-up runs. */
  deliver(event: LiveChangeEvent): void;
  /** Sends the stored events after the last one sent, then what came live meanwhile. */
  catchUp(): Promise<void>;
  /** The server missed changes: tells the client to refetch, then catches up. */
  resync(): void;
  lastSentId: number;
}

/**
 * One client's stream. Live events are kept from the moment it subscribes until a catch-up
 * (the replay of stored events) is written, then sent as they come; ids at or below the last one
 * sent are duplicates (heard live and read back) and dropped. A replay waits for the socket to
 * drain between writes; a live event finding the client 1 MB behind cuts it off instead (it
 * reconnects with Last-Event-ID and catches up from the database).
 */
function openStream(
  raw: ServerResponse,
  changes: LiveChanges,
  format: (event: LiveChangeEvent) => string,
  onFailure: (error: unknown) => void,
): LiveStream {
  let buffered: LiveChangeEvent[] | null = [];
  let isCatchUpWanted = false;

  function send(event: LiveChangeEvent): boolean {
    stream.lastSentId = event.id;
    return raw.write(format(event));
  }

  async function replay(): Promise<void> {
    for (;;) {
      const page = await changes.readAfter(stream.lastSentId, REPLAY_PAGE_SIZE);
      for (const event of page) {
        if (!isWritable(raw)) return;
        if (event.id > stream.lastSentId && !send(event)) await waitForDrain(raw);
      }
      if (page.length < REPLAY_PAGE_SIZE) return;
    }
  }

  const stream: LiveStream = {
    lastSentId: 0,
    deliver(event) {
      if (buffered) {
        buffered.push(event);
        return;
      }
      if (event.id <= stream.lastSentId || !isWritable(raw)) return;
      send(event);
      if (raw.writableLength > MAX_QUEUED_BYTES) raw.end();
    },
    async catchUp() {
      buffered ??= [];
      do {
        isCatchUpWanted = false;
        await replay();
      } while (isCatchUpWanted && isWritable(raw));
      const pending = buffered;
      buffered = null;
      for (const event of pending) stream.deliver(event);
    },
    resync() {
      if (!isWritable(raw)) return;
      raw.write(`event: ${LIVE_RESYNC_EVENT}\ndata: {"type":"${LIVE_RESYNC_EVENT}"}\n\n`);
      if (buffered) {
        isCatchUpWanted = true; // a catch-up is running: it reads once more when done
        return;
      }
      stream.catchUp().catch(onFailure);
    },
  };
  return stream;
}

/** Open streams, in all and by client address, within the configured caps. */
function createStreamCounter(maxStreams: number, maxPerClient: number) {
  const byClient = new Map<string, number>();
  let total = 0;
  return {
    /** Counts a new stream of `client`; false (nothing counted) when a cap is reached. */
    tryOpen(client: string): boolean {
      const count = byClient.get(client) ?? 0;
      if (total >= maxStreams || count >= maxPerClient) return false;
      byClient.set(client, count + 1);
      total += 1;
      return true;
    },
    close(client: string): void {
      const count = (byClient.get(client) ?? 1) - 1;
      if (count > 0) byClient.set(client, count);
      else byClient.delete(client);
      total -= 1;
    },
  };
}

/**
 * GET /api/live — game-state changes pushed as server-sent events, from whichever server process
 * wrote them (LISTEN/NOTIFY). Every event has an id; a client that reconnects with Last-Event-ID
 * first gets the events it missed, read from live_events. A client that connects without one gets
 * an `id:` line with the latest id (no event), so its first reconnect catches up too.
 */
export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const format = createEventFormatter();
  const streams = createStreamCounter(
    options.maxStreams ?? DEFAULT_MAX_LIVE_STREAMS,
    options.maxStreamsPerClient ?? DEFAULT_MAX_LIVE_STREAMS_PER_CLIENT,
  );
  /** Ends every open stream: an open response would keep app.close() waiting. */
  const openStreams = new Set<() => void>();
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
    for (const end of [...openStreams]) end();
  });

  app.get(
    '/api/live',
    {
      schema: {
        summary: 'Live game changes (server-sent events: `game` and `week` events, each with an id)',
        description:
          'text/event-stream. Each event carries `id`, `event` (game | week) and `data` (LiveGameEvent | ' +
          'LiveWeekEvent JSON). Reconnect with the Last-Event-ID header (or ?lastEventId=) to receive the ' +
          'events missed. A comment line is sent every 15 s while idle.',
        tags: ['live'],
        querystring: liveQuerySchema,
        response: { 400: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const changes: LiveChanges | null = app.liveChanges;
      if (!changes) throw new AppError('UNAVAILABLE', 'Live updates are not available on this server');
      const lastEventId = readLastEventId(request.headers['last-event-id'], request.query.lastEventId);
      const client = request.ip;
      if (!streams.tryOpen(client)) {
        void reply.header('retry-after', String(FULL_RETRY_AFTER_SECONDS));
        throw new AppError('UNAVAILABLE', 'Too many live streams are open; try again shortly');
      }
      let isCounted = true;
      const release = () => {
        if (isCounted) streams.close(client);
        isCounted = false;
      };

      const raw = reply.raw;
      const end = () => {
        if (isWritable(raw)) raw.end();
      };
      const stream = openStream(raw, changes, format, (error) => {
        // The client reconnects with the last id it got and the replay resumes from there.
        request.log.error({ err: error }, 'live replay failed');
        end();
      });
      const unsubscribe = changes.subscribe((event) => stream.deliver(event));
      const stopResync = changes.onResync(() => stream.resync());
      // The first read happens before the answer starts, so a failing database is a plain error.
      let startId: number;
      let isResuming: boolean;
      try {
        const latestId = await changes.readLatestId();
        // An id from before a database reset (above the latest) would hide every new event.
        isResuming = lastEventId !== null && lastEventId <= latestId;
        startId = isResuming && lastEventId !== null ? lastEventId : latestId;
        if (isClosing) throw new AppError('UNAVAILABLE', 'The server is shutting down');
      } catch (error) {
        unsubscribe();
        stopResync();
        release();
        throw error;
      }
      void reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        // nginx and similar proxies would otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
        // Not kept alive once the stream ends: an ended stream's idle socket would hold a closing
        // server open until the keep-alive timeout (it ends after Fastify reaps idle sockets).
        connection: 'close',
      });
      const heartbeat = setInterval(() => {
        if (isWritable(raw)) raw.write(': heartbeat\n\n');
      }, heartbeatMs);
      openStreams.add(end);
      raw.once('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        stopResync();
        openStreams.delete(end);
        release();
      });
      raw.write(`retry: ${RECONNECT_DELAY_MS}\n${isResuming ? '' : `id: ${startId}\n`}\n`);
      stream.lastSentId = startId;
      await stream.catchUp().catch((error: unknown) => {
        request.log.error({ err: error }, 'live replay failed');
        end();
      });
    },
  );
};
