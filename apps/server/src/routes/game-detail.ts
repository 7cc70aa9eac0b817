import {
  apiErrorSchema,
  boxScoreResponseSchema,
  gameDetailQuerySchema,
  gameTeamStatsResponseSchema,
  playByPlayResponseSchema,
} from '@all22/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { notFound } from '../errors/app-error.js';
import { getBoxScore } from '../read/game-detail/get-box-score.js';
import { getGameTeamStats } from '../read/game-detail/get-game-team-stats.js';
import { getPlayByPlay } from '../read/game-detail/get-play-by-play.js';
import { type GamePlays, loadGamePlays } from '../read/game-detail/load-game-plays.js';
import type { Database } from '@all22/db';

/**
 * A final game's plays no longer change, so its detail is cached like /api/schedules/game (600 s);
 * a game under way or not started keeps the default 60 s.
 */
const FINAL_GAME_CACHE_SECONDS = 600;

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

const requireGame = async (db: Database, id: string, reply: FastifyReply): Promise<GamePlays> => {
  const game = await loadGamePlays(db, id);
  if (!game) throw notFound(`No game with id ${id}`);
  if (game.context.isFinal) void reply.header('cache-control', `max-age=${FINAL_GAME_CACHE_SECONDS}`);
  return game;
};

/** The read API's game detail: play-by-play, box score and team stats. */
export const gameDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/games/playByPlay',
    {
      schema: {
        summary: "A game's plays by drive, in snap order (no drives before kick-off)",
        tags: ['games'],
        querystring: gameDetailQuerySchema,
        response: { 200: playByPlayResponseSchema, ...errors },
      },
    },
    async (request, reply) => getPlayByPlay(await requireGame(db(), request.query.gameId, reply)),
  );

  app.get(
    '/api/games/boxScore',
    {
      schema: {
        summary: "A game's box score: score by period, team headline figures, player lines by section",
        tags: ['games'],
        querystring: gameDetailQuerySchema,
        response: { 200: boxScoreResponseSchema, ...errors },
      },
    },
    async (request, reply) => getBoxScore(db(), await requireGame(db(), request.query.gameId, reply)),
  );

  app.get(
    '/api/games/teamStats',
    {
      schema: {
        summary: "Both teams' stats in a game",
        tags: ['games'],
        querystring: gameDetailQuerySchema,
        response: { 200: gameTeamStatsResponseSchema, ...errors },
      },
    },
    async (request, reply) => getGameTeamStats(await requireGame(db(), request.query.gameId, reply)),
  );
};
