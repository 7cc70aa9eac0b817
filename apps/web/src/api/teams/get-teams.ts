import { type AppConfig, type TeamsResponse, teamsResponseSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../config/app-config-context';
import { apiGet } from '../../lib/api-client';

/** The API's cache time for teams (spec 1 §7): a day. */
const TEAMS_STALE_MS = 86_400_000;

/** GET /api/teams/all: the league's teams, sorted by full name. */
export function getTeams(
  config: AppConfig,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeamsResponse> {
  return apiGet('/api/teams/all', teamsResponseSchema, { signal, baseUrl: config.apiBaseUrl });
}

export function teamsQueryOptions(config: AppConfig) {
  return queryOptions({
    queryKey: ['teams', 'all'],
    queryFn: ({ signal }) => getTeams(config, { signal }),
    staleTime: TEAMS_STALE_MS,
  });
}

export function useTeams() {
  return useQuery(teamsQueryOptions(useAppConfig()));
}
