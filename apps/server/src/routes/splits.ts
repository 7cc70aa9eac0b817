import { apiErrorSchema, splitParamsSchema, splitQuerySchema, splitResponseSchema } from '@all22/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getStatSplits } from '../film/splits/get-stat-splits.js';

/** The split tables: GET /api/stats/splits/{category} (subscribers, as the film room they open). */
export const splitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stats/splits/:category',
    {
      schema: {
        summary: "A player's or team's season stat line for every split of a category",
        description:
          'Categories passing, rushing, receiving, defense (nflId) and team-offense, team-defense ' +
          'with their -pass and -rush variants (teamId). Each split (grouped as the catalogue ' +
          "groups them) carries the category's figures over its plays and `filter`, the film " +
          "room query that finds those plays: its general.plays is that query's count.",
        tags: ['stats'],
        params: splitParamsSchema,
        querystring: splitQuerySchema,
        response: { 200: splitResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getStatSplits(app.database.db, request.params, request.query),
  );
};
