import { apiErrorSchema, fantasyInsightsQuerySchema, fantasyInsightsResponseSchema } from '@all22/contracts';
import { toPointsPerReception, type PointsPerReception } from '@all22/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUserById } from '../identity/users.js';
import { createFantasyInsightsReader } from '../read/fantasy-insights/get-fantasy-insights.js';
import { resolveInsightWeek } from '../read/fantasy-insights/resolve-insight-week.js';

/** GET /api/secured/fantasy/insights — the /fantasy/insights page's cards (the auth plugin guards /api/secured/*). */
export const fantasyInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reader = createFantasyInsightsReader(app.liveChanges);
  app.addHook('onClose', async () => reader.close());

  /** The caller's account setting, standard without an account (sign-in off, another provider's token). */
  const readAccountScoring = async (subject: string | undefined): Promise<PointsPerReception> => {
    if (subject === undefined) return 0;
    const user = await findUserById(app.database.db, subject);
    return toPointsPerReception(user?.displaySettings.pointsPerReception);
  };

  app.get(
    '/api/secured/fantasy/insights',
    {
      // Without `scoring` the answer follows the caller's account: not one answer for every caller.
      // The reader keeps the insights themselves until the league moves.
      config: { serverCache: false },
      schema: {
        summary: "A week's fantasy insights: usage trends, matchups, buy low / sell high, injuries",
        description:
          'Cards grouped by kind, each with the figures behind it, its player and team, and film-room ' +
          "queries of the plays behind it. The week is the one the decisions are for (the league's " +
          'current regular-season week by default); the figures read the finished games of the weeks ' +
          'before it, "the last 3 weeks" the last three of those. scoring is points per reception ' +
          "(0, 0.5 or 1; default the account's setting, else standard).",
        tags: ['fantasy'],
        security: [{ bearerAuth: [] }],
        querystring: fantasyInsightsQuerySchema,
        response: {
          200: fantasyInsightsResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const db = app.database.db;
      const [week, scoring] = await Promise.all([
        resolveInsightWeek(db, app.leagueNow(), request.query),
        request.query.scoring ?? readAccountScoring(request.auth.token?.subject),
      ]);
      return reader.read(db, week, scoring);
    },
  );
};
