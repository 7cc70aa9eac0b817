import {
  addSavedSearchRequestSchema,
  addSavedSearchResponseSchema,
  apiErrorSchema,
  deleteSavedSearchQuerySchema,
  deleteSavedSearchResponseSchema,
  MAX_SAVED_SEARCHES_PER_USER,
  openSavedSearchRequestSchema,
  openSavedSearchResponseSchema,
  type SavedSearch,
  savedSearchListQuerySchema,
  savedSearchListResponseSchema,
} from '@all22/contracts';
import type { SavedFilmSearch } from '@all22/db';
import { formatFilmFilterQuery } from '@all22/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest, notFound } from '../errors/app-error.js';
import { getLatestFilmSeason } from '../film/get-latest-film-season.js';
import { countSavedSearchPlays } from '../film/saved-searches/count-saved-search-plays.js';
import { deleteSavedSearch } from '../film/saved-searches/delete-saved-search.js';
import { listSavedSearches } from '../film/saved-searches/list-saved-searches.js';
import { markSavedSearchOpened } from '../film/saved-searches/mark-saved-search-opened.js';
import { parseFilterExpression } from '../film/saved-searches/parse-filter-expression.js';
import { saveSavedSearch } from '../film/saved-searches/save-saved-search.js';

/** A save is three short strings: more is not a saved search. */
const SAVED_SEARCH_BODY_LIMIT_BYTES = 16 * 1024;
/**
 * The spec's "no-cache" for the list: a browser may keep it but asks again every time (its ETag
 * makes an unchanged list a 304), so a search saved or deleted a moment ago always shows.
 */
const LIST_CACHE_CONTROL = 'private, no-cache';

const TAGS = ['saved film searches'];
const SECURITY = [{ bearerAuth: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The user id a call may act for, lower-cased as stored: a user reads and changes only their own
 * saved searches (the token's subject, compared lower-cased; 403 otherwise). With
 * AUTH_ENABLED=false a call without a token reaches here (everyone is a subscriber) and may name
 * any user: there is nobody to compare with. A token that came is still held to its subject.
 */
function toOwnUserId(request: FastifyRequest, userId: string): string {
  const owner = userId.toLowerCase();
  const subject = request.auth.token?.subject;
  if (subject !== undefined && subject.toLowerCase() !== owner) {
    throw new AppError('FORBIDDEN', 'You can only read and change your own saved searches');
  }
  return owner;
}

const noSuchLabel = (label: string) => notFound(`No saved search labelled ${JSON.stringify(label)}`);

/**
 * The film room's saved searches (spec 2 §3, §4, §7): list, add or replace, delete, and mark as
 * opened (ours: it resets the count of new plays). Subscribers only (api-access-rules.ts), each
 * user their own. Counts come from the film index that GET /api/plays searches.
 */
const savedSearchRoutesPlugin = async (root: FastifyInstance) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const leagueNow = () => new Date(app.leagueNow());

  const withPlayCounts = async (rows: readonly SavedFilmSearch[]): Promise<SavedSearch[]> => {
    if (rows.length === 0) return [];
    const latestSeason = await getLatestFilmSeason(db, app.leagueNow());
    return countSavedSearchPlays({ db, finder: app.filmIndex, latestSeason }, rows);
  };
  const withPlayCount = async (row: SavedFilmSearch): Promise<SavedSearch> => {
    const [savedSearch] = await withPlayCounts([row]);
    if (!savedSearch) throw new Error('a saved search was lost while counting its plays');
    return savedSearch;
  };

  app.get(
    '/api/videos/filmSavedSearches',
    {
      // Answers differ per caller and change with each save: never kept by the server.
      config: { serverCache: false },
      schema: {
        summary: "The user's saved film searches, newest first, with their play counts",
        description:
          'Each search carries matchingPlays (what GET /api/plays finds for it now) and newPlays ' +
          '(those in games that finished since the user last opened or saved it). Answered with ' +
          'Cache-Control: no-cache.',
        tags: TAGS,
        security: SECURITY,
        querystring: savedSearchListQuerySchema,
        response: { 200: savedSearchListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = toOwnUserId(request, request.query.userId);
      const savedSearches = await withPlayCounts(await listSavedSearches(db, userId));
      void reply.header('cache-control', LIST_CACHE_CONTROL);
      return { savedSearches };
    },
  );

  app.put(
    '/api/videos/addSavedSearch',
    {
      bodyLimit: SAVED_SEARCH_BODY_LIMIT_BYTES,
      schema: {
        summary: 'Save a film search under a label (an existing label is replaced)',
        description:
          `The label is trimmed and 1 to 100 characters; a user keeps at most ` +
          `${MAX_SAVED_SEARCHES_PER_USER} searches. filterExpression is checked with the film ` +
          'filter codec (as GET /api/plays reads its query) and stored in canonical form.',
        tags: TAGS,
        security: SECURITY,
        body: addSavedSearchRequestSchema,
        response: { 200: addSavedSearchResponseSchema, ...errors, 413: apiErrorSchema },
      },
    },
    async (request) => {
      const { label, filterExpression } = request.body;
      const userId = toOwnUserId(request, request.body.userId);
      const parsed = parseFilterExpression(filterExpression, await getLatestFilmSeason(db, app.leagueNow()));
      if (!parsed.ok) {
        const problems = parsed.errors.map((error) => error.message).join('; ');
        throw badRequest(`Invalid body field 'filterExpression': ${problems}`);
      }
      const canonical = formatFilmFilterQuery(parsed.filters);
      if (canonical === '') {
        throw badRequest("Invalid body field 'filterExpression': it has no film filter to save");
      }
      const saved = await saveSavedSearch(
        db,
        { userId, label, filterExpression: canonical },
        { openedAt: leagueNow(), maxPerUser: MAX_SAVED_SEARCHES_PER_USER },
      );
      if (saved.kind === 'limitReached') {
        throw badRequest(
          `You already have ${MAX_SAVED_SEARCHES_PER_USER} saved searches, the most there can be: ` +
            'delete one, or save under an existing label to replace it',
        );
      }
      return { savedSearch: await withPlayCount(saved.savedSearch), replaced: saved.replaced };
    },
  );

  app.delete(
    '/api/videos/deleteSavedSearch',
    {
      schema: {
        summary: 'Delete a saved film search by label',
        tags: TAGS,
        security: SECURITY,
        querystring: deleteSavedSearchQuerySchema,
        response: { 200: deleteSavedSearchResponseSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { label } = request.query;
      const userId = toOwnUserId(request, request.query.userId);
      if (!(await deleteSavedSearch(db, userId, label))) throw noSuchLabel(label);
      return { deleted: true as const };
    },
  );

  app.post(
    '/api/videos/openSavedSearch',
    {
      bodyLimit: SAVED_SEARCH_BODY_LIMIT_BYTES,
      schema: {
        summary: 'Mark a saved film search as opened: its plays so far are no longer new',
        tags: TAGS,
        security: SECURITY,
        body: openSavedSearchRequestSchema,
        response: { 200: openSavedSearchResponseSchema, ...errors, 404: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request) => {
      const { label } = request.body;
      const userId = toOwnUserId(request, request.body.userId);
      const opened = await markSavedSearchOpened(db, userId, label, leagueNow());
      if (opened === null) throw noSuchLabel(label);
      return { savedSearch: await withPlayCount(opened) };
    },
  );
};

export const savedSearchRoutes = fp(savedSearchRoutesPlugin, {
  name: 'saved-search-routes',
  dependencies: ['database', 'play-routes'],
});
