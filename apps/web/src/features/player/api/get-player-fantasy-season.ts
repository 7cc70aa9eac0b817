import {
  type AppConfig,
  type FantasySeasonPlayer,
  type FantasySeasonQuery,
  fantasySeasonResponseSchema,
} from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { type ApiAuth, apiGet } from '../../../lib/api-client';
import { useSessionActions } from '../../../lib/session/session-context';

/**
 * One player's regular season, as the player page's calls ask for it: the nflId and season of the
 * fantasy season query (the game log and fantasy weeks send the nflId as their playerId).
 */
export type PlayerSeasonParams = Required<Pick<FantasySeasonQuery, 'nflId' | 'season'>>;

/**
 * GET /api/secured/stats/fantasy/season for one player (nflId, season, seasonType REG; spec 1 §7):
 * his fantasy row with the season-line sections the header's fantasy-sourced items read; null when
 * he has no row that season.
 */
export async function getPlayerFantasySeason(
  config: AppConfig,
  auth: ApiAuth,
  { nflId, season }: PlayerSeasonParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FantasySeasonPlayer | null> {
  const answer = await apiGet('/api/secured/stats/fantasy/season', fantasySeasonResponseSchema, {
    params: { nflId, season, seasonType: 'REG' },
    signal,
    auth,
    baseUrl: config.apiBaseUrl,
  });
  return answer.players[0] ?? null;
}

export function playerFantasySeasonQueryOptions(
  config: AppConfig,
  auth: ApiAuth,
  params: PlayerSeasonParams,
) {
  return queryOptions({
    queryKey: ['fantasy', 'player', params.nflId, params.season],
    queryFn: ({ signal }) => getPlayerFantasySeason(config, auth, params, { signal }),
  });
}

/** A player's fantasy season; a failure hides his fantasy stats silently (spec 1 §8). */
export function usePlayerFantasySeason(params: PlayerSeasonParams, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...playerFantasySeasonQueryOptions(useAppConfig(), useSessionActions(), params),
    enabled,
    throwOnError: false,
  });
}
