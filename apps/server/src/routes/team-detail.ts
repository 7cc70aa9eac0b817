import {
  apiErrorSchema,
  teamDepthChartQuerySchema,
  teamDepthChartResponseSchema,
  teamStatsQuerySchema,
  teamStatsResponseSchema,
  teamTransactionsQuerySchema,
  teamTransactionsResponseSchema,
} from '@all22/contracts';
import { asTeamId, normalizeWeekNumber } from '@all22/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../errors/app-error.js';
import { assertTeamExists } from '../read/rosters/find-team.js';
import { findLatestDepthChartWeek } from '../read/team-detail/find-depth-chart-week.js';
import { getTeamDepthChart } from '../read/team-detail/get-team-depth-chart.js';
import { getTeamSeasonStats } from '../read/team-detail/get-team-season-stats.js';
import { listTeamTransactions } from '../read/team-detail/list-team-transactions.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** The read API's team page tabs: depth chart, transactions and season stats (default 60 s cache). */
export const teamDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/teams/depthChart',
    {
      schema: {
        summary: "A team's depth chart in one week; without a week, the latest written that season",
        tags: ['teams'],
        querystring: teamDepthChartQuerySchema,
        response: { 200: teamDepthChartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { season, seasonType } = request.query;
      const teamId = asTeamId(request.query.teamId);
      if (request.query.week !== undefined && seasonType === undefined) {
        throw badRequest("Invalid query parameter 'seasonType': is required when week is given");
      }
      const week =
        request.query.week === undefined || seasonType === undefined
          ? undefined
          : normalizeWeekNumber(seasonType, request.query.week);
      if (week === null) {
        throw badRequest(`Invalid query parameter 'week': ${seasonType} has no week ${request.query.week}`);
      }
      await assertTeamExists(db(), teamId);
      const chartWeek =
        week !== undefined && seasonType !== undefined
          ? { season, seasonType, week }
          : await findLatestDepthChartWeek(db(), { teamId, season, seasonType });
      const chart = chartWeek && (await getTeamDepthChart(db(), { ...chartWeek, teamId }));
      if (!chart) throw notFound(`No depth chart for team ${teamId} in season ${season}`);
      return chart;
    },
  );

  app.get(
    '/api/teams/transactions',
    {
      schema: {
        summary: "A season's transactions to or from a team, newest first",
        tags: ['teams'],
        querystring: teamTransactionsQuerySchema,
        response: { 200: teamTransactionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const teamId = asTeamId(request.query.teamId);
      await assertTeamExists(db(), teamId);
      return listTeamTransactions(db(), { teamId, season: request.query.season });
    },
  );

  app.get(
    '/api/teams/stats',
    {
      schema: {
        summary: "A team's season stats and its players' season lines by section",
        tags: ['teams'],
        querystring: teamStatsQuerySchema,
        response: { 200: teamStatsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const teamId = asTeamId(request.query.teamId);
      await assertTeamExists(db(), teamId);
      const { season, seasonType } = request.query;
      return getTeamSeasonStats(db(), { teamId, season, seasonType });
    },
  );
};
