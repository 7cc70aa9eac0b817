import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The read API's live push of game-state changes (server-sent events). */
export const liveRoutes: FastifyPluginAsyncZod = async () => {};
