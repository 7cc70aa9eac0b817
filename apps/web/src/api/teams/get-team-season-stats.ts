import {
  type AppConfig,
  type TeamStatsQuery,
  type TeamStatsResponse,
  teamStatsResponseSchema,
} from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../config/app-config-context';
import { apiGet } from '../../lib/api-client';

/** GET /api/teams/stats: a team's season line (totals and per-game figures) and its players' lines. */
export function getTeamSeasonStats(
  config: AppConfig,
  params: TeamStatsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeamStatsResponse> {
  return apiGet('/api/teams/stats', teamStatsResponseSchema, {
    params: { teamId: params.teamId, season: params.season, seasonType: params.seasonType },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function teamSeasonStatsQueryOptions(config: AppConfig, params: TeamStatsQuery) {
  return queryOptions({
    queryKey: ['teams', 'season-stats', params.teamId, params.season, params.seasonType],
    queryFn: ({ signal }) => getTeamSeasonStats(config, params, { signal }),
  });
}

export function useTeamSeasonStats(params: TeamStatsQuery) {
  return useQuery(teamSeasonStatsQueryOptions(useAppConfig(), params));
}
