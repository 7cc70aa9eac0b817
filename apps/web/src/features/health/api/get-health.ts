import { healthResponseSchema, type HealthResponse } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The spec's shortest live refresh interval; health is cheap and never cached (no-store). */
const HEALTH_REFETCH_INTERVAL_MS = 30_000;

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
    refetchInterval: HEALTH_REFETCH_INTERVAL_MS,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
