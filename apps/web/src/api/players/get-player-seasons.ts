import { type AppConfig, type PlayerSeasonsResponse, playerSeasonsResponseSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../config/app-config-context';
import { apiGet } from '../../lib/api-client';

/** GET /api/players/seasons: every season and season type of the player's career, oldest first. */
export function getPlayerSeasons(
  config: AppConfig,
  nflId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PlayerSeasonsResponse> {
  return apiGet('/api/players/seasons', playerSeasonsResponseSchema, {
    params: { playerId: String(nflId) },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function playerSeasonsQueryOptions(config: AppConfig, nflId: number) {
  return queryOptions({
    queryKey: ['players', 'seasons', nflId],
    queryFn: ({ signal }) => getPlayerSeasons(config, nflId, { signal }),
  });
}

export function usePlayerSeasons(nflId: number) {
  return useQuery(playerSeasonsQueryOptions(useAppConfig(), nflId));
}
