import {
  apiErrorSchema,
  leaderParamsSchema,
  leaderQuerySchema,
  leaderResponseSchema,
} from '@all22/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getStatLeaders } from '../read/stats/get-stat-leaders.js';

/** The read API's stat leaders: GET /api/stats/leaders/{group}/{season|game} (public). */
export const leaderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/stats/leaders/:group/:period',
    {
      schema: {
        summary: 'A page of a stat-leader table and its columns',
        description:
          'Groups passing, rushing, receiving, defense (players) and team-offense, team-defense; ' +
          'period season (season rows) or game (single-game rows, optionally one week). Sortable ' +
          'by any column key; rows without a value sort last. `columns` documents every column ' +
          '(label, tooltip, decimals, isPercentage); each row carries `values` by column key.',
        tags: ['stats'],
        params: leaderParamsSchema,
        querystring: leaderQuerySchema,
        response: { 200: leaderResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => getStatLeaders(app.database.db, request.params, request.query),
  );
};
