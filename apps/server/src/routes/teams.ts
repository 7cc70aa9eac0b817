import {
  apiErrorSchema,
  teamScheduleQuerySchema,
  teamScheduleResponseSchema,
  teamsQuerySchema,
  teamsResponseSchema,
} from '@all22/contracts';
import type { TeamId } from '@all22/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../errors/app-error.js';
import { listTeamSeasonGames } from '../read/games/list-games.js';
import { hasTeam } from '../read/teams/has-team.js';
import { listTeams } from '../read/teams/list-teams.js';

/** Teams change only between seasons: a day of caching (spec 1 §7). */
const TEAMS_CACHE_SECONDS = 86_400;

/** The read API's teams and team schedules. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/teams/all',
    {
      config: { cacheSeconds: TEAMS_CACHE_SECONDS },
      schema: {
        summary: 'Every team; the all-star (PRO) teams only with includePro=true',
        tags: ['teams'],
        querystring: teamsQuerySchema,
        response: { 200: teamsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({ teams: await listTeams(app.database.db, request.query) }),
  );

  app.get(
    '/api/teams/schedule',
    {
      schema: {
        summary: "A team's games of a season (every season type), as an array",
        tags: ['teams'],
        querystring: teamScheduleQuerySchema,
        response: { 200: teamScheduleResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const teamId = request.query.teamId as TeamId;
      if (!(await hasTeam(app.database.db, teamId))) throw notFound(`No team with id ${teamId}`);
      return listTeamSeasonGames(app.database.db, request.query.season, teamId);
    },
  );
};
