import { type AppConfig, type Player, playerSchema } from '@all22/contracts';
import { resolvePlayerId } from '@all22/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../config/app-config-context';
import { ApiRequestError, apiGet } from '../../lib/api-client';

/** The API's cache time for a player (spec 1 §7): an hour. */
const PLAYER_STALE_MS = 3_600_000;

/**
 * GET /api/players/player by the id a page was opened with: an nflId, gsisId or smartId (spec 1
 * §5), sent under its own name. An id of none of those shapes is answered here with the API's 404.
 */
export function getPlayer(
  config: AppConfig,
  playerId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Player> {
  const id = resolvePlayerId(playerId);
  if (!id.ok) {
    return Promise.reject(new ApiRequestError({ message: `No player with id ${playerId}`, statusCode: 404 }));
  }
  return apiGet('/api/players/player', playerSchema, {
    params: { [id.kind]: String(id.value) },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function playerQueryOptions(config: AppConfig, playerId: string) {
  return queryOptions({
    queryKey: ['players', 'player', playerId],
    queryFn: ({ signal }) => getPlayer(config, playerId, { signal }),
    staleTime: PLAYER_STALE_MS,
    // An unknown player stays unknown: no retries of a 404.
    retry: (failureCount, error) =>
      !(error instanceof ApiRequestError && error.statusCode === 404) && failureCount < 2,
  });
}

export function usePlayer(playerId: string) {
  return useQuery(playerQueryOptions(useAppConfig(), playerId));
}
