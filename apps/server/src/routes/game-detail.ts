import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The read API's game detail: play-by-play, box score and team stats. */
export const gameDetailRoutes: FastifyPluginAsyncZod = async () => {};
