import { type AppConfig, type FantasyWeeklyResponse, fantasyWeeklyResponseSchema } from '@all22/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { type ApiAuth, apiGet } from '../../../lib/api-client';
import { useSessionActions } from '../../../lib/session/session-context';
import type { FantasyRankingRequest } from '../lib/fantasy-stats-query';
import { toRankingParams } from './get-fantasy-ranking';

/**
 * GET /api/secured/stats/fantasy/weekly: the points week by week of the players the ranking with
 * the same request answers, in its order, and the weeks with games (the grid's columns).
 */
export function getFantasyWeekly(
  config: AppConfig,
  auth: ApiAuth,
  request: FantasyRankingRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FantasyWeeklyResponse> {
  return apiGet('/api/secured/stats/fantasy/weekly', fantasyWeeklyResponseSchema, {
    params: toRankingParams(request),
    signal,
    auth,
    baseUrl: config.apiBaseUrl,
  });
}

export function fantasyWeeklyQueryOptions(config: AppConfig, auth: ApiAuth, request: FantasyRankingRequest) {
  return queryOptions({
    queryKey: ['fantasy', 'weekly', request],
    queryFn: ({ signal }) => getFantasyWeekly(config, auth, request, { signal }),
  });
}

export function useFantasyWeekly(request: FantasyRankingRequest, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...fantasyWeeklyQueryOptions(useAppConfig(), useSessionActions(), request),
    enabled,
    placeholderData: keepPreviousData,
  });
}
