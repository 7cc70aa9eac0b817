import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The read API's subscriber stats (fantasy, team and player overviews, advanced stats). */
export const securedStatsRoutes: FastifyPluginAsyncZod = async () => {};
