import {
  type AppConfig,
  type TeamDepthChartQuery,
  type TeamDepthChartResponse,
  teamDepthChartResponseSchema,
} from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';

/** The team page asks for the latest written week of the season: it leaves out seasonType and week. */
export type TeamDepthChartParams = Pick<TeamDepthChartQuery, 'teamId' | 'season'>;

/** GET /api/teams/depthChart: the team's depth chart in the latest written week of the season. */
export function getTeamDepthChart(
  config: AppConfig,
  params: TeamDepthChartParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeamDepthChartResponse> {
  return apiGet('/api/teams/depthChart', teamDepthChartResponseSchema, {
    params: { teamId: params.teamId, season: params.season },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function teamDepthChartQueryOptions(config: AppConfig, params: TeamDepthChartParams) {
  return queryOptions({
    queryKey: ['teams', 'depth-chart', params.teamId, params.season],
    queryFn: ({ signal }) => getTeamDepthChart(config, params, { signal }),
  });
}

export function useTeamDepthChart(params: TeamDepthChartParams) {
  return useQuery(teamDepthChartQueryOptions(useAppConfig(), params));
}
