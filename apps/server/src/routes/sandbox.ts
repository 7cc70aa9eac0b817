import { apiErrorSchema, sandboxQuerySchema, sandboxResponseSchema } from '@all22/contracts';
import { parseSandboxQuery } from '@all22/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../errors/app-error.js';
import { getLatestFilmSeason } from '../film/get-latest-film-season.js';
import { answerSandboxQuestion } from '../film/sandbox/answer-sandbox-question.js';

export interface SandboxRouteOptions {
  /** Plays a question may cover (SANDBOX_MAX_PLAYS); more are answered 413. */
  maxPlays: number;
}

/**
 * The stats sandbox: GET /api/stats/sandbox (subscribers, as the /tools page that asks).
 * Registered after the plays routes, whose film finder (app.filmIndex) counts its population.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<SandboxRouteOptions> = async (app, { maxPlays }) => {
  app.get(
    '/api/stats/sandbox',
    {
      schema: {
        summary: 'Answers a stats sandbox question: measures over film-filtered plays, grouped',
        description:
          "A stat category's measures (whitelisted keys) over the plays any film-room filters select, " +
          'one row per player, team, season, week or split of a split group, best first by `sort`, ' +
          'rows under the `min` qualifier left out. Each row carries `filter`, the film room query ' +
          'for its plays (`plays` is that count); `population.plays` is the film room count of the ' +
          'filters alone. 400 names every bad parameter; 413 when the filters cover more plays than ' +
          'the sandbox answers (SANDBOX_MAX_PLAYS, 150,000 by default) or the answer takes longer than its time budget.',
        tags: ['stats'],
        querystring: sandboxQuerySchema,
        response: { 200: sandboxResponseSchema, 400: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request) => {
      const latestSeason = await getLatestFilmSeason(app.database.db, app.leagueNow());
      const parsed = parseSandboxQuery(request.query as Record<string, string | string[] | undefined>, {
        currentSeason: latestSeason,
      });
      if (!parsed.ok) {
        throw badRequest(
          parsed.errors
            .map(
              (error) =>
                `Invalid query parameter '${error.field}': ${error.message.replace(`${error.field}: `, '')}`,
            )
            .join('; '),
        );
      }
      return answerSandboxQuestion(app.database.db, parsed.question, {
        maxPlays,
        // The film room's finder (its in-memory index once loaded): the population is its count.
        countPlays: async (filters) =>
          (await app.filmIndex.findPlays({ filters, offset: 0, limit: 0 })).total,
      });
    },
  );
};
