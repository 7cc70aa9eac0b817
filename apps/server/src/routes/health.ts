import { getMigrationStatus } from '@all22/db';
import { apiErrorSchema, healthResponseSchema, type HealthResponse } from '@all22/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkChatService, type ChatCheck } from './check-chat-service.js';

type DatabaseCheck = HealthResponse['checks']['database'];
type FeedCheck = NonNullable<HealthResponse['checks']['feed']>;

/**
 * GET /api/health — 200 when every part works, 503 naming the failing part otherwise. Each part
 * answers within `checkTimeoutMs` or counts as failing, so a hung dependency cannot hang the check
 * (a load balancer's probe has its own, short, timeout). The body is public: it says which part
 * fails in fixed words; what went wrong goes to the log.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  version: string;
  leagueNow: () => number;
  chatSocketUrl: string;
  checkTimeoutMs: number;
}> = async (app, options) => {
  const startedAt = Date.now();
  const { checkTimeoutMs } = options;

  async function checkDatabase(): Promise<DatabaseCheck> {
    const timedOut: DatabaseCheck = {
      status: 'failing',
      kind: app.database.kind,
      error: 'database did not answer in time',
    };
    return withDeadline(probeDatabase(), checkTimeoutMs, timedOut, () =>
      app.log.error({ timeoutMs: checkTimeoutMs }, 'health: database check timed out'),
    );
  }

  async function checkChat(): Promise<ChatCheck> {
    const url = options.chatSocketUrl;
    const timedOut: ChatCheck = { status: 'failing', url, error: 'the chat service did not answer in time' };
    return withDeadline(checkChatService(app, url), checkTimeoutMs, timedOut, () =>
      app.log.warn({ timeoutMs: checkTimeoutMs }, 'health: chat check timed out'),
    );
  }

  async function probeDatabase(): Promise<DatabaseCheck> {
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
    const { state, processedThrough, lastError, progress } = leagueFeed.status();
    return {
      status: state === 'failing' ? 'failing' : state === 'live' || state === 'following' ? 'ok' : 'loading',
      leagueTime: new Date(options.leagueNow()).toISOString(),
      processedThrough: processedThrough === null ? null : new Date(processedThrough).toISOString(),
      ...(state === 'loading' && progress
        ? {
            progress: {
              percent: progress.percent,
              etaSeconds: progress.etaSeconds,
              done: progress.done,
              total: progress.total,
              unit: progress.unit,
              week: progress.week,
            },
          }
        : {}),
      // The error itself (a database message, a file path) is logged where it happens.
      ...(lastError ? { error: 'the league feed failed (details in the server log)' } : {}),
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
      const [database, chat] = await Promise.all([checkDatabase(), checkChat()]);
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

/**
 * The check's answer, or `onTimeout` once `timeoutMs` has passed. The check keeps running to its
 * end (a query cannot be taken back), but nobody waits for it.
 */
function withDeadline<T>(
  check: Promise<T>,
  timeoutMs: number,
  timedOut: T,
  onTimeout: () => void,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      onTimeout();
      resolve(timedOut);
    }, timeoutMs);
  });
  return Promise.race([check, deadline]).finally(() => clearTimeout(timer));
}
