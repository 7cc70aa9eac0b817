import {
  apiErrorSchema,
  headshotParamsSchema,
  imageQuerySchema,
  teamLogoParamsSchema,
} from '@all22/contracts';
import { players, teams } from '@all22/db';
import type { SmartId, TeamId } from '@all22/domain';
import { renderHeadshotSvg, renderTeamLogoSvg } from '@all22/league';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors/app-error.js';

/** Images change only with the league's data: a day of caching (the teams call's own time). */
const IMAGE_CACHE_SECONDS = 86_400;
const FREE_AGENT_COLORS = { primaryColor: '#4b5563', secondaryColor: '#d1d5db' };

/** The pixel size to draw: the requested size times the device pixel ratio. */
const toPixels = (query: { size: number; dpr: number }): number => Math.round(query.size * query.dpr);

/** GET /api/images/logos/:teamId and /api/images/headshots/:smartId — generated SVG images. */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const svg = z.string().meta({ description: 'An SVG image' });

  app.get(
    '/api/images/logos/:teamId',
    {
      config: { cacheSeconds: IMAGE_CACHE_SECONDS },
      schema: {
        summary: "A team's logo: a monogram in the team's colours",
        tags: ['images'],
        params: teamLogoParamsSchema,
        querystring: imageQuerySchema,
        response: { 200: svg, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const [team] = await app.database.db
        .select({
          abbr: teams.abbr,
          fullName: teams.fullName,
          primaryColor: teams.primaryColor,
          secondaryColor: teams.secondaryColor,
        })
        .from(teams)
        .where(eq(teams.teamId, request.params.teamId as TeamId));
      if (!team) throw notFound(`No team with id ${request.params.teamId}`);
      return reply.type('image/svg+xml').send(renderTeamLogoSvg(team, toPixels(request.query)));
    },
  );

  app.get(
    '/api/images/headshots/:smartId',
    {
      config: { cacheSeconds: IMAGE_CACHE_SECONDS },
      schema: {
        summary: "A player's headshot: a generated portrait in his team's colours",
        tags: ['images'],
        params: headshotParamsSchema,
        querystring: imageQuerySchema,
        response: { 200: svg, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const [player] = await app.database.db
        .select({
          firstName: players.firstName,
          lastName: players.lastName,
          jerseyNumber: players.jerseyNumber,
          primaryColor: teams.primaryColor,
          secondaryColor: teams.secondaryColor,
        })
        .from(players)
        .leftJoin(teams, eq(teams.teamId, players.currentTeamId))
        .where(eq(players.smartId, request.params.smartId as SmartId));
      if (!player) throw notFound(`No player with smartId ${request.params.smartId}`);
      const colors =
        player.primaryColor && player.secondaryColor
          ? { primaryColor: player.primaryColor, secondaryColor: player.secondaryColor }
          : FREE_AGENT_COLORS;
      return reply
        .type('image/svg+xml')
        .send(renderHeadshotSvg({ ...player, ...colors }, toPixels(request.query)));
    },
  );
};
