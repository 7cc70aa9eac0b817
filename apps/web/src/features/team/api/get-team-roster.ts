import {
  type AppConfig,
  type TeamRosterQuery,
  type TeamRosterResponse,
  teamRosterResponseSchema,
} from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';

/** GET /api/teams/roster: the team's roster in its latest written week of the season. */
export function getTeamRoster(
  config: AppConfig,
  params: TeamRosterQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeamRosterResponse> {
  return apiGet('/api/teams/roster', teamRosterResponseSchema, {
    params: { season: params.season, teamId: params.teamId },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function teamRosterQueryOptions(config: AppConfig, params: TeamRosterQuery) {
  return queryOptions({
    queryKey: ['teams', 'roster', params.teamId, params.season],
    queryFn: ({ signal }) => getTeamRoster(config, params, { signal }),
  });
}

export function useTeamRoster(params: TeamRosterQuery) {
  return useQuery(teamRosterQueryOptions(useAppConfig(), params));
}
