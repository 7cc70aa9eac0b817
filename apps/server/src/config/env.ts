import { SANDBOX_LIMITS, parsePlanRoleIndexes } from '@all22/domain';
import { parseLeagueClock } from '@all22/league';
import { isIP } from 'node:net';
import { z } from 'zod';

const booleanFlag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], {
      error: 'must be true or false',
    })
    .default(defaultValue ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

const commaList = (defaultValue: string) =>
  z
    .string()
    .default(defaultValue)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item.length > 0),
    );

/** A duration in milliseconds; 0 means no limit. */
const milliseconds = (defaultValue: number, max: number) =>
  z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).max(max).default(defaultValue);

const optionalUrl = z.url({ error: 'must be a URL' }).optional();

// Proxies and rate limits (docs/operations.md, "Proxies" and "Rate limits").

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** "10.0.0.1", "10.0.0.0/8", "::1", "fd00::/8" or a range name; an error text when it is none of them. */
function checkProxyAddress(entry: string): string | null {
  if (PROXY_RANGE_NAMES.has(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return `'${entry}' is not an address, a CIDR range or a range name`;
  if (prefix === undefined) return null;
  const bits = version === 4 ? 32 : 128;
  const isPrefix = /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
  return isPrefix ? null : `'${entry}' has a prefix length outside 0–${bits}`;
}

/**
 * Fastify's trustProxy: false (believe no X-Forwarded-For), a number of proxy hops in front of
 * the server, or the proxies' addresses and CIDR ranges. "true" (believe any client's header,
 * so anyone could pick the address they are limited by) is refused.
 */
const trustProxySetting = z
  .string()
  .default('false')
  .transform((value, context): false | number | string[] => {
    const text = value.trim().toLowerCase();
    if (['false', 'no', '0'].includes(text)) return false;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 32) return hops;
      context.addIssue({ code: 'custom', message: 'must be at most 32 proxy hops' });
      return z.NEVER;
    }
    if (['true', 'yes'].includes(text)) {
      context.addIssue({
        code: 'custom',
        message:
          'true would believe any X-Forwarded-For a client sends: give the number of proxies (e.g. 1) or their addresses',
      });
      return z.NEVER;
    }
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    const problems = entries.map(checkProxyAddress).filter((problem) => problem !== null);
    if (problems.length > 0 || entries.length === 0) {
      context.addIssue({
        code: 'custom',
        message: `must be false, a hop count or comma-separated proxy addresses/CIDRs: ${problems.join('; ') || 'empty'}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Requests per client address per minute; 0 turns the limit off. */
const perMinuteLimit = (defaultValue: number) =>
  z.coerce
    .number({ error: 'must be a number of requests' })
    .int()
    .min(0)
    .max(1_000_000)
    .default(defaultValue);

const redisUrl = z
  .url({ error: 'must be a URL' })
  .refine((value) => /^rediss?:\/\//i.test(value), { error: 'must be a redis:// or rediss:// URL' })
  .optional();

/** Bytes of an AES-256 key. */
export const KEY_ENCRYPTION_KEY_BYTES = 32;

/** 32 bytes written as 64 hex digits or as base64 (standard or URL-safe, padding optional). */
function decodeKeyEncryptionKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(text)) return null;
  const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === KEY_ENCRYPTION_KEY_BYTES ? bytes : null;
}

/**
 * Every environment variable the server reads, with the default that works on a laptop.
 * The README lists the same variables; `npm start` prints the resolved values (secrets masked).
 */
export const envSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** The URL users reach the app at; defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalUrl,
  APP_ENV: z.enum(['production', 'staging', 'development']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optionalUrl,
  WEB_DIST_DIR: z.string().optional(),
  AUTH_ENABLED: booleanFlag(true),
  FREEMIUM: booleanFlag(true),
  FREEMIUM_ROUTES: commaList('/,/games/*,/teams,/teams/*,/players/*,/support,/settings'),
  FEATURE_FANTASY: booleanFlag(true),
  FEATURE_CHATBOT: booleanFlag(true),
  PAUSED_MODAL: booleanFlag(true),
  COUNTRY_ALLOW_LIST: commaList(''),
  PLANS_URL: z.string().optional(),
  ALT_BILLING_PLANS_URL: z.string().optional(),
  PLAN_ROLE_INDEXES: z
    .string()
    .default('all22-monthly:Monthly,all22-annual:Annual')
    .superRefine((value, context) => {
      try {
        parsePlanRoleIndexes(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      }
    }),
  AD_SERVER_URL: z.string().default(''),
  CHAT_SOCKET_URL: z.string().default('/ws/chat'),
  /** The chat socket closes after this many minutes without a chat message (spec 2 §8's inactivity timeout). */
  CHAT_IDLE_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int()
    .min(1)
    .max(1440)
    .default(15),
  /** Chat messages one user may send per minute, per server process (then an error frame). */
  CHAT_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(10_000).default(20),
  LEAGUE_SEED: z.string().min(1).default('all22'),
  /** Empty: the wall clock. An ISO instant pins the clock, "<instant>@60" runs it 60× fast, "+2h"/"-3d" shifts it. */
  LEAGUE_CLOCK: z
    .string()
    .default('')
    .superRefine((value, context) => {
      try {
        parseLeagueClock(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      }
    }),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().default('all22-web'),
  /** Run the embedded OpenID Connect provider, mounted at OIDC_ISSUER's path; false when another provider is used. */
  IDENTITY_ENABLED: booleanFlag(true),
  /** The access tokens' audience (their resource indicator); defaults to $PUBLIC_URL/api. */
  OIDC_AUDIENCE: z.string().min(1).optional(),
  /** Where the API fetches the issuer's signing keys when the provider runs elsewhere; defaults to $OIDC_ISSUER/jwks. */
  OIDC_JWKS_URL: optionalUrl,
  /** Access token lifetime in seconds (10 minutes by default). */
  OIDC_ACCESS_TOKEN_TTL: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(1)
    .max(86_400)
    .default(600),
  /** Refresh token lifetime in seconds (14 days by default); each use rotates it. */
  OIDC_REFRESH_TOKEN_TTL: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(60)
    .max(31_536_000)
    .default(1_209_600),
  /** Origins the web client may be served from (its redirect URIs live there); defaults to PUBLIC_URL (and the Vite dev server in development). */
  OIDC_CLIENT_ORIGINS: commaList(''),
  /** Sign-in and registration attempts allowed per client address per minute (then 429). */
  SIGN_IN_RATE_LIMIT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(10_000).default(10),
  /** Failed sign-ins on one account within SIGN_IN_LOCK_MINUTES that lock it (for that long again). */
  SIGN_IN_LOCK_ATTEMPTS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1000).default(5),
  /** The window in which failed sign-ins count, and how long the lock then lasts, in minutes. */
  SIGN_IN_LOCK_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int()
    .min(1)
    .max(1440)
    .default(15),
  /** PostgreSQL (DATABASE_URL): how long opening a connection may take, in ms (0: no limit). */
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(10_000, 600_000),
  /** PostgreSQL (DATABASE_URL): the server cancels a statement running longer, in ms (0: no limit). */
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(60_000, 3_600_000),
  /** How long a client may take to send a whole request (headers and body), in ms (0: no limit). */
  HTTP_REQUEST_TIMEOUT_MS: milliseconds(30_000, 600_000),
  /**
   * An idle socket is closed after this long, in ms (0: never). The live stream's heartbeat
   * (every 15 s) keeps its sockets busy, so a shorter limit would cut every stream.
   */
  HTTP_CONNECTION_TIMEOUT_MS: milliseconds(120_000, 3_600_000).refine(
    (value) => value === 0 || value >= 20_000,
    {
      error: 'must be 0 (never) or at least 20000 (the live stream sends a heartbeat every 15 s)',
    },
  ),
  /** Each part of GET /api/health (database, chat) must answer within this, in ms, or counts as failing. */
  HEALTH_CHECK_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(50)
    .max(60_000)
    .default(2_000),
  /** Memory for the server's cache of read-API answers, in MB (0 turns it off). */
  RESPONSE_CACHE_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int()
    .min(0)
    .max(4096)
    .default(64),
  /** The request header a trusted proxy or CDN puts the client's country in (ISO 3166-1 alpha-2). */
  GEO_COUNTRY_HEADER: z.string().min(1).default('cf-ipcountry'),
  /** Shared secret of the billing provider's webhook signatures; the webhook answers 503 while unset. */
  BILLING_WEBHOOK_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** Comma-separated secrets signing the provider's cookies (first signs, all verify); derived from a stored secret when unset. */
  OIDC_COOKIE_KEYS: commaList(''),
  /** Live-event streams (GET /api/live) one process serves at most; more are answered 503 with Retry-After. */
  LIVE_MAX_STREAMS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(1_000_000)
    .default(10_000),
  /** Live-event streams one client address may hold open at once (tabs, devices behind one address). */
  LIVE_MAX_STREAMS_PER_CLIENT: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(100_000)
    .default(16),
  /** Plays one stats sandbox question may cover (its film filters' count); more are answered 413. */
  SANDBOX_MAX_PLAYS: z.coerce
    .number({ error: 'must be a number of plays' })
    .int()
    .min(1)
    .max(10_000_000)
    .default(SANDBOX_LIMITS.maxPlays),
  // Proxies and rate limits (docs/operations.md, "Proxies" and "Rate limits").
  /** Whose X-Forwarded-For to believe for request.ip: false, a proxy hop count, or proxy addresses/CIDRs. */
  TRUST_PROXY: trustProxySetting,
  /** POST /api/events and POST /api/support/messages: requests per client address per minute, each (0: off). */
  WRITE_RATE_LIMIT: perMinuteLimit(30),
  /** Film search, a play, its tracking, the leader tables: requests per client address per minute, each (0: off). */
  HEAVY_READ_RATE_LIMIT: perMinuteLimit(120),
  /** Redis holding the rate-limit counters, shared by every server process; each process counts alone when unset. */
  REDIS_URL: redisUrl,
  /** Prepended to this server's Redis keys (one Redis can serve several environments). */
  REDIS_KEY_PREFIX: z.string().min(1).default('all22:'),
  /** Comma-separated secrets of the account pages' form (CSRF) tokens (first signs, all verify); derived from a stored secret when unset. */
  FORM_KEYS: commaList(''),
  /** AES-256-GCM key (32 bytes, base64 or hex) the token signing keys are stored encrypted with; unset: stored unencrypted. */
  OIDC_KEY_ENCRYPTION_KEY: z
    .string()
    .transform((value, context) => {
      const key = decodeKeyEncryptionKey(value);
      if (key) return key;
      context.addIssue({
        code: 'custom',
        message: `must be ${KEY_ENCRYPTION_KEY_BYTES} random bytes as base64 or hex (e.g. \`openssl rand -base64 32\`)`,
      });
      return z.NEVER;
    })
    .optional(),
  // The Fantasy AI's OpenAI-compatible engine (the embedded analyst answers when LLM_BASE_URL is unset).
  /** The endpoint's base URL, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  LLM_BASE_URL: optionalUrl,
  /** Sent as the bearer token; local servers that take none may leave it unset. */
  LLM_API_KEY: z.string().optional(),
  /** The model to ask, e.g. gpt-4o-mini; required with LLM_BASE_URL. */
  LLM_MODEL: z.string().optional(),
  /** How long the endpoint may stay silent (before answering, or between streamed pieces) before the reply fails, in ms. */
  LLM_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(1_000)
    .max(600_000)
    .default(30_000),
});

export type Env = z.infer<typeof envSchema>;

/** Variables whose values are never printed. */
export const SECRET_ENV_KEYS = new Set<keyof Env>([
  'LLM_API_KEY',
  'DATABASE_URL',
  'OIDC_COOKIE_KEYS',
  'FORM_KEYS',
  'OIDC_KEY_ENCRYPTION_KEY',
  'BILLING_WEBHOOK_SECRET',
  'REDIS_URL',
]);
