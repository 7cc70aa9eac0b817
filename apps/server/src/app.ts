import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '@all22/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { chatSocketPlugin, type ChatSocketPluginOptions } from './chat/chat-socket-plugin.js';
import { type ServerConfig, toTrustProxy } from './config/load-config.js';
import { CLIENT_REDIRECT_PATHS } from './identity/create-identity-provider.js';
import { identityPlugin } from './identity/identity-plugin.js';
import { TOKEN_SIGNING_ALG } from './identity/signing-keys.js';
import type { LeagueFeed } from './live/league-feed.js';
import type { LiveChanges } from './changes/live-changes.js';
import { authPlugin } from './plugins/auth.js';
import { compressionPlugin } from './plugins/compression.js';
import { cacheHeadersPlugin } from './plugins/cache-headers.js';
import { databasePlugin } from './plugins/database.js';
import { leagueFeedPlugin } from './plugins/league-feed.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { API_DOCS_PREFIX, openApiPlugin } from './plugins/openapi.js';
import { rateLimitsPlugin } from './plugins/rate-limits.js';
import { responseCachePlugin } from './plugins/response-cache.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { spaPlugin } from './plugins/spa.js';
import { accountRoutes } from './routes/account.js';
import { appConfigRoutes } from './routes/app-config.js';
import { billingWebhookRoutes } from './routes/billing-webhook.js';
import { geoRoutes } from './routes/geo.js';
import { gtgRoutes } from './routes/gtg.js';
import { healthRoutes } from './routes/health.js';
import { eventRoutes } from './routes/events.js';
import { fantasyInsightsRoutes } from './routes/fantasy-insights.js';
import { leagueInsightsRoutes } from './routes/league-insights.js';
import { gameDetailRoutes } from './routes/game-detail.js';
import { imageRoutes } from './routes/images.js';
import { liveRoutes } from './routes/live.js';
import { playerDetailRoutes } from './routes/player-detail.js';
import { teamDetailRoutes } from './routes/team-detail.js';
import { leaderRoutes } from './routes/leaders.js';
import { sandboxRoutes } from './routes/sandbox.js';
import { splitRoutes } from './routes/splits.js';
import { playerRoutes } from './routes/players.js';
import { playRoutes } from './routes/plays.js';
import { rosterRoutes } from './routes/rosters.js';
import { savedSearchRoutes } from './routes/saved-searches.js';
import { scheduleRoutes } from './routes/schedules.js';
import { securedStatsRoutes } from './routes/secured-stats.js';
import { teamRoutes } from './routes/teams.js';
import { securedRoutes } from './routes/secured.js';
import { supportRoutes } from './routes/support.js';
import { SERVER_VERSION } from './version.js';

export interface BuildAppOptions {
  config: ServerConfig;
  /** A migrated database handle. */
  database: DatabaseHandle;
  /** Close the database when the app closes (true when the app owns it). */
  closeDatabaseOnExit?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The live feed and its change events, when this process ingests the league. */
  feed?: LeagueFeed | null;
  changes?: LiveChanges | null;
  /** The league clock (the wall clock by default). */
  leagueNow?: () => number;
  /** The chat service's assistant and timers (tests pass a scripted assistant and short timers). */
  chat?: Omit<ChatSocketPluginOptions, 'config'>;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

declare module 'fastify' {
  interface FastifyInstance {
    /** The league clock's "now" in ms: what the current week, live games and odds are read at. */
    leagueNow: () => number;
  }
}

/** A quarter of the request timeout, between 0.1 and 30 s (Node's default). */
function checkingIntervalFor(requestTimeoutMs: number): number {
  return requestTimeoutMs === 0 ? 30_000 : Math.min(30_000, Math.max(100, Math.round(requestTimeoutMs / 4)));
}

/** Composes the server from its plugins. Listening and signals are main.ts's job. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.env.LOG_LEVEL },
    // Keep error bodies to our own shape: no Fastify "error" field, no stack traces.
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    // A client gets this long to send a whole request (then 408), and an idle socket this long.
    requestTimeout: config.env.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: config.env.HTTP_CONNECTION_TIMEOUT_MS,
    // Node checks the request timeout on this interval (30 s by default, which would let a slow
    // client hold a socket for up to twice a 30 s limit).
    http: { connectionsCheckingInterval: checkingIntervalFor(config.env.HTTP_REQUEST_TIMEOUT_MS) },
    // Whose X-Forwarded-For sets request.ip (and so whom the rate limits count): TRUST_PROXY.
    trustProxy: toTrustProxy(config.env.TRUST_PROXY),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(cacheHeadersPlugin);
  await app.register(compressionPlugin);
  // The web client's redirect pages are the ones it frames itself (its silent sign-in); Swagger UI
  // sets inline styles.
  await app.register(securityHeadersPlugin, {
    config,
    framedBySelfPaths: CLIENT_REDIRECT_PATHS,
    inlineStylePrefixes: [API_DOCS_PREFIX],
  });
  await app.register(databasePlugin, {
    database: options.database,
    closeOnExit: options.closeDatabaseOnExit ?? false,
  });
  await app.register(leagueFeedPlugin, { feed: options.feed ?? null, changes: options.changes ?? null });
  await app.register(openApiPlugin, { version: SERVER_VERSION });
  // Before every route (the identity pages' too), so its onRoute hook sees them all.
  await app.register(rateLimitsPlugin, {
    perMinute: { write: config.env.WRITE_RATE_LIMIT, heavyRead: config.env.HEAVY_READ_RATE_LIMIT },
    redisUrl: config.env.REDIS_URL,
    redisKeyPrefix: config.env.REDIS_KEY_PREFIX,
  });
  if (config.env.IDENTITY_ENABLED) await app.register(identityPlugin, { config });
  await app.register(authPlugin, {
    config,
    algorithm: TOKEN_SIGNING_ALG,
    // The embedded provider's keys are in this process; another provider's come from its JWKS.
    ...(config.env.IDENTITY_ENABLED ? { keys: app.identity.verificationKey, tokenType: 'at+jwt' } : {}),
  });

  const leagueNow = options.leagueNow ?? Date.now;
  app.decorate('leagueNow', leagueNow);
  await app.register(chatSocketPlugin, {
    config,
    leagueNow,
    changes: options.changes ?? null,
    ...options.chat,
  });
  await app.register(responseCachePlugin, { maxMegabytes: config.env.RESPONSE_CACHE_MB });

  await app.register(healthRoutes, {
    version: SERVER_VERSION,
    leagueNow,
    chatSocketUrl: config.env.CHAT_SOCKET_URL,
    checkTimeoutMs: config.env.HEALTH_CHECK_TIMEOUT_MS,
  });
  await app.register(appConfigRoutes, { config });
  await app.register(imageRoutes);
  await app.register(accountRoutes);
  await app.register(securedRoutes);
  await app.register(scheduleRoutes);
  await app.register(teamRoutes);
  await app.register(playerRoutes);
  await app.register(rosterRoutes);
  await app.register(securedStatsRoutes);
  await app.register(fantasyInsightsRoutes);
  await app.register(leagueInsightsRoutes);
  await app.register(leaderRoutes);
  await app.register(splitRoutes);
  await app.register(playRoutes);
  await app.register(sandboxRoutes, { maxPlays: config.env.SANDBOX_MAX_PLAYS });
  await app.register(savedSearchRoutes);
  await app.register(gameDetailRoutes);
  await app.register(teamDetailRoutes);
  await app.register(playerDetailRoutes);
  await app.register(gtgRoutes);
  await app.register(liveRoutes, {
    maxStreams: config.env.LIVE_MAX_STREAMS,
    maxStreamsPerClient: config.env.LIVE_MAX_STREAMS_PER_CLIENT,
  });
  await app.register(eventRoutes);
  await app.register(supportRoutes);
  await app.register(geoRoutes, { headerName: config.env.GEO_COUNTRY_HEADER });
  await app.register(billingWebhookRoutes, { secret: config.env.BILLING_WEBHOOK_SECRET });

  await app.register(spaPlugin, { webDistDir: config.env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST });
  return app;
}
