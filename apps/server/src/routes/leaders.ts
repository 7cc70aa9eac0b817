import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The read API's stat leaders. */
export const leaderRoutes: FastifyPluginAsyncZod = async () => {};
