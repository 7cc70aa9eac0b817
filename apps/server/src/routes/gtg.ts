import { apiErrorSchema, funFactsResponseSchema, gtgQuerySchema, gtgResponseSchema } from '@all22/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getFunFacts } from '../read/gtg/get-fun-facts.js';
import { getGameTimeGuide } from '../read/gtg/get-game-time-guide.js';
import { resolveGuideWeek } from '../read/gtg/resolve-guide-week.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** The Game Time Guide's calls (default 60 s cache, like the week's games). */
export const gtgRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/gtg',
    {
      schema: {
        summary:
          "A week's games with each side's record, ranks, players to watch and injuries, and the key matchups; the current week by default",
        tags: ['gtg'],
        querystring: gtgQuerySchema,
        response: { 200: gtgResponseSchema, ...errors },
      },
    },
    async (request) => getGameTimeGuide(db(), await resolveGuideWeek(db(), request.query, app.leagueNow())),
  );

  app.get(
    '/api/gtg/funFacts',
    {
      schema: {
        summary:
          "Facts about a week's games from the games before it (series, streaks, records, milestones within reach), each with its evidence; the current week by default",
        tags: ['gtg'],
        querystring: gtgQuerySchema,
        response: { 200: funFactsResponseSchema, ...errors },
      },
    },
    async (request) => getFunFacts(db(), await resolveGuideWeek(db(), request.query, app.leagueNow())),
  );
};
