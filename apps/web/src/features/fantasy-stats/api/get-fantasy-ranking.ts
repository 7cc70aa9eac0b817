import { type AppConfig, type FantasyRankingResponse, fantasyRankingResponseSchema } from '@all22/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { type ApiAuth, apiGet, type QueryParams } from '../../../lib/api-client';
import { useSessionActions } from '../../../lib/session/session-context';
import type { FantasyRankingRequest } from '../lib/fantasy-stats-query';

/** A ranking request as query parameters: the position list comma-separated. */
export function toRankingParams({ position, ...request }: FantasyRankingRequest): QueryParams {
  return { ...request, position: position?.join(',') };
}

/**
 * GET /api/secured/stats/fantasy/season without a player: the fantasy ranking (spec 1 §7, §9)
 * with the page's filters, sort and week range, every row with its stat columns.
 */
export function getFantasyRanking(
  config: AppConfig,
  auth: ApiAuth,
  request: FantasyRankingRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FantasyRankingResponse> {
  return apiGet('/api/secured/stats/fantasy/season', fantasyRankingResponseSchema, {
    params: toRankingParams(request),
    signal,
    auth,
    baseUrl: config.apiBaseUrl,
  });
}

export function fantasyRankingQueryOptions(config: AppConfig, auth: ApiAuth, request: FantasyRankingRequest) {
  return queryOptions({
    queryKey: ['fantasy', 'ranking', request],
    queryFn: ({ signal }) => getFantasyRanking(config, auth, request, { signal }),
  });
}

/**
 * The fantasy stats page's ranking. While a new sort or filter loads, the previous rows stay on
 * screen (marked as updating) rather than the table emptying.
 */
export function useFantasyRanking(request: FantasyRankingRequest, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...fantasyRankingQueryOptions(useAppConfig(), useSessionActions(), request),
    enabled,
    placeholderData: keepPreviousData,
  });
}
