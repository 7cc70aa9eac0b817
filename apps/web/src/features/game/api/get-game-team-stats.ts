import { type AppConfig, type GameTeamStatsResponse, gameTeamStatsResponseSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';
import { gameQueryKey } from './game-query-keys';

/** GET /api/games/teamStats: the game's both teams' game stats. */
export function getGameTeamStats(
  config: AppConfig,
  gameId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GameTeamStatsResponse> {
  return apiGet('/api/games/teamStats', gameTeamStatsResponseSchema, {
    params: { gameId },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function gameTeamStatsQueryOptions(config: AppConfig, gameId: string) {
  return queryOptions({
    queryKey: [...gameQueryKey(gameId), 'gameTeamStats'],
    queryFn: ({ signal }) => getGameTeamStats(config, gameId, { signal }),
  });
}

export function useGameTeamStats(gameId: string) {
  return useQuery(gameTeamStatsQueryOptions(useAppConfig(), gameId));
}
