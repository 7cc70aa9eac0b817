import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The read API's players, player search and player overview. */
export const playerRoutes: FastifyPluginAsyncZod = async () => {};
