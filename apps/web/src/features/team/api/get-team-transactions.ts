import {
  type AppConfig,
  type TeamTransactionsResponse,
  teamTransactionsResponseSchema,
} from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';

export interface TeamTransactionsParams {
  teamId: string;
  season: number;
}

/** GET /api/teams/transactions: the season's moves to or from the team, newest first. */
export function getTeamTransactions(
  config: AppConfig,
  params: TeamTransactionsParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeamTransactionsResponse> {
  return apiGet('/api/teams/transactions', teamTransactionsResponseSchema, {
    params: { teamId: params.teamId, season: params.season },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function teamTransactionsQueryOptions(config: AppConfig, params: TeamTransactionsParams) {
  return queryOptions({
    queryKey: ['teams', 'transactions', params.teamId, params.season],
    queryFn: ({ signal }) => getTeamTransactions(config, params, { signal }),
  });
}

export function useTeamTransactions(params: TeamTransactionsParams) {
  return useQuery(teamTransactionsQueryOptions(useAppConfig(), params));
}
