import { type AppConfig, type FantasyWeeklyResponse, fantasyWeeklyResponseSchema } from '@all22/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';
import type { FantasyRankingRequest } from '../lib/fantasy-stats-query';
import { toRankingParams } from './get-fantasy-ranking';

/**
 * As the signed-in user: the API client's default session (set at start) answers for it.
 *
 * GET /api/secured/stats/fantasy/weekly: the points week by week of the players the ranking with
 * the same request answers, in its order, and the weeks with games (the grid's columns).
 */
export function getFantasyWeekly(
  config: AppConfig,
  request: FantasyRankingRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FantasyWeeklyResponse> {
  return apiGet('/api/secured/stats/fantasy/weekly', fantasyWeeklyResponseSchema, {
    params: toRankingParams(request),
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function fantasyWeeklyQueryOptions(config: AppConfig, request: FantasyRankingRequest) {
  return queryOptions({
    queryKey: ['fantasy', 'weekly', request],
    queryFn: ({ signal }) => getFantasyWeekly(config, request, { signal }),
  });
}

export function useFantasyWeekly(request: FantasyRankingRequest, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...fantasyWeeklyQueryOptions(useAppConfig(), request),
    enabled,
    placeholderData: keepPreviousData,
  });
}
