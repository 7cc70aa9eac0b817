import { apiErrorSchema, securedPingSchema } from '@all22/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/secured/ping — the smallest subscriber-only call (the auth plugin guards /api/secured/*). */
export const securedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/secured/ping',
    {
      schema: {
        summary: 'Check that the caller is a subscriber',
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        response: { 200: securedPingSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      config: { cacheSeconds: 0 },
    },
    async (request) => ({
      ok: true as const,
      uid: request.auth.token?.subject ?? null,
      subscribedPlan: request.auth.state.subscribedPlan,
    }),
  );
};
