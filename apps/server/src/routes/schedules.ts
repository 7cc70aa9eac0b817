import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The read API's schedules, scores and standings. */
export const scheduleRoutes: FastifyPluginAsyncZod = async () => {};
