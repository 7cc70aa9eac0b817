import {
  type AppConfig,
  type GamesResponse,
  type TeamScheduleQuery,
  teamScheduleResponseSchema,
} from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../config/app-config-context';
import { apiGet } from '../../lib/api-client';

export type TeamSchedule = GamesResponse['games'];

/** GET /api/teams/schedule: every game of the team's season (preseason to postseason), an array. */
export function getTeamSchedule(
  config: AppConfig,
  params: TeamScheduleQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeamSchedule> {
  return apiGet('/api/teams/schedule', teamScheduleResponseSchema, {
    params: { season: params.season, teamId: params.teamId },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function teamScheduleQueryOptions(config: AppConfig, params: TeamScheduleQuery) {
  return queryOptions({
    // Under the game lists' root would be wrong: the answer is an array, not { games }.
    queryKey: ['teams', 'schedule', params.teamId, params.season],
    queryFn: ({ signal }) => getTeamSchedule(config, params, { signal }),
  });
}

export function useTeamSchedule(params: TeamScheduleQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...teamScheduleQueryOptions(useAppConfig(), params), enabled });
}
