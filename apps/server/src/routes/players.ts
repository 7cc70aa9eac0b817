import {
  apiErrorSchema,
  playerListQuerySchema,
  playerListResponseSchema,
  playerLookupQuerySchema,
  playerOverviewQuerySchema,
  playerOverviewResponseSchema,
  playerSchema,
  playerSearchQuerySchema,
  playerSearchResponseSchema,
} from '@all22/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../errors/app-error.js';
import { findPlayer, findPlayerNflId } from '../read/players/find-player.js';
import { getPlayerOverview } from '../read/players/get-player-overview.js';
import { listPlayers } from '../read/players/list-players.js';
import { requirePlayerId } from '../read/players/resolve-player-lookup.js';
import { searchPlayers } from '../read/players/search-players.js';

/** The player call is cached an hour (spec 1 §7, spec 2 §7). */
const PLAYER_CACHE_SECONDS = 3600;

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** The read API's players, player search, the players index and player overview. */
export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/api/players/player',
    {
      config: { cacheSeconds: PLAYER_CACHE_SECONDS },
      schema: {
        summary: 'A player by nflId, gsisId or smartId, with his current team and injury status',
        tags: ['players'],
        querystring: playerLookupQuerySchema,
        response: { 200: playerSchema, ...errors },
      },
    },
    async (request) => {
      const id = requirePlayerId(request.query, 'nflId');
      const player = await findPlayer(db(), id);
      if (!player) throw notFound(`No player with ${id.kind} ${id.value}`);
      return player;
    },
  );

  app.get(
    '/api/players/search',
    {
      schema: {
        summary: 'Players whose name matches a term of 3 characters or more, best match first (at most 20)',
        tags: ['players'],
        querystring: playerSearchQuerySchema,
        response: { 200: playerSearchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({ players: await searchPlayers(db(), request.query.term) }),
  );

  app.get(
    '/api/players',
    {
      schema: {
        summary: 'A page of the players index, filtered by name, position, team and status, sorted',
        description:
          'Every player but retired ones (with includeRetired=true or status=RET, those too). `term` ' +
          'keeps players whose name holds each of its words (case and accents folded). Sorts by ' +
          'name (last, first), position (QB, RB, WR, TE, OL, DL, EDGE, LB, CB, DB, K, P, LS), team ' +
          'abbreviation, jersey number, age or experience; players without the value last, ties by ' +
          'name then nflId. `total` counts the matches over all pages.',
        tags: ['players'],
        querystring: playerListQuerySchema,
        response: { 200: playerListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listPlayers(db(), request.query),
  );

  app.get(
    '/api/stats/player/overview',
    {
      schema: {
        summary: "A player's games played and missed and his passing, rushing and receiving for a season",
        tags: ['stats'],
        querystring: playerOverviewQuerySchema,
        response: { 200: playerOverviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { season, seasonType } = request.query;
      const id = requirePlayerId(request.query.playerId, 'playerId');
      const nflId = await findPlayerNflId(db(), id);
      if (nflId === null) throw notFound(`No player with ${id.kind} ${id.value}`);
      return getPlayerOverview(db(), { nflId, season, seasonType });
    },
  );
};
