import {
  type AddSavedSearchRequest,
  type AddSavedSearchResponse,
  addSavedSearchResponseSchema,
  type AppConfig,
} from '@all22/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiPut } from '../../../lib/api-client';
import { type SavedSearchCallOptions, savedSearchesQueryOptions } from './get-saved-searches';

/**
 * PUT /api/videos/addSavedSearch: saves the film room's filters under a label; an existing label
 * is replaced (`replaced` says so). The server trims the label and stores the canonical filters.
 */
export function addSavedSearch(
  config: AppConfig,
  request: AddSavedSearchRequest,
  { signal, auth }: SavedSearchCallOptions = {},
): Promise<AddSavedSearchResponse> {
  return apiPut('/api/videos/addSavedSearch', request, addSavedSearchResponseSchema, {
    signal,
    baseUrl: config.apiBaseUrl,
    ...(auth ? { auth } : {}),
  });
}

/** Saves a search, then has the user's list read again. */
export function useAddSavedSearch() {
  const config = useAppConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddSavedSearchRequest) => addSavedSearch(config, request),
    onSuccess: (_answer, request) =>
      queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions(config, request.userId).queryKey }),
  });
}
