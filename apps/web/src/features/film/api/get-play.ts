import { type AppConfig, type PlayDetailResponse, playDetailResponseSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';

/** The API keeps a play an hour (it changes only if the feed corrects it). */
const PLAY_STALE_MS = 3_600_000;

/** GET /api/plays/{playId}: one play with every film attribute and who took part. */
export function getPlay(
  config: AppConfig,
  playId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PlayDetailResponse> {
  return apiGet(`/api/plays/${encodeURIComponent(playId)}`, playDetailResponseSchema, {
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function playQueryOptions(config: AppConfig, playId: string) {
  return queryOptions({
    queryKey: ['plays', 'detail', playId],
    queryFn: ({ signal }) => getPlay(config, playId, { signal }),
    staleTime: PLAY_STALE_MS,
  });
}

export function usePlay(playId: string) {
  return useQuery(playQueryOptions(useAppConfig(), playId));
}
