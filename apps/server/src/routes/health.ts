import { getMigrationStatus } from '@all22/db';
import { apiErrorSchema, healthResponseSchema, type HealthResponse } from '@all22/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

type DatabaseCheck = HealthResponse['checks']['database'];

/** GET /api/health — 200 when every part works, 503 naming the failing part otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, options) => {
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
      const database = await checkDatabase();
      const status = database.status;
      void reply.header('cache-control', 'no-store');
      return reply.code(status === 'ok' ? 200 : 503).send({
        status,
        version: options.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        checks: { database },
      });
    },
  );
};
