import { Readable } from 'node:stream';
import {
  apiErrorSchema,
  leaderCsvQuerySchema,
  leaderParamsSchema,
  leaderQuerySchema,
  leaderResponseSchema,
} from '@all22/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getStatLeadersCsv } from '../read/stats/get-stat-leaders-csv.js';
import { getStatLeaders } from '../read/stats/get-stat-leaders.js';

/**
 * The read API's stat leaders: GET /api/stats/leaders/{group}/{season|game} (a page, JSON) and
 * GET /api/stats/leaders/{group}/{season|game}.csv (the whole table, CSV).
 */
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

  app.get(
    '/api/stats/leaders/:group/:period.csv',
    {
      // A download, streamed: nothing to keep or revalidate (a stream has no ETag either).
      config: { cacheSeconds: 0, serverCache: false },
      schema: {
        summary: 'A whole stat-leader table as CSV',
        description:
          'Every row of the table (all pages) for the same filters and sort as the JSON call, ' +
          "with the stats page's columns: rank, player (position, team) or team, week and " +
          'opponent for single games, then each figure as the table shows it. UTF-8 with a ' +
          'byte-order mark, CRLF lines; a text cell that a spreadsheet would run as a formula ' +
          "starts with '. Sent as an attachment named after the filters.",
        tags: ['stats'],
        params: leaderParamsSchema,
        querystring: leaderCsvQuerySchema,
        response: { 200: z.string().meta({ description: 'CSV text (text/csv)' }), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const csv = await getStatLeadersCsv(app.database.db, request.params, request.query);
      // The schema documents the body as text; it goes out as a stream of lines, which the
      // typed reply (payloads of the schema's type) does not describe.
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('x-total-count', String(csv.total))
        .send(Readable.from(csv.lines));
    },
  );
};
