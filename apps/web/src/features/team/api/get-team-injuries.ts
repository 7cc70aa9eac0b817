import { type AppConfig, type TeamInjuriesResponse, teamInjuriesResponseSchema } from '@all22/contracts';
import type { SeasonType } from '@all22/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';

export interface TeamInjuriesParams {
  teamId: string;
  season: number;
  seasonType: SeasonType;
  week: number;
}

/** GET /api/schedules/game/team/injuries: the team's injury report for one week. */
export function getTeamInjuries(
  config: AppConfig,
  params: TeamInjuriesParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeamInjuriesResponse> {
  return apiGet('/api/schedules/game/team/injuries', teamInjuriesResponseSchema, {
    params: {
      season: params.season,
      week: params.week,
      seasonType: params.seasonType,
      teamId: params.teamId,
    },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function teamInjuriesQueryOptions(config: AppConfig, params: TeamInjuriesParams) {
  return queryOptions({
    queryKey: ['teams', 'injuries', params.teamId, params.season, params.seasonType, params.week],
    queryFn: ({ signal }) => getTeamInjuries(config, params, { signal }),
  });
}

export function useTeamInjuries(params: TeamInjuriesParams) {
  return useQuery(teamInjuriesQueryOptions(useAppConfig(), params));
}
