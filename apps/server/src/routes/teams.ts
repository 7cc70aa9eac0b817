import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The read API's teams and team schedules. */
export const teamRoutes: FastifyPluginAsyncZod = async () => {};
