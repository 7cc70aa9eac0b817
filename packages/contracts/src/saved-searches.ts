/**
 * The film room's saved searches (spec 2 §3 "Saved film search", §4 "Film room", §7):
 * GET /api/videos/filmSavedSearches, PUT /api/videos/addSavedSearch,
 * DELETE /api/videos/deleteSavedSearch, and our POST /api/videos/openSavedSearch.
 */
import { z } from 'zod';

/** A label is trimmed, then 1 to this many characters. */
export const SAVED_SEARCH_LABEL_MAX_LENGTH = 100;
/** The most saved searches a user keeps; replacing one under an existing label is always allowed. */
export const MAX_SAVED_SEARCHES_PER_USER = 200;
/** Longer than every film filter set at once in canonical form: anything longer is not a search. */
export const SAVED_SEARCH_EXPRESSION_MAX_LENGTH = 4_000;

/** The caller's user id (the token subject); compared and stored lower-cased by the server. */
const userIdSchema = z
  .string({ error: 'is required' })
  .min(1, { error: 'is required' })
  .max(255, { error: 'must be at most 255 characters' })
  .meta({ description: "The user's UID (the access token's subject); compared lower-cased" });

const labelSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: `must be 1 to ${SAVED_SEARCH_LABEL_MAX_LENGTH} characters (after trimming)` })
  .max(SAVED_SEARCH_LABEL_MAX_LENGTH, {
    error: `must be 1 to ${SAVED_SEARCH_LABEL_MAX_LENGTH} characters (after trimming)`,
  })
  .meta({ description: "The search's name, unique per user", example: 'Red zone passes 2024' });

/**
 * A film-room query string without "?", e.g. "season=2024&seasonType=REG&passerId=123". The
 * server checks it with the film filter codec (an unknown key or bad value is a 400 naming it) and
 * stores its canonical form; an empty one (no filter) has nothing to save.
 */
const filterExpressionSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is empty: choose at least one film filter to save' })
  .max(SAVED_SEARCH_EXPRESSION_MAX_LENGTH, {
    error: `must be at most ${SAVED_SEARCH_EXPRESSION_MAX_LENGTH} characters`,
  })
  .meta({
    description: 'Film-room filters as a query string without "?"',
    example: 'season=2024&seasonType=REG&passerId=123',
  });

/** GET /api/videos/filmSavedSearches */
export const savedSearchListQuerySchema = z.object({ userId: userIdSchema });
export type SavedSearchListQuery = z.infer<typeof savedSearchListQuerySchema>;

/**
 * One saved search (spec 2 §3: userId, label, filterExpression, createdAt) and what the film room
 * shows beside it: how many plays match it now, and how many of those are in games that finished
 * since the user last opened (or saved) it.
 */
export const savedSearchSchema = z
  .object({
    /** Lower-cased. */
    userId: z.string(),
    label: z.string(),
    /** Canonical form (the film filter codec's formatFilmFilterQuery). */
    filterExpression: z.string(),
    /** ISO 8601: when this label was last saved (a replaced search is saved anew). */
    createdAt: z.string(),
    /** ISO 8601 on the league clock, or null for a search never opened since it existed. */
    lastOpenedAt: z.string().nullable(),
    matchingPlays: z.number().int().min(0),
    newPlays: z.number().int().min(0),
  })
  .meta({ id: 'SavedFilmSearch' });
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListResponseSchema = z
  .object({ savedSearches: z.array(savedSearchSchema) })
  .meta({ id: 'SavedFilmSearchList' });
export type SavedSearchListResponse = z.infer<typeof savedSearchListResponseSchema>;

/** PUT /api/videos/addSavedSearch: saving an existing label replaces its filterExpression. */
export const addSavedSearchRequestSchema = z
  .strictObject({ userId: userIdSchema, label: labelSchema, filterExpression: filterExpressionSchema })
  .meta({ id: 'AddSavedFilmSearch' });
export type AddSavedSearchRequest = z.input<typeof addSavedSearchRequestSchema>;

export const addSavedSearchResponseSchema = z
  .object({
    savedSearch: savedSearchSchema,
    /** True when the label existed and its filterExpression was replaced. */
    replaced: z.boolean(),
  })
  .meta({ id: 'AddSavedFilmSearchResult' });
export type AddSavedSearchResponse = z.infer<typeof addSavedSearchResponseSchema>;

/** DELETE /api/videos/deleteSavedSearch?userId=&label= */
export const deleteSavedSearchQuerySchema = z.object({ userId: userIdSchema, label: labelSchema });
export type DeleteSavedSearchQuery = z.input<typeof deleteSavedSearchQuerySchema>;

export const deleteSavedSearchResponseSchema = z
  .object({ deleted: z.literal(true) })
  .meta({ id: 'DeleteSavedFilmSearchResult' });
export type DeleteSavedSearchResponse = z.infer<typeof deleteSavedSearchResponseSchema>;

/** POST /api/videos/openSavedSearch: the user opened the search; its new plays are seen. */
export const openSavedSearchRequestSchema = z
  .strictObject({ userId: userIdSchema, label: labelSchema })
  .meta({ id: 'OpenSavedFilmSearch' });
export type OpenSavedSearchRequest = z.input<typeof openSavedSearchRequestSchema>;

export const openSavedSearchResponseSchema = z
  .object({ savedSearch: savedSearchSchema })
  .meta({ id: 'OpenSavedFilmSearchResult' });
export type OpenSavedSearchResponse = z.infer<typeof openSavedSearchResponseSchema>;
