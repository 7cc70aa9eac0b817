import {
  type AppConfig,
  type TeamTransactionsQuery,
  type TeamTransactionsResponse,
  teamTransactionsResponseSchema,
} from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';

/** GET /api/teams/transactions: the season's moves to or from the team, newest first. */
export function getTeamTransactions(
  config: AppConfig,
  params: TeamTransactionsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeamTransactionsResponse> {
  return apiGet('/api/teams/transactions', teamTransactionsResponseSchema, {
    params: { teamId: params.teamId, season: params.season },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function teamTransactionsQueryOptions(config: AppConfig, params: TeamTransactionsQuery) {
  return queryOptions({
    queryKey: ['teams', 'transactions', params.teamId, params.season],
    queryFn: ({ signal }) => getTeamTransactions(config, params, { signal }),
  });
}

export function useTeamTransactions(params: TeamTransactionsQuery) {
  return useQuery(teamTransactionsQueryOptions(useAppConfig(), params));
}
