import { type AppConfig, playListResponseSchema } from '@all22/contracts';
import { type FilmFilters, formatFilmFilterQuery, toFilmFilterQuery } from '@all22/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../config/app-config-context';
import { apiGet } from '../../lib/api-client';

/**
 * GET /api/plays with the filters in the film filter codec and pageSize 1: how many plays the film
 * room has for a search (e.g. a team's season, teamId matching offense or defense).
 */
export async function getPlayCount(
  config: AppConfig,
  filters: FilmFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<number> {
  const answer = await apiGet('/api/plays', playListResponseSchema, {
    params: { ...toFilmFilterQuery(filters), pageSize: 1 },
    signal,
    baseUrl: config.apiBaseUrl,
  });
  return answer.total;
}

export function playCountQueryOptions(config: AppConfig, filters: FilmFilters) {
  return queryOptions({
    // The canonical query: equal searches share one cache entry.
    queryKey: ['plays', 'count', formatFilmFilterQuery(filters)],
    queryFn: ({ signal }) => getPlayCount(config, filters, { signal }),
  });
}

/** The count, asked only when `enabled` (the film room is the subscribers' unless configured open). */
export function usePlayCount(filters: FilmFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...playCountQueryOptions(useAppConfig(), filters), enabled });
}
