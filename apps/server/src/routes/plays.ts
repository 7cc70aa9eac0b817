import {
  apiErrorSchema,
  playDetailResponseSchema,
  playGameCountsQuerySchema,
  playGameCountsResponseSchema,
  playListQuerySchema,
  playListResponseSchema,
  playParamsSchema,
  playTrackingResponseSchema,
} from '@all22/contracts';
import { type FilmFilterKey, type PlayRecord, parsePlayKey } from '@all22/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../errors/app-error.js';
import { getLatestFilmSeason } from '../film/get-latest-film-season.js';
import { loadPlayRosters } from '../film/load-play-rosters.js';
import { loadPlayTracking } from '../film/load-play-tracking.js';
import { loadPlaysByKey } from '../film/load-plays-by-key.js';
import { loadPlayContext } from '../film/load-play-context.js';
import { parsePlayFilters, parsePlaySearch } from '../film/parse-play-search.js';
import { countPlaysByGame } from '../film/count-plays-by-game.js';
import { type IndexedPlayFinder, createIndexedPlayFinder } from '../film/film-index/indexed-play-finder.js';
import { createSqlPlayFinder } from '../film/sql-play-finder.js';
import { toPlayParticipants } from '../film/to-play-participants.js';
import { toPlayResponse } from '../film/to-play-response.js';
import { createChangeWatch } from '../changes/change-watch.js';

/** A stored play changes only if the feed corrects it: an hour of caching. */
const PLAY_CACHE_SECONDS = 3_600;
/** Tracking is generated deterministically from the play: a day. */
const TRACKING_CACHE_SECONDS = 86_400;
/** The filters that bound /api/plays/games to a handful of games. */
const GAME_SCOPE_KEYS: readonly FilmFilterKey[] = [
  'gameId',
  'weekSlug',
  'week',
  'teamId',
  'possessionTeamId',
  'defenseTeamId',
];
/** Without an announced change, the film index and the latest film season are read again after this. */
const MAX_QUIET_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The film room's search: the in-memory film index, SQL until it has loaded. */
    filmIndex: IndexedPlayFinder;
  }
}

/**
 * GET /api/plays, /api/plays/:playId and /api/plays/:playId/tracking — the film room's plays.
 * Searches go through the in-memory film index (film/film-index), which starts loading when the
 * server is ready; the SQL finder answers until it has, so the first requests after boot answer
 * too. Not encapsulated, so `app.filmIndex` (its status, whenReady) is visible to the server.
 */
const playRoutesPlugin = async (root: FastifyInstance) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const finder = createIndexedPlayFinder({
    db,
    fallback: createSqlPlayFinder(db),
    watch: createChangeWatch(app.liveChanges, { maxQuietMs: MAX_QUIET_MS }),
    onError: (error) => app.log.error({ err: error }, 'film index: the SQL finder answers meanwhile'),
    onReady: (status) =>
      app.log.info(
        {
          plays: status.plays,
          megabytes: Math.round(status.bytes / 1024 ** 2),
          ms: Math.round(status.loadMs ?? 0),
        },
        'film index ready',
      ),
  });
  app.decorate('filmIndex', finder);
  app.addHook('onReady', async () => finder.start());
  app.addHook('onClose', async () => finder.close());

  // The latest film season changes with a new season's first week: read again after a change.
  const seasonWatch = createChangeWatch(app.liveChanges, { maxQuietMs: MAX_QUIET_MS });
  app.addHook('onClose', async () => seasonWatch.close());
  let latestFilmSeason: Promise<number> | null = null;
  const readLatestFilmSeason = (): Promise<number> => {
    if (latestFilmSeason === null || seasonWatch.takeIsDue()) {
      latestFilmSeason = getLatestFilmSeason(db, app.leagueNow()).catch((error: unknown) => {
        latestFilmSeason = null;
        throw error;
      });
    }
    return latestFilmSeason;
  };

  const loadPlay = async (playId: string): Promise<PlayRecord> => {
    const key = parsePlayKey(playId);
    if (key === null) throw badRequest(`Invalid path parameter 'playId': ${JSON.stringify(playId)}`);
    const [play] = await loadPlaysByKey(db, [key]);
    if (play === undefined) throw notFound(`No play with id ${playId}`);
    return play;
  };

  app.get(
    '/api/plays',
    {
      schema: {
        summary: 'Plays matching film-room filters, a page at a time',
        description:
          'Any film-room filter (spec 2 §3) as a query parameter; unknown parameters and bad values ' +
          'give 400 naming them. Newest game first, each game in play order.',
        tags: ['plays'],
        querystring: playListQuerySchema,
        response: { 200: playListResponseSchema, 400: apiErrorSchema },
      },
      // A page is up to 200 plays of 120 fields built from typed records (toPlayResponse): checking
      // it against the schema again took a third of the request. The tests parse it with the schema.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const latestSeason = await readLatestFilmSeason();
      const search = parsePlaySearch(request.query, latestSeason);
      const { keys, total } = await finder.findPlays(search);
      const plays = await loadPlaysByKey(db, keys);
      return {
        plays: plays.map(toPlayResponse),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  app.get(
    '/api/plays/games',
    {
      schema: {
        summary: 'How many plays matching film-room filters each game holds',
        description:
          "The film room's game cards: any film-room filter, one of them naming a game, a week or a " +
          'team (a whole league of games is not a card view). Newest game first.',
        tags: ['plays'],
        querystring: playGameCountsQuerySchema,
        response: { 200: playGameCountsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const filters = parsePlayFilters(request.query, await readLatestFilmSeason());
      if (!GAME_SCOPE_KEYS.some((key) => filters[key] !== undefined)) {
        throw badRequest(`Name a game, a week or a team: one of ${GAME_SCOPE_KEYS.join(', ')}`);
      }
      const { keys, total } = await finder.findPlays({ filters, offset: 0, limit: Number.MAX_SAFE_INTEGER });
      return { games: countPlaysByGame(keys), total };
    },
  );

  app.get(
    '/api/plays/:playId',
    {
      config: { cacheSeconds: PLAY_CACHE_SECONDS },
      schema: {
        summary: 'One play with every film attribute and its participants',
        tags: ['plays'],
        params: playParamsSchema,
        response: { 200: playDetailResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const play = await loadPlay(request.params.playId);
      const [rosters, context] = await Promise.all([loadPlayRosters(db, play), loadPlayContext(db, play)]);
      return { ...toPlayResponse(play), participants: toPlayParticipants(play, rosters), ...context };
    },
  );

  app.get(
    '/api/plays/:playId/tracking',
    {
      config: { cacheSeconds: TRACKING_CACHE_SECONDS },
      schema: {
        summary: "A play's player tracking: 22 players and the ball at 10 frames per second",
        tags: ['plays'],
        params: playParamsSchema,
        response: { 200: playTrackingResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const play = await loadPlay(request.params.playId);
      return { id: request.params.playId, ...(await loadPlayTracking(db, play)) };
    },
  );
};

export const playRoutes = fp(playRoutesPlugin, { name: 'play-routes', dependencies: ['database'] });
