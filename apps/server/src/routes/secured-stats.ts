import {
  ADVANCED_STATS_KINDS,
  advancedStatsPath,
  advancedStatsQuerySchema,
  advancedStatsResponseSchema,
  apiErrorSchema,
  fantasyRankingQuerySchema,
  fantasySeasonQuerySchema,
  fantasySeasonResponseSchema,
  fantasyWeeklyResponseSchema,
  teamDefenseOverviewQuerySchema,
  teamDefenseOverviewResponseSchema,
  teamOffenseOverviewQuerySchema,
  teamOffenseOverviewResponseSchema,
} from '@all22/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADVANCED_STATS_DEFINITIONS } from '../read/stats/advanced-stats-kinds.js';
import { getAdvancedPlayerStats } from '../read/stats/get-advanced-player-stats.js';
import { getFantasySeasonStats } from '../read/stats/get-fantasy-season-stats.js';
import { getFantasyWeeklyPoints } from '../read/stats/get-fantasy-weekly-points.js';
import { getTeamDefenseOverview, getTeamOffenseOverview } from '../read/stats/get-team-overviews.js';

/** Errors every subscriber stats call may answer (the auth plugin guards /api/secured/*). */
const securedErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The read API's subscriber stats (fantasy, team and player overviews, advanced stats). */
export const securedStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/secured/stats/fantasy/season',
    {
      schema: {
        summary: "One player's fantasy season (nflId) or the fantasy ranking",
        description:
          'With nflId: that player (players[] of one, with the season sections the player header ' +
          'reads; empty when he has no row). Otherwise a ranking of up to `limit` players sorted by ' +
          '`sortKey` (any fantasy key, rank labels by rank, or a column), unranked players last; ' +
          'each row with teamAbbr, byeWeek and its stat columns. Optional filters: position (one or ' +
          'a comma-separated list), teamId, and a week range (weekFrom, weekTo) whose games, ' +
          'points and position ranks are summed from those weeks only.',
        tags: ['stats'],
        security: [{ bearerAuth: [] }],
        querystring: fantasySeasonQuerySchema,
        response: { 200: fantasySeasonResponseSchema, ...securedErrors, 404: apiErrorSchema },
      },
    },
    async (request) => getFantasySeasonStats(app.database.db, request.query),
  );

  app.get(
    '/api/secured/stats/fantasy/weekly',
    {
      schema: {
        summary: "The fantasy ranking's players' points week by week",
        description:
          'The players the ranking with the same query answers, in its order, each with his ' +
          'points (standard, half PPR, PPR) in each week of the range he played; `weeks` lists ' +
          "the range's weeks with games.",
        tags: ['stats'],
        security: [{ bearerAuth: [] }],
        querystring: fantasyRankingQuerySchema,
        response: { 200: fantasyWeeklyResponseSchema, ...securedErrors },
      },
    },
    async (request) => getFantasyWeeklyPoints(app.database.db, request.query),
  );

  app.get(
    '/api/secured/stats/team-offense/overview/season',
    {
      schema: {
        summary: "Teams' offense per game for a season (passYpg, rushYpg, ppg)",
        description: 'Every team, or the one named by teamOffense (offense[0]).',
        tags: ['stats'],
        security: [{ bearerAuth: [] }],
        querystring: teamOffenseOverviewQuerySchema,
        response: { 200: teamOffenseOverviewResponseSchema, ...securedErrors, 404: apiErrorSchema },
      },
    },
    async (request) => getTeamOffenseOverview(app.database.db, request.query),
  );

  app.get(
    '/api/secured/stats/team-defense/overview/season',
    {
      schema: {
        summary: "Teams' points allowed per game for a season, fewest first",
        tags: ['stats'],
        security: [{ bearerAuth: [] }],
        querystring: teamDefenseOverviewQuerySchema,
        response: { 200: teamDefenseOverviewResponseSchema, ...securedErrors },
      },
    },
    async (request) => getTeamDefenseOverview(app.database.db, request.query),
  );

  for (const kind of ADVANCED_STATS_KINDS) {
    app.get(
      advancedStatsPath(kind),
      {
        schema: {
          summary: ADVANCED_STATS_DEFINITIONS[kind].summary,
          description:
            "With nflId: that player's row (empty when he has no season row). Otherwise the " +
            "season's players who took part, best first, up to `limit`.",
          tags: ['stats'],
          security: [{ bearerAuth: [] }],
          querystring: advancedStatsQuerySchema,
          response: { 200: advancedStatsResponseSchema, ...securedErrors, 404: apiErrorSchema },
        },
      },
      async (request) => getAdvancedPlayerStats(app.database.db, kind, request.query),
    );
  }
};
