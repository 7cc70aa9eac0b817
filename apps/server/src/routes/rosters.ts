import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The read API's rosters, weekly rosters and injury reports. */
export const rosterRoutes: FastifyPluginAsyncZod = async () => {};
