import {
  type AppConfig,
  type TeamInjuriesQuery,
  type TeamInjuriesResponse,
  teamInjuriesResponseSchema,
} from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';

/** GET /api/schedules/game/team/injuries: the team's injury report for one week. */
export function getTeamInjuries(
  config: AppConfig,
  params: TeamInjuriesQuery,
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

export function teamInjuriesQueryOptions(config: AppConfig, params: TeamInjuriesQuery) {
  return queryOptions({
    queryKey: ['teams', 'injuries', params.teamId, params.season, params.seasonType, params.week],
    queryFn: ({ signal }) => getTeamInjuries(config, params, { signal }),
  });
}

export function useTeamInjuries(params: TeamInjuriesQuery) {
  return useQuery(teamInjuriesQueryOptions(useAppConfig(), params));
}
