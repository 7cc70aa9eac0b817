import { type AppConfig, type GameResponse, gameSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';
import { gameQueryKey } from './game-query-keys';

/** GET /api/schedules/game: one game (the Game entity), 404 when the league has no such game. */
export function getGame(
  config: AppConfig,
  gameId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GameResponse> {
  return apiGet('/api/schedules/game', gameSchema, {
    params: { gameId },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function gameQueryOptions(config: AppConfig, gameId: string) {
  return queryOptions({
    queryKey: [...gameQueryKey(gameId), 'game'],
    queryFn: ({ signal }) => getGame(config, gameId, { signal }),
  });
}

export function useGame(gameId: string) {
  return useQuery(gameQueryOptions(useAppConfig(), gameId));
}
