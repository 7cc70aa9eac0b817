import { type AppConfig, type PlayListResponse, playListResponseSchema } from '@all22/contracts';
import { type FilmFilters, formatFilmFilterQuery, toFilmFilterQuery } from '@all22/domain';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';

/** Plays per page of the film list: a screenful and a half, so scrolling rarely waits. */
export const FILM_PAGE_SIZE = 50;

/** GET /api/plays: one page of the plays matching the filters (newest game first, in play order). */
export function getPlays(
  config: AppConfig,
  filters: FilmFilters,
  { page, pageSize }: { page: number; pageSize: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<PlayListResponse> {
  return apiGet('/api/plays', playListResponseSchema, {
    params: { ...toFilmFilterQuery(filters), page, pageSize },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

/** The plays of a search, page after page as the list scrolls; keyed by the canonical query. */
export function playsInfiniteQueryOptions(config: AppConfig, filters: FilmFilters) {
  return infiniteQueryOptions({
    queryKey: ['plays', 'list', formatFilmFilterQuery(filters)],
    queryFn: ({ signal, pageParam }) =>
      getPlays(config, filters, { page: pageParam, pageSize: FILM_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: PlayListResponse) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
}

export function usePlaysInfinite(filters: FilmFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...playsInfiniteQueryOptions(useAppConfig(), filters), enabled });
}

/**
 * The play at a position (1-based) of a search's results: a page of one. The play page's
 * previous and next come from here, so they follow the list the user came from.
 */
export function playAtPositionQueryOptions(config: AppConfig, filters: FilmFilters, position: number) {
  return queryOptions({
    queryKey: ['plays', 'at', formatFilmFilterQuery(filters), position],
    queryFn: async ({ signal }) => {
      const answer = await getPlays(config, filters, { page: position, pageSize: 1 }, { signal });
      return { play: answer.plays[0] ?? null, total: answer.total };
    },
  });
}

export function usePlayAtPosition(filters: FilmFilters, position: number, { enabled = true } = {}) {
  return useQuery({
    ...playAtPositionQueryOptions(useAppConfig(), filters, position),
    enabled: enabled && position >= 1,
  });
}
