import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { createLruCache } from '../cache/lru-cache.js';
import type { LiveChangeEvent } from '../changes/live-changes.js';
import {
  type AnswerEncoding,
  chooseAnswerEncoding,
  COMPRESS_THRESHOLD_BYTES,
  encodeAnswer,
} from '../compression/answer-encoding.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false keeps this route's answers out of the server's response cache (answers that depend on the caller). */
    serverCache?: boolean;
    /**
     * What makes a kept answer stale: any change of the league (a play, a score: the default), or
     * only a new week (teams, rosters, injuries are written with the week).
     */
    staleOn?: StaleOn;
  }
  interface FastifyInstance {
    responseCache: ResponseCacheStatus;
  }
}

type StaleOn = 'change' | 'week';

export interface ResponseCacheStatus {
  readonly isEnabled: boolean;
  readonly entries: number;
  readonly bytes: number;
  readonly hits: number;
  readonly misses: number;
}

interface CachedAnswer {
  body: Buffer;
  /** The body in each encoding it has been sent in: a hit costs no compression. */
  encoded: Partial<Record<AnswerEncoding, Buffer>>;
  contentType: string;
  cacheControl: string;
  etag: string;
  expiresAt: number;
  staleOn: StaleOn;
}

/** What a request that missed needs to store its answer: the key and the generations it read at. */
interface PendingAnswer {
  key: string;
  staleOn: StaleOn;
  generation: number;
}

/**
 * However long clients may keep an answer, the server keeps it at most this long: a safety net
 * for writes nobody announced (a league reloaded by the CLI), since announced ones evict at once.
 */
export const MAX_SERVER_KEEP_SECONDS = 60;
/** What an entry costs beyond its body: key, headers, bookkeeping. */
const ENTRY_OVERHEAD_BYTES = 512;

/** What an answer costs the cache: its bytes in every form kept, its key and the overhead. */
const costOf = (key: string, answer: CachedAnswer): number =>
  answer.body.length +
  Object.values(answer.encoded).reduce((sum, bytes) => sum + bytes.length, 0) +
  key.length +
  ENTRY_OVERHEAD_BYTES;

/** Names Accept-Encoding in the answer's Vary header, beside what is there already. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (/accept-encoding/i.test(vary)) return;
  void reply.header('vary', vary === '' ? 'Accept-Encoding' : `${vary}, Accept-Encoding`);
}

/**
 * The encoding to send a kept body in, or null: none for small bodies, for clients that take
 * none, and for a revalidation that will be answered 304 (no body to encode).
 */
function encodingFor(request: FastifyRequest, body: Buffer, etag: string): AnswerEncoding | null {
  if (body.length < COMPRESS_THRESHOLD_BYTES) return null;
  if (request.headers['if-none-match']?.includes(etag) === true) return null;
  return chooseAnswerEncoding(request.headers['accept-encoding']);
}

const maxAgePattern = /(?:^|[\s,])max-age=(\d+)/;

/** Seconds a Cache-Control value lets a client keep the answer (0 for no-store, no-cache, none). */
function readMaxAge(cacheControl: string): number {
  if (/no-store|no-cache/.test(cacheControl)) return 0;
  const match = maxAgePattern.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

/**
 * The server's response cache: a successful GET answer of the read API is kept, as the bytes
 * and ETag sent, for as long as its Cache-Control lets clients keep it (at most
 * MAX_SERVER_KEEP_SECONDS), and served again to the next caller of the same URL without the
 * database, the handler or the serializer. The league's live changes (LISTEN, from any server
 * process) evict what they make stale: a play or score every answer that can show it, a new week
 * everything. So it runs only where the process hears those changes; without them (most tests,
 * RESPONSE_CACHE_MB=0) every request is answered afresh.
 *
 * Secured calls are looked up after the subscriber check, which the route's own preHandler
 * chain runs first; their answers do not depend on who asks. A route whose answer does is
 * marked `serverCache: false`. A request with `Cache-Control: no-cache` is answered afresh (and
 * its answer kept). Responses carry `x-cache: HIT | MISS` for diagnostics.
 */
export const responseCachePlugin = fp(
  async (app: FastifyInstance, options: { maxMegabytes: number; now?: () => number }) => {
    const now = options.now ?? Date.now;
    const changes = app.liveChanges;
    const isEnabled = options.maxMegabytes > 0 && changes !== null;
    const cache = createLruCache<CachedAnswer>(options.maxMegabytes * 1024 * 1024);
    const pending = new WeakMap<FastifyRequest, PendingAnswer>();
    const generations: Record<StaleOn, number> = { change: 0, week: 0 };
    let hits = 0;
    let misses = 0;

    app.decorate('responseCache', {
      get isEnabled() {
        return isEnabled;
      },
      get entries() {
        return cache.size;
      },
      get bytes() {
        return cache.cost;
      },
      get hits() {
        return hits;
      },
      get misses() {
        return misses;
      },
    });
    if (!isEnabled) return;

    const evict = ({ change }: LiveChangeEvent) => {
      generations.change += 1;
      if (change.type === 'week') {
        generations.week += 1;
        cache.clear();
      } else {
        cache.deleteWhere((answer) => answer.staleOn === 'change');
      }
    };
    const unsubscribe = changes.subscribe(evict);
    // Changes committed while this process was not listening were not heard: keep nothing.
    const stopResync = changes.onResync(() => {
      generations.change += 1;
      generations.week += 1;
      cache.clear();
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      stopResync();
    });

    const serveKept: preHandlerAsyncHookHandler = async (request, reply) => {
      if (request.method !== 'GET') return;
      const key = request.url;
      // A client asking for a fresh answer (a hard reload sends no-cache) gets one, which is kept.
      const isFreshWanted = /no-cache|no-store/.test(request.headers['cache-control'] ?? '');
      const answer = isFreshWanted ? undefined : cache.get(key);
      if (answer !== undefined && answer.expiresAt > now()) {
        hits += 1;
        void reply.headers({
          'content-type': answer.contentType,
          'cache-control': answer.cacheControl,
          etag: answer.etag,
          'x-cache': 'HIT',
        });
        if (answer.body.length >= COMPRESS_THRESHOLD_BYTES) varyOnEncoding(reply);
        const encoding = encodingFor(request, answer.body, answer.etag);
        if (encoding === null) return reply.send(answer.body);
        let encoded = answer.encoded[encoding];
        if (encoded === undefined) {
          encoded = await encodeAnswer(answer.body, encoding);
          answer.encoded[encoding] = encoded;
          // Unless a change evicted it while it was being compressed: never bring a stale one back.
          if (cache.get(key) === answer) cache.set(key, answer, costOf(key, answer));
        }
        return reply.header('content-encoding', encoding).send(encoded);
      }
      misses += 1;
      const staleOn = request.routeOptions.config.staleOn ?? 'change';
      pending.set(request, { key, staleOn, generation: generations[staleOn] });
      void reply.header('x-cache', 'MISS');
    };

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const isReadApi = route.url.startsWith('/api/') && methods.includes('GET');
      const responses: unknown = route.schema?.response;
      const hasAnswerSchema = typeof responses === 'object' && responses !== null && 200 in responses;
      if (!isReadApi || !hasAnswerSchema || route.config?.serverCache === false) return;
      const existing = route.preHandler ? [route.preHandler].flat() : [];
      // After the route's own checks: the subscriber check of /api/secured/* comes first.
      route.preHandler = [...existing, serveKept];
    });

    /** After the ETag and Cache-Control hooks (registered earlier), so the answer is final. */
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const miss = pending.get(request);
      if (miss === undefined || reply.statusCode !== 200) return payload;
      if (generations[miss.staleOn] !== miss.generation) return payload; // a change came meanwhile
      const cacheControl = String(reply.getHeader('cache-control') ?? '');
      const keepSeconds = Math.min(readMaxAge(cacheControl), MAX_SERVER_KEEP_SECONDS);
      const etag = reply.getHeader('etag');
      const body =
        typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
      if (keepSeconds <= 0 || typeof etag !== 'string' || body === null) return payload;
      const answer: CachedAnswer = {
        body,
        encoded: {},
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        cacheControl,
        etag,
        expiresAt: now() + keepSeconds * 1000,
        staleOn: miss.staleOn,
      };
      // Compressed here rather than by the compression plugin, so the bytes are kept with it.
      const encoding = reply.hasHeader('content-encoding') ? null : encodingFor(request, body, etag);
      if (body.length >= COMPRESS_THRESHOLD_BYTES) varyOnEncoding(reply);
      if (encoding !== null) answer.encoded[encoding] = await encodeAnswer(body, encoding);
      // A change while compressing makes the answer stale before it is kept: send, do not keep.
      if (generations[miss.staleOn] === miss.generation)
        cache.set(miss.key, answer, costOf(miss.key, answer));
      if (encoding === null) return body;
      void reply.header('content-encoding', encoding);
      return answer.encoded[encoding];
    });
  },
  { name: 'response-cache', dependencies: ['cache-headers', 'auth', 'league-feed'] },
);
