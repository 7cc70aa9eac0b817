import {
  type AppConfig,
  type QueryRequest,
  type SplitParams,
  type SplitResponse,
  type splitQuerySchema,
  splitResponseSchema,
} from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../config/app-config-context';
import { apiGet } from '../../lib/api-client';

/** What a split table asks for: the category, and the season and subject (nflId or teamId). */
export type SplitsRequest = SplitParams & QueryRequest<typeof splitQuerySchema>;

/** Split lines change with a live game's plays, like the leader tables: a minute is fresh enough. */
const SPLITS_STALE_MS = 60_000;

/** GET /api/stats/splits/{category}: every split's stat line and film filter. */
export function getSplits(
  config: AppConfig,
  { category, ...params }: SplitsRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SplitResponse> {
  return apiGet(`/api/stats/splits/${category}`, splitResponseSchema, {
    params: { ...params },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export const SPLITS_QUERY_KEY = ['stats', 'splits'] as const;

export function splitsQueryOptions(config: AppConfig, request: SplitsRequest) {
  return queryOptions({
    queryKey: [...SPLITS_QUERY_KEY, request],
    queryFn: ({ signal }) => getSplits(config, request, { signal }),
    staleTime: SPLITS_STALE_MS,
  });
}

export function useSplits(request: SplitsRequest, options: { enabled?: boolean } = {}) {
  return useQuery({ ...splitsQueryOptions(useAppConfig(), request), enabled: options.enabled ?? true });
}
