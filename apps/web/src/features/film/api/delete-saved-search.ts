import {
  type AppConfig,
  type DeleteSavedSearchQuery,
  type DeleteSavedSearchResponse,
  deleteSavedSearchResponseSchema,
} from '@all22/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiDelete } from '../../../lib/api-client';
import { type SavedSearchCallOptions, savedSearchesQueryOptions } from './get-saved-searches';

/**
 * DELETE /api/videos/deleteSavedSearch: deletes a saved search by label, with the user id
 * lower-cased (spec 2 §5). A label that is not saved rejects with the API's 404.
 */
export function deleteSavedSearch(
  config: AppConfig,
  { userId, label }: DeleteSavedSearchQuery,
  { signal, auth }: SavedSearchCallOptions = {},
): Promise<DeleteSavedSearchResponse> {
  return apiDelete('/api/videos/deleteSavedSearch', deleteSavedSearchResponseSchema, {
    params: { userId: userId.toLowerCase(), label },
    signal,
    baseUrl: config.apiBaseUrl,
    ...(auth ? { auth } : {}),
  });
}

/** Deletes a search, then has the user's list read again. */
export function useDeleteSavedSearch() {
  const config = useAppConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: DeleteSavedSearchQuery) => deleteSavedSearch(config, query),
    onSuccess: (_answer, query) =>
      queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions(config, query.userId).queryKey }),
  });
}
