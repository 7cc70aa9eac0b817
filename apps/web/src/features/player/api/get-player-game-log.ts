import { type AppConfig, type PlayerGameLogResponse, playerGameLogResponseSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';
import type { PlayerSeasonParams } from './get-player-fantasy-season';

/** GET /api/players/gameLog: the player's regular-season games of a season, by week. */
export function getPlayerGameLog(
  config: AppConfig,
  { nflId, season }: PlayerSeasonParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PlayerGameLogResponse> {
  return apiGet('/api/players/gameLog', playerGameLogResponseSchema, {
    params: { playerId: String(nflId), season, seasonType: 'REG' },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function playerGameLogQueryOptions(config: AppConfig, params: PlayerSeasonParams) {
  return queryOptions({
    queryKey: ['players', 'gameLog', params.nflId, params.season],
    queryFn: ({ signal }) => getPlayerGameLog(config, params, { signal }),
  });
}

export function usePlayerGameLog(params: PlayerSeasonParams) {
  return useQuery(playerGameLogQueryOptions(useAppConfig(), params));
}
