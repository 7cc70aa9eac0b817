import {
  type AppConfig,
  type OpenSavedSearchRequest,
  type OpenSavedSearchResponse,
  openSavedSearchResponseSchema,
  type SavedSearch,
} from '@all22/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiPost } from '../../../lib/api-client';
import { type SavedSearchCallOptions, savedSearchesQueryOptions } from './get-saved-searches';

/**
 * POST /api/videos/openSavedSearch: the user opened a saved search, so the plays it has now are
 * seen; the answer is the search with no new plays.
 */
export function openSavedSearch(
  config: AppConfig,
  request: OpenSavedSearchRequest,
  { signal, auth }: SavedSearchCallOptions = {},
): Promise<OpenSavedSearchResponse> {
  return apiPost('/api/videos/openSavedSearch', request, openSavedSearchResponseSchema, {
    signal,
    baseUrl: config.apiBaseUrl,
    ...(auth ? { auth } : {}),
  });
}

/** Marks a search opened and puts its answer (no new plays) in the user's list at once. */
export function useOpenSavedSearch() {
  const config = useAppConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OpenSavedSearchRequest) => openSavedSearch(config, request),
    onSuccess: ({ savedSearch }, request) => {
      const { queryKey } = savedSearchesQueryOptions(config, request.userId);
      queryClient.setQueryData(queryKey, (searches: SavedSearch[] | undefined) =>
        searches?.map((search) => (search.label === savedSearch.label ? savedSearch : search)),
      );
    },
  });
}
