import { type AppConfig, type PlayByPlayResponse, playByPlayResponseSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';
import { gameQueryKey } from './game-query-keys';

/** GET /api/games/playByPlay: the game's drives and their plays in order (none before kick-off). */
export function getPlayByPlay(
  config: AppConfig,
  gameId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PlayByPlayResponse> {
  return apiGet('/api/games/playByPlay', playByPlayResponseSchema, {
    params: { gameId },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function playByPlayQueryOptions(config: AppConfig, gameId: string) {
  return queryOptions({
    queryKey: [...gameQueryKey(gameId), 'playByPlay'],
    queryFn: ({ signal }) => getPlayByPlay(config, gameId, { signal }),
  });
}

export function usePlayByPlay(gameId: string) {
  return useQuery(playByPlayQueryOptions(useAppConfig(), gameId));
}
