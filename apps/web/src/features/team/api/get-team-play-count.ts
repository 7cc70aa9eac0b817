import { type AppConfig, playListResponseSchema } from '@all22/contracts';
import type { SeasonType } from '@all22/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';

export interface TeamPlayCountParams {
  teamId: string;
  season: number;
  seasonType: SeasonType;
}

/** GET /api/plays with teamId (offense or defense) and pageSize 1: how many of the team's plays the film room has. */
export async function getTeamPlayCount(
  config: AppConfig,
  params: TeamPlayCountParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<number> {
  const answer = await apiGet('/api/plays', playListResponseSchema, {
    params: { season: params.season, seasonType: params.seasonType, teamId: params.teamId, pageSize: 1 },
    signal,
    baseUrl: config.apiBaseUrl,
  });
  return answer.total;
}

export function teamPlayCountQueryOptions(config: AppConfig, params: TeamPlayCountParams) {
  return queryOptions({
    queryKey: ['teams', 'play-count', params.teamId, params.season, params.seasonType],
    queryFn: ({ signal }) => getTeamPlayCount(config, params, { signal }),
  });
}

export function useTeamPlayCount(params: TeamPlayCountParams) {
  return useQuery(teamPlayCountQueryOptions(useAppConfig(), params));
}
