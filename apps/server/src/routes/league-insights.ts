import { apiErrorSchema, leagueInsightsQuerySchema, leagueInsightsResponseSchema } from '@all22/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveInsightWeek } from '../read/fantasy-insights/resolve-insight-week.js';
import { createLeagueInsightsReader } from '../read/league-insights/get-league-insights.js';

/**
 * GET /api/insights — the /insights and /insights-beta pages' data, guarded as those pages are
 * (subscribers by default; refused in production, where the pages are not offered).
 */
export const leagueInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = createLeagueInsightsReader(app.liveChanges);
  app.addHook('onClose', async () => reader.close());

  app.get(
    '/api/insights',
    {
      schema: {
        summary: 'League insights: team efficiency, trends, notable performances, beta cards',
        description:
          "Computed from the season's regular-season plays: each team's offense and defense EPA per " +
          'play, success rate and early-down pass rate with its quadrant against the league; net EPA ' +
          'per play by week with the biggest risers and fallers through the week; the week’s notable ' +
          'finished-game performances; and the beta cards (pass rate over expected, explosive runs). ' +
          'Each insight says how it was computed and carries film-room queries of its plays with their ' +
          "counts. Without season and week, the league's current regular-season week.",
        tags: ['insights'],
        security: [{ bearerAuth: [] }],
        querystring: leagueInsightsQuerySchema,
        response: {
          200: leagueInsightsResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const db = app.database.db;
      const week = await resolveInsightWeek(db, app.leagueNow(), request.query);
      return reader.read(db, week);
    },
  );
};
