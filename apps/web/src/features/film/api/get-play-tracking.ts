import { type AppConfig, type PlayTrackingResponse, playTrackingResponseSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';

/** Tracking is generated from the play once: the API keeps it a day, and so does the page. */
const TRACKING_STALE_MS = 86_400_000;

/** GET /api/plays/{playId}/tracking: 22 players and the ball, 10 frames per second. */
export function getPlayTracking(
  config: AppConfig,
  playId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PlayTrackingResponse> {
  return apiGet(`/api/plays/${encodeURIComponent(playId)}/tracking`, playTrackingResponseSchema, {
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function playTrackingQueryOptions(config: AppConfig, playId: string) {
  return queryOptions({
    queryKey: ['plays', 'tracking', playId],
    queryFn: ({ signal }) => getPlayTracking(config, playId, { signal }),
    staleTime: TRACKING_STALE_MS,
  });
}

export function usePlayTracking(playId: string) {
  return useQuery(playTrackingQueryOptions(useAppConfig(), playId));
}
