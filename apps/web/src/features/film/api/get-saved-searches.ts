import { type AppConfig, type SavedSearch, savedSearchListResponseSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { type ApiAuth, apiGet } from '../../../lib/api-client';

/** What the film-room calls take besides their data: a signal, and a session other than the default. */
export interface SavedSearchCallOptions {
  signal?: AbortSignal;
  auth?: ApiAuth;
}

/**
 * GET /api/videos/filmSavedSearches: the user's saved searches (spec 2 §4 "loaded for the user"),
 * newest first, each with its matching and new play counts.
 */
export async function getSavedSearches(
  config: AppConfig,
  userId: string,
  { signal, auth }: SavedSearchCallOptions = {},
): Promise<SavedSearch[]> {
  const answer = await apiGet('/api/videos/filmSavedSearches', savedSearchListResponseSchema, {
    params: { userId },
    signal,
    baseUrl: config.apiBaseUrl,
    ...(auth ? { auth } : {}),
  });
  return answer.savedSearches;
}

/** The root of every user's saved-search keys. */
export const SAVED_SEARCHES_QUERY_KEY = ['film', 'savedSearches'] as const;

export function savedSearchesQueryOptions(config: AppConfig, userId: string) {
  return queryOptions({
    // The server compares user ids lower-cased: one list per user, however the id is spelled.
    queryKey: [...SAVED_SEARCHES_QUERY_KEY, userId.toLowerCase()],
    queryFn: ({ signal }) => getSavedSearches(config, userId, { signal }),
    // The spec's no-cache: read again whenever the film room asks (the ETag keeps that cheap).
    staleTime: 0,
  });
}

/** The signed-in user's saved searches (`userId`: the account's UID, the token's subject). */
export function useSavedSearches(userId: string) {
  return useQuery(savedSearchesQueryOptions(useAppConfig(), userId));
}
