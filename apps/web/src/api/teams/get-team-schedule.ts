import { type AppConfig, type GamesResponse, teamScheduleResponseSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../config/app-config-context';
import { apiGet } from '../../lib/api-client';

export type TeamSchedule = GamesResponse['games'];

/** GET /api/teams/schedule: every game of the team's season (preseason to postseason), an array. */
export function getTeamSchedule(
  config: AppConfig,
  params: { teamId: string; season: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeamSchedule> {
  return apiGet('/api/teams/schedule', teamScheduleResponseSchema, {
    params: { season: params.season, teamId: params.teamId },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function teamScheduleQueryOptions(config: AppConfig, params: { teamId: string; season: number }) {
  return queryOptions({
    // Under the game lists' root would be wrong: the answer is an array, not { games }.
    queryKey: ['teams', 'schedule', params.teamId, params.season],
    queryFn: ({ signal }) => getTeamSchedule(config, params, { signal }),
  });
}

export function useTeamSchedule(
  params: { teamId: string; season: number },
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...teamScheduleQueryOptions(useAppConfig(), params), enabled });
}
