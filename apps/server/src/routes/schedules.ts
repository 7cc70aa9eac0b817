import {
  apiErrorSchema,
  currentScheduleSchema,
  gameQuerySchema,
  gameSchema,
  gamesResponseSchema,
  liveWithWinResponseSchema,
  type OptionalSeasonWeekQuery,
  optionalSeasonWeekQuerySchema,
  seasonQuerySchema,
  seasonWeekQuerySchema,
  standingsQuerySchema,
  standingsResponseSchema,
  weekOddsResponseSchema,
  weeksResponseSchema,
} from '@all22/contracts';
import { findLeagueWeek } from '@all22/league';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../errors/app-error.js';
import { getCurrentSchedule } from '../read/games/get-current-schedule.js';
import { getStandings } from '../read/games/get-standings.js';
import { findGame, listWeekGames } from '../read/games/list-games.js';
import { addWinProbabilities } from '../read/games/list-games-with-win-probability.js';
import { listWeekOdds } from '../read/games/list-week-odds.js';
import { listWeeks } from '../read/games/list-weeks.js';

/** Cache times of the spec's calls (spec 1 §7); calls it gives none keep the default 60 s. */
const CACHE_SECONDS = {
  game: 600,
  weekOdds: 3600,
  liveScores: 15,
  standings: 3600,
  weeks: 86_400,
  liveWithWin: 30,
} as const;

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** The week asked for, or the league's current week when the query names none. */
const resolveWeek = (query: OptionalSeasonWeekQuery, nowMs: number) => {
  if (query.season !== undefined && query.seasonType !== undefined && query.week !== undefined) {
    return { season: query.season, seasonType: query.seasonType, week: query.week };
  }
  const { season, seasonType, week } = findLeagueWeek(nowMs);
  return { season, seasonType, week };
};

/** The read API's schedules, scores and standings. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/schedules/current',
    {
      schema: {
        summary: "The league's current week and which of its games are played",
        tags: ['schedules'],
        response: { 200: currentScheduleSchema },
      },
    },
    async () => getCurrentSchedule(db(), app.leagueNow()),
  );

  app.get(
    '/api/schedules/game',
    {
      config: { cacheSeconds: CACHE_SECONDS.game },
      schema: {
        summary: 'One game, by its gameId or smartId',
        tags: ['schedules'],
        querystring: gameQuerySchema,
        response: { 200: gameSchema, ...errors },
      },
    },
    async (request) => {
      const game = await findGame(db(), request.query.gameId);
      if (!game) throw notFound(`No game with id ${request.query.gameId}`);
      return game;
    },
  );

  app.get(
    '/api/schedules/games',
    {
      schema: {
        summary: "A week's games",
        tags: ['schedules'],
        querystring: seasonWeekQuerySchema,
        response: { 200: gamesResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({ games: await listWeekGames(db(), request.query) }),
  );

  app.get(
    '/api/schedules/week/odds',
    {
      config: { cacheSeconds: CACHE_SECONDS.weekOdds },
      schema: {
        summary: "Betting lines of a week's games (decimal prices, handicaps per side)",
        tags: ['schedules'],
        querystring: seasonWeekQuerySchema,
        response: { 200: weekOddsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({ odds: await listWeekOdds(db(), request.query) }),
  );

  app.get(
    '/api/scores/live/games',
    {
      config: { cacheSeconds: CACHE_SECONDS.liveScores },
      schema: {
        summary: "A week's games with their live state; the current week when no week is named",
        tags: ['schedules'],
        querystring: optionalSeasonWeekQuerySchema,
        response: { 200: gamesResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({
      games: await listWeekGames(db(), resolveWeek(request.query, app.leagueNow())),
    }),
  );

  app.get(
    '/api/schedules/liveWithWin',
    {
      config: { cacheSeconds: CACHE_SECONDS.liveWithWin },
      schema: {
        summary: "A week's games with each side's live win probability; the current week by default",
        tags: ['schedules'],
        querystring: optionalSeasonWeekQuerySchema,
        response: { 200: liveWithWinResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const games = await listWeekGames(db(), resolveWeek(request.query, app.leagueNow()));
      return { games: await addWinProbabilities(db(), games) };
    },
  );

  app.get(
    '/api/schedules/standings',
    {
      config: { cacheSeconds: CACHE_SECONDS.standings },
      schema: {
        summary: 'Regular-season standings for a week (POST: week 18; no week: the latest)',
        tags: ['schedules'],
        querystring: standingsQuerySchema,
        response: { 200: standingsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => getStandings(db(), request.query, app.leagueNow()),
  );

  app.get(
    '/api/schedules/weeks',
    {
      config: { cacheSeconds: CACHE_SECONDS.weeks },
      schema: {
        summary: "A season's weeks, PRE then REG then POST",
        tags: ['schedules'],
        querystring: seasonQuerySchema,
        response: { 200: weeksResponseSchema, ...errors },
      },
    },
    async (request) => {
      const weeks = await listWeeks(db(), request.query.season);
      if (weeks.length === 0) throw notFound(`No weeks for season ${request.query.season}`);
      return { weeks };
    },
  );
};
