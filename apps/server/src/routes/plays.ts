import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The read API's the film room's plays and tracking. */
export const playRoutes: FastifyPluginAsyncZod = async () => {};
