import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The read API's player detail: season-by-season stats, game log and fantasy points by week. */
export const playerDetailRoutes: FastifyPluginAsyncZod = async () => {};
