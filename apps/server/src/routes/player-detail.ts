import {
  apiErrorSchema,
  playerFantasyWeeksResponseSchema,
  playerGameLogResponseSchema,
  playerSeasonQuerySchema,
  playerSeasonsQuerySchema,
  playerSeasonsResponseSchema,
} from '@all22/contracts';
import type { Database } from '@all22/db';
import type { NflId } from '@all22/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../errors/app-error.js';
import { findPlayerNflId } from '../read/players/find-player.js';
import { requirePlayerId } from '../read/players/resolve-player-lookup.js';
import { getPlayerFantasyWeeks } from '../read/player-detail/get-player-fantasy-weeks.js';
import { getPlayerGameLog } from '../read/player-detail/get-player-game-log.js';
import { listPlayerSeasons } from '../read/player-detail/list-player-seasons.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** The nflId behind a playerId (nflId, gsisId or smartId): 400 when malformed, 404 when unknown. */
const requireNflId = async (db: Database, playerId: string): Promise<NflId> => {
  const id = requirePlayerId(playerId, 'playerId');
  const nflId = await findPlayerNflId(db, id);
  if (nflId === null) throw notFound(`No player with ${id.kind} ${id.value}`);
  return nflId;
};

/** The read API's player page tabs: seasons, game log and fantasy weeks (default 60 s cache). */
export const playerDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/players/seasons',
    {
      schema: {
        summary: "A player's stat lines season by season (every season type he has a line for)",
        tags: ['players'],
        querystring: playerSeasonsQuerySchema,
        response: { 200: playerSeasonsResponseSchema, ...errors },
      },
    },
    async (request) => listPlayerSeasons(db(), await requireNflId(db(), request.query.playerId)),
  );

  app.get(
    '/api/players/gameLog',
    {
      schema: {
        summary: "A player's games of a season: opponent, result and headline figures",
        tags: ['players'],
        querystring: playerSeasonQuerySchema,
        response: { 200: playerGameLogResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { season, seasonType } = request.query;
      const nflId = await requireNflId(db(), request.query.playerId);
      return getPlayerGameLog(db(), { nflId, season, seasonType });
    },
  );

  app.get(
    '/api/players/fantasyWeeks',
    {
      schema: {
        summary: "A player's fantasy points (standard, half PPR, PPR) week by week",
        tags: ['players'],
        querystring: playerSeasonQuerySchema,
        response: { 200: playerFantasyWeeksResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { season, seasonType } = request.query;
      const nflId = await requireNflId(db(), request.query.playerId);
      return getPlayerFantasyWeeks(db(), { nflId, season, seasonType });
    },
  );
};
