import {
  type AppConfig,
  type PlayerFantasyWeeksResponse,
  playerFantasyWeeksResponseSchema,
} from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';
import type { PlayerSeasonParams } from './get-player-fantasy-season';

/** GET /api/players/fantasyWeeks: fantasy points of each regular-season week he played. */
export function getPlayerFantasyWeeks(
  config: AppConfig,
  { nflId, season }: PlayerSeasonParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PlayerFantasyWeeksResponse> {
  return apiGet('/api/players/fantasyWeeks', playerFantasyWeeksResponseSchema, {
    params: { playerId: String(nflId), season, seasonType: 'REG' },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function playerFantasyWeeksQueryOptions(config: AppConfig, params: PlayerSeasonParams) {
  return queryOptions({
    queryKey: ['players', 'fantasyWeeks', params.nflId, params.season],
    queryFn: ({ signal }) => getPlayerFantasyWeeks(config, params, { signal }),
  });
}

export function usePlayerFantasyWeeks(params: PlayerSeasonParams) {
  return useQuery(playerFantasyWeeksQueryOptions(useAppConfig(), params));
}
