import { healthResponseSchema, type HealthResponse } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The spec's shortest live refresh interval; health is cheap and never cached (no-store). */
const HEALTH_REFETCH_INTERVAL_MS = 30_000;
/** While the league loads, its progress bar moves: the report is asked for more often. */
export const HEALTH_LOADING_REFETCH_INTERVAL_MS = 2_000;

/**
 * GET /api/health. A 503 still carries a full report naming the failing part, so it is a
 * result to show, not an error.
 */
export function getHealth({ signal }: { signal?: AbortSignal } = {}): Promise<HealthResponse> {
  return apiGet('/api/health', healthResponseSchema, { signal, acceptStatuses: [503] });
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth({ signal }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.checks.feed?.status === 'loading'
        ? HEALTH_LOADING_REFETCH_INTERVAL_MS
        : HEALTH_REFETCH_INTERVAL_MS,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
