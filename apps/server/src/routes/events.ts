import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The read API's analytics events (page views, clicks). */
export const eventRoutes: FastifyPluginAsyncZod = async () => {};
