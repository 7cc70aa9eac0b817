import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type LeadersRequest, leadersQueryOptions } from '../../../api/stats/get-leaders';
import { useAppConfig } from '../../../config/app-config-context';

/**
 * A page of a leader table (GET /api/stats/leaders/{group}/{period}). While a new sort, filter or
 * page loads, the rows shown stay those of the last answer (`isPlaceholderData`), so the table
 * does not jump to a skeleton on every click.
 */
export function useLeaderTable(request: LeadersRequest) {
  return useQuery({ ...leadersQueryOptions(useAppConfig(), request), placeholderData: keepPreviousData });
}
