import { type AppConfig, type PlayGameCountsResponse, playGameCountsResponseSchema } from '@all22/contracts';
import { type FilmFilters, formatFilmFilterQuery, toFilmFilterQuery } from '@all22/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';

/** GET /api/plays/games: the matching plays of each game (filters must name a game, a week or a team). */
export function getPlayGameCounts(
  config: AppConfig,
  filters: FilmFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PlayGameCountsResponse> {
  return apiGet('/api/plays/games', playGameCountsResponseSchema, {
    params: toFilmFilterQuery(filters),
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function playGameCountsQueryOptions(config: AppConfig, filters: FilmFilters) {
  return queryOptions({
    queryKey: ['plays', 'games', formatFilmFilterQuery(filters)],
    queryFn: ({ signal }) => getPlayGameCounts(config, filters, { signal }),
  });
}

export function usePlayGameCounts(filters: FilmFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...playGameCountsQueryOptions(useAppConfig(), filters), enabled });
}
