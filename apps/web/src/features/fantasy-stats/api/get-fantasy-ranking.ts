/**
 * The ranking call and its query, without React: store priming loads this module at start (its
 * hook is in use-fantasy-ranking.ts), so it brings no component code into the first page's script.
 */
import { type AppConfig, type FantasyRankingResponse, fantasyRankingResponseSchema } from '@all22/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiGet, type QueryParams } from '../../../lib/api-client';
import { type FantasyRankingRequest, getStartUpRankingRequest } from '../lib/fantasy-stats-query';

/** A ranking request as query parameters: the position list comma-separated. */
export function toRankingParams({ position, ...request }: FantasyRankingRequest): QueryParams {
  return { ...request, position: position?.join(',') };
}

/**
 * As the signed-in user: the API client's default session (set at start) answers for it.
 *
 * GET /api/secured/stats/fantasy/season without a player: the fantasy ranking (spec 1 §7, §9)
 * with the page's filters, sort and week range, every row with its stat columns.
 */
export function getFantasyRanking(
  config: AppConfig,
  request: FantasyRankingRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FantasyRankingResponse> {
  return apiGet('/api/secured/stats/fantasy/season', fantasyRankingResponseSchema, {
    params: toRankingParams(request),
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function fantasyRankingQueryOptions(config: AppConfig, request: FantasyRankingRequest) {
  return queryOptions({
    queryKey: ['fantasy', 'ranking', request],
    queryFn: ({ signal }) => getFantasyRanking(config, request, { signal }),
  });
}

/** Store priming's ranking (spec 1 §4): the season's start-up request, kept for the page. */
export function primeFantasyRanking(queryClient: QueryClient, config: AppConfig, season: number) {
  return queryClient.prefetchQuery(fantasyRankingQueryOptions(config, getStartUpRankingRequest(season)));
}
