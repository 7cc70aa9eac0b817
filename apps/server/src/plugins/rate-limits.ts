import { createRequire } from 'node:module';
import rateLimit, {
  type errorResponseBuilderContext,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** Which budget a route draws on (docs/operations.md, "Rate limits"). */
export type RateLimitClass = 'write' | 'heavyRead';

/**
 * The rate-limited routes besides the identity pages (which set their own `config.rateLimit`):
 * the public writes and the reads that cost the most. Each route has its own budget per client
 * address; a route's HEAD shares its GET's. An entry that matches no route stops the server at start.
 */
export const RATE_LIMITED_ROUTES: Readonly<Record<string, RateLimitClass>> = {
  'POST /api/events': 'write',
  'POST /api/support/messages': 'write',
  'PUT /api/videos/addSavedSearch': 'write',
  'DELETE /api/videos/deleteSavedSearch': 'write',
  'GET /api/plays': 'heavyRead',
  'GET /api/plays/games': 'heavyRead',
  'GET /api/plays/:playId': 'heavyRead',
  'GET /api/plays/:playId/tracking': 'heavyRead',
  'GET /api/stats/leaders/:group/:period': 'heavyRead',
  'GET /api/stats/leaders/:group/:period.csv': 'heavyRead',
  'GET /api/stats/splits/:category': 'heavyRead',
  'GET /api/stats/sandbox': 'heavyRead',
  'GET /api/secured/fantasy/insights': 'heavyRead',
  'GET /api/insights': 'heavyRead',
};

export interface RateLimitsOptions {
  /** Requests per client address per minute for each class; 0 turns that class's limits off. */
  perMinute: Readonly<Record<RateLimitClass, number>>;
  /** The shared store; each process counts alone (in memory) when unset. */
  redisUrl?: string | undefined;
  /** Prepended to every key this server writes to Redis. */
  redisKeyPrefix: string;
  /** How long start waits for Redis, in ms, before it goes on without it (failing open). */
  redisConnectTimeoutMs?: number;
}

const WINDOW_MS = 60_000;
/** At most one "limits not enforced" warning per this long while the store keeps failing. */
const STORE_WARNING_INTERVAL_MS = 60_000;
/** A counter update that takes longer fails (and the request goes through). */
const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * The package's own stores (it exports neither). Wrapped below so that a failing store is logged
 * and the request goes through (fail open), and a route's GET and HEAD count together.
 */
interface CounterStore {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(routeOptions: object): CounterStore;
}
type LocalStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean) => CounterStore;
type RedisStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  keyPrefix: string,
) => CounterStore;
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as LocalStoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as RedisStoreCtor;

/** "GET /api/plays/:playId" for a route (HEAD counts as GET). */
function describeRoute(method: string | readonly string[], url: string): string {
  const [first = 'GET'] = [method].flat();
  return `${first === 'HEAD' ? 'GET' : first} ${url}`;
}

/** 429 `{ message, statusCode }` through the error handler (never a 500), Retry-After set by the plugin. */
function buildLimitError(_request: unknown, context: errorResponseBuilderContext): Error {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  return Object.assign(
    new Error(`Too many requests: try again in ${seconds} second${seconds === 1 ? '' : 's'}`),
    { statusCode: context.statusCode },
  );
}

/** Logs a failing store at most once a minute; requests go through meanwhile (fail open). */
function createStoreWarnings(log: FastifyBaseLogger): { onFailure(error: Error): void; onRecovery(): void } {
  let lastWarningAt = -Infinity;
  let isFailing = false;
  return {
    onFailure(error) {
      isFailing = true;
      const now = Date.now();
      if (now - lastWarningAt < STORE_WARNING_INTERVAL_MS) return;
      lastWarningAt = now;
      log.warn(
        { err: error },
        'rate limits: the Redis store is failing, so requests are not limited until it is back (fail open)',
      );
    },
    onRecovery() {
      if (!isFailing) return;
      isFailing = false;
      lastWarningAt = -Infinity;
      log.info('rate limits: the Redis store answers again, limits apply');
    },
  };
}

/** The plugin's `store`: one counter per route (GET and HEAD shared), failures reported. */
function createStoreClass(root: CounterStore, onFailure: (error: Error) => void): FastifyRateLimitStoreCtor {
  const routeStores = new Map<string, CounterStore>();
  const wrap = (inner: CounterStore): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow, max) {
      const report = (error: Error) => {
        onFailure(error);
        callback(error);
      };
      try {
        inner.incr(key, (error, result) => (error ? report(error) : callback(null, result)), timeWindow, max);
      } catch (error) {
        report(error instanceof Error ? error : new Error(String(error)));
      }
    },
    child(routeOptions) {
      const { routeInfo } = routeOptions as unknown as { routeInfo: { method: string; url: string } };
      const name = describeRoute(routeInfo.method, routeInfo.url);
      let store = routeStores.get(name);
      if (store === undefined) {
        // The Redis store keys a route's counters by routeInfo's method and url: GET for HEAD too.
        const [method = 'GET'] = name.split(' ');
        store = inner.child({ ...routeOptions, routeInfo: { ...routeInfo, method } });
        routeStores.set(name, store);
      }
      return wrap(store);
    },
  });
  // The plugin calls `new Store(options)`: a constructor returning an object gives that object.
  return function RouteStores() {
    return wrap(root);
  } as unknown as FastifyRateLimitStoreCtor;
}

/** Connects to Redis, waiting at most `timeoutMs`; on failure the client keeps retrying in the background. */
async function connectRedis(
  url: string,
  timeoutMs: number,
  warnings: ReturnType<typeof createStoreWarnings>,
): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Fail at once while disconnected (the request goes through) instead of queueing it.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  redis.on('error', (error: Error) => warnings.onFailure(error));
  redis.on('ready', () => warnings.onRecovery());
  try {
    await redis.connect();
  } catch (error) {
    warnings.onFailure(error instanceof Error ? error : new Error(String(error)));
  }
  return redis;
}

/**
 * Rate limits (@fastify/rate-limit) for the routes in {@link RATE_LIMITED_ROUTES} and for any
 * route with `config.rateLimit` (the identity pages), keyed by client address (`request.ip`, so
 * TRUST_PROXY decides whose address that is; IPv6 by /64). Counters live in Redis when
 * `redisUrl` is set, shared by every process, else in this process's memory. When Redis fails,
 * requests go through and a warning is logged (fail open). Register before the routes.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, options: RateLimitsOptions) => {
    const warnings = createStoreWarnings(app.log);
    const redis = options.redisUrl
      ? await connectRedis(options.redisUrl, options.redisConnectTimeoutMs ?? 2_000, warnings)
      : null;
    if (redis) app.addHook('onClose', async () => redis.disconnect());
    const store = redis
      ? new RedisStore(false, false, redis, `${options.redisKeyPrefix}rate-limit:`)
      : new LocalStore(false, false);

    // Before the plugin's own onRoute hook, which reads config.rateLimit.
    const unmatched = new Set(Object.keys(RATE_LIMITED_ROUTES));
    app.addHook('onRoute', (route) => {
      const name = describeRoute(route.method, route.url);
      const limitClass = RATE_LIMITED_ROUTES[name];
      if (limitClass === undefined) return;
      unmatched.delete(name);
      if (route.config?.rateLimit !== undefined) return;
      const max = options.perMinute[limitClass];
      const limit: RateLimitOptions | false = max === 0 ? false : { max, timeWindow: WINDOW_MS };
      route.config = { ...route.config, rateLimit: limit };
    });
    app.addHook('onReady', async () => {
      if (unmatched.size > 0) {
        throw new Error(`Rate limits name routes that do not exist: ${[...unmatched].join(', ')}`);
      }
    });

    await app.register(rateLimit, {
      global: false,
      store: createStoreClass(store, (error) => warnings.onFailure(error)),
      skipOnError: true,
      errorResponseBuilder: buildLimitError,
    });
  },
  { name: 'rate-limits' },
);
