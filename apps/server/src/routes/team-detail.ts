import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The read API's team detail: depth chart, transactions and season stats. */
export const teamDetailRoutes: FastifyPluginAsyncZod = async () => {};
