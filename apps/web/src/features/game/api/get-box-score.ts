import { type AppConfig, type BoxScoreResponse, boxScoreResponseSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';
import { gameQueryKey } from './game-query-keys';

/** GET /api/games/boxScore: the game's box score (score by period, team headline figures, player lines). */
export function getBoxScore(
  config: AppConfig,
  gameId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BoxScoreResponse> {
  return apiGet('/api/games/boxScore', boxScoreResponseSchema, {
    params: { gameId },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function boxScoreQueryOptions(config: AppConfig, gameId: string) {
  return queryOptions({
    queryKey: [...gameQueryKey(gameId), 'boxScore'],
    queryFn: ({ signal }) => getBoxScore(config, gameId, { signal }),
  });
}

export function useBoxScore(gameId: string) {
  return useQuery(boxScoreQueryOptions(useAppConfig(), gameId));
}
