import type { ServerResponse } from 'node:http';
import { apiErrorSchema, liveEventIdSchema, liveQuerySchema, type LiveEvent } from '@all22/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../errors/app-error.js';
import type { LiveChangeEvent, LiveChanges } from '../changes/live-changes.js';

export interface LiveRoutesOptions {
  /** How often an idle stream gets a comment line, so proxies keep it open (default 15 s). */
  heartbeatMs?: number;
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

const isWritable = (raw: ServerResponse): boolean => !raw.writableEnded && !raw.destroyed;

/** Last-Event-ID (what EventSource sends on a reconnect) wins over ?lastEventId=. */
const readLastEventId = (header: string | string[] | undefined, query: number | undefined): number | null => {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return query ?? null;
  const parsed = liveEventIdSchema.safeParse(value.trim());
  if (!parsed.success)
    throw badRequest("Invalid header 'last-event-id': must be a live event id (a whole number)");
  return parsed.data;
};

/**
 * One event's SSE text. Every open stream sends the same event in turn, so the last one formatted
 * is kept and reused.
 */
const createEventFormatter = () => {
  let last: { id: number; text: string } | null = null;
  return (event: LiveChangeEvent): string => {
    if (last?.id === event.id) return last.text;
    const data: LiveEvent = event.change;
    const text = `id: ${event.id}\nevent: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`;
    last = { id: event.id, text };
    return text;
  };
};

/**
 * One client's stream. Live events are buffered from the moment it subscribes until the replay of
 * stored events is written, then sent as they come; ids at or below the last one sent are
 * duplicates (heard live and read back) and dropped.
 */
const openStream = (
  raw: ServerResponse,
  format: (event: LiveChangeEvent) => string,
): { deliver(event: LiveChangeEvent): void; goLive(): void; lastSentId: number } => {
  let buffered: LiveChangeEvent[] | null = [];
  const stream = {
    lastSentId: 0,
    deliver(event: LiveChangeEvent) {
      if (buffered) {
        buffered.push(event);
        return;
      }
      if (event.id <= stream.lastSentId || !isWritable(raw)) return;
      stream.lastSentId = event.id;
      raw.write(format(event));
      if (raw.writableLength > MAX_QUEUED_BYTES) raw.end();
    },
    goLive() {
      const pending = buffered ?? [];
      buffered = null;
      for (const event of pending) stream.deliver(event);
    },
  };
  return stream;
};

/**
 * GET /api/live — game-state changes pushed as server-sent events, from whichever server process
 * wrote them (LISTEN/NOTIFY). Every event has an id; a client that reconnects with Last-Event-ID
 * first gets the events it missed, read from live_events. A client that connects without one gets
 * an `id:` line with the latest id (no event), so its first reconnect catches up too.
 */
export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const format = createEventFormatter();
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

      const raw = reply.raw;
      const stream = openStream(raw, format);
      const unsubscribe = changes.subscribe((event) => stream.deliver(event));
      // The first reads happen before the answer starts, so a failing database is a plain error.
      let firstPage: LiveChangeEvent[] = [];
      let startId: number;
      let isResuming: boolean;
      try {
        const latestId = await changes.readLatestId();
        // An id from before a database reset (above the latest) would hide every new event.
        isResuming = lastEventId !== null && lastEventId <= latestId;
        startId = isResuming && lastEventId !== null ? lastEventId : latestId;
        if (isResuming) firstPage = await changes.readAfter(startId, REPLAY_PAGE_SIZE);
        if (isClosing) throw new AppError('UNAVAILABLE', 'The server is shutting down');
      } catch (error) {
        unsubscribe();
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
      const end = () => {
        if (isWritable(raw)) raw.end();
      };
      const cleanUp = () => {
        clearInterval(heartbeat);
        unsubscribe();
        openStreams.delete(end);
      };
      openStreams.add(end);
      raw.once('close', cleanUp);
      raw.write(`retry: ${RECONNECT_DELAY_MS}\n${isResuming ? '' : `id: ${startId}\n`}\n`);
      stream.lastSentId = startId;

      try {
        let page = firstPage;
        for (;;) {
          for (const event of page) {
            if (!isWritable(raw)) return;
            raw.write(format(event));
            stream.lastSentId = event.id;
          }
          if (page.length < REPLAY_PAGE_SIZE) break;
          page = await changes.readAfter(stream.lastSentId, REPLAY_PAGE_SIZE);
        }
        stream.goLive();
      } catch (error) {
        // The client reconnects with the last id it got and the replay resumes from there.
        request.log.error({ err: error }, 'live replay failed');
        end();
      }
    },
  );
};
