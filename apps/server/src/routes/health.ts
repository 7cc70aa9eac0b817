import { getMigrationStatus } from '@all22/db';
import { apiErrorSchema, healthResponseSchema, type HealthResponse } from '@all22/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkChatService } from './check-chat-service.js';

type DatabaseCheck = HealthResponse['checks']['database'];
type FeedCheck = NonNullable<HealthResponse['checks']['feed']>;

/** GET /api/health — 200 when every part works, 503 naming the failing part otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{
  version: string;
  leagueNow: () => number;
  chatSocketUrl: string;
}> = async (app, options) => {
  const startedAt = Date.now();

  async function checkDatabase(): Promise<DatabaseCheck> {
    const { database } = app;
    const began = performance.now();
    try {
      await database.ping();
      const migrations = await getMigrationStatus(database);
      return {
        status: migrations.isCurrent ? 'ok' : 'failing',
        kind: database.kind,
        latencyMs: Math.round((performance.now() - began) * 100) / 100,
        migrations,
        ...(migrations.isCurrent ? {} : { error: 'database migrations are not current' }),
      };
    } catch (error) {
      app.log.error({ err: error }, 'health: database check failed');
      return { status: 'failing', kind: database.kind, error: 'database unreachable' };
    }
  }

  /** Loading counts as healthy (the server answers; data fills in); a failed feed does not. */
  function checkFeed(): FeedCheck | undefined {
    const { leagueFeed } = app;
    if (!leagueFeed) return undefined;
    const { state, processedThrough, lastError } = leagueFeed.status();
    return {
      status: state === 'failing' ? 'failing' : state === 'live' || state === 'following' ? 'ok' : 'loading',
      leagueTime: new Date(options.leagueNow()).toISOString(),
      processedThrough: processedThrough === null ? null : new Date(processedThrough).toISOString(),
      ...(lastError ? { error: lastError } : {}),
    };
  }

  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Health of the server and its parts',
        tags: ['system'],
        response: { 200: healthResponseSchema, 503: healthResponseSchema, 500: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      const [database, chat] = await Promise.all([
        checkDatabase(),
        checkChatService(app, options.chatSocketUrl),
      ]);
      const feed = checkFeed();
      const status = database.status === 'ok' && feed?.status !== 'failing' ? 'ok' : 'failing';
      void reply.header('cache-control', 'no-store');
      return reply.code(status === 'ok' ? 200 : 503).send({
        status,
        version: options.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        checks: { database, ...(feed ? { feed } : {}), chat },
      });
    },
  );
};
