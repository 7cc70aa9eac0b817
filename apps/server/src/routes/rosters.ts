import {
  apiErrorSchema,
  teamInjuriesQuerySchema,
  teamInjuriesResponseSchema,
  teamRosterQuerySchema,
  teamRosterResponseSchema,
  teamRosterWeekQuerySchema,
} from '@all22/contracts';
import { asTeamId, normalizeWeekNumber, type SeasonType } from '@all22/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../errors/app-error.js';
import { assertTeamExists } from '../read/rosters/find-team.js';
import { findLatestRosterWeek } from '../read/rosters/find-latest-roster-week.js';
import { getTeamInjuries } from '../read/rosters/get-team-injuries.js';
import { getTeamRoster } from '../read/rosters/get-team-roster.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** The week within its season type (POST 19–23 → 1–4), or a 400 naming `week`. */
const toWeekNumber = (seasonType: SeasonType, week: number): number => {
  const canonical = normalizeWeekNumber(seasonType, week);
  if (canonical === null) {
    throw badRequest(`Invalid query parameter 'week': ${seasonType} has no week ${week}`);
  }
  return canonical;
};

/** The read API's rosters, weekly rosters and injury reports. */
export const rosterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/teams/roster',
    {
      schema: {
        summary: "A team's roster for a season: the latest week written",
        tags: ['teams'],
        querystring: teamRosterQuerySchema,
        response: { 200: teamRosterResponseSchema, ...errors },
      },
    },
    async (request) => {
      const teamId = asTeamId(request.query.teamId);
      const { season } = request.query;
      await assertTeamExists(db(), teamId);
      const week = await findLatestRosterWeek(db(), { season, teamId });
      const roster = week && (await getTeamRoster(db(), { ...week, teamId }));
      if (!roster) throw notFound(`No roster for team ${teamId} in season ${season}`);
      return roster;
    },
  );

  app.get(
    '/api/teams/rosterWeek',
    {
      schema: {
        summary: "A team's roster in one week",
        tags: ['teams'],
        querystring: teamRosterWeekQuerySchema,
        response: { 200: teamRosterResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { season, seasonType } = request.query;
      const teamId = asTeamId(request.query.teamId);
      const week = toWeekNumber(seasonType, request.query.week);
      await assertTeamExists(db(), teamId);
      const roster = await getTeamRoster(db(), { teamId, season, seasonType, week });
      if (!roster) throw notFound(`No roster for team ${teamId} in ${season} ${seasonType} week ${week}`);
      return roster;
    },
  );

  app.get(
    '/api/schedules/game/team/injuries',
    {
      schema: {
        summary: "A team's injury report for one week",
        tags: ['schedules'],
        querystring: teamInjuriesQuerySchema,
        response: { 200: teamInjuriesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { season, seasonType } = request.query;
      const teamId = asTeamId(request.query.teamId);
      const week = toWeekNumber(seasonType, request.query.week);
      await assertTeamExists(db(), teamId);
      return { injuries: await getTeamInjuries(db(), { teamId, season, seasonType, week }) };
    },
  );
};
