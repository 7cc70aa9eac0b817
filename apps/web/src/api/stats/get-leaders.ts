import {
  type AppConfig,
  type LeaderParams,
  type leaderQuerySchema,
  type LeaderResponse,
  leaderResponseSchema,
  type QueryRequest,
} from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../config/app-config-context';
import { apiGet } from '../../lib/api-client';

/**
 * What a leader table asks for: the path's group and period, and the query; the server's defaults
 * apply to what is left out.
 */
export type LeadersRequest = LeaderParams & QueryRequest<typeof leaderQuerySchema>;

/** Leader tables change with every play of a live game; a minute (the API's default) is fresh enough. */
const LEADERS_STALE_MS = 60_000;

/** GET /api/stats/leaders/{group}/{period}: a page of a stat-leader table and its columns. */
export function getLeaders(
  config: AppConfig,
  { group, period, ...params }: LeadersRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LeaderResponse> {
  return apiGet(`/api/stats/leaders/${group}/${period}`, leaderResponseSchema, {
    params: { ...params },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

/** The root of the leader keys: a new week or a final game invalidates every leader table. */
export const LEADERS_QUERY_KEY = ['stats', 'leaders'] as const;

export function leadersQueryOptions(config: AppConfig, request: LeadersRequest) {
  return queryOptions({
    queryKey: [...LEADERS_QUERY_KEY, request],
    queryFn: ({ signal }) => getLeaders(config, request, { signal }),
    staleTime: LEADERS_STALE_MS,
  });
}

export function useLeaders(request: LeadersRequest) {
  return useQuery(leadersQueryOptions(useAppConfig(), request));
}
