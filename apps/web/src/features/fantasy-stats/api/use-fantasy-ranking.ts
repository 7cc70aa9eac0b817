import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import type { FantasyRankingRequest } from '../lib/fantasy-stats-query';
import { fantasyRankingQueryOptions } from './get-fantasy-ranking';

/**
 * The fantasy stats page's ranking. While a new sort or filter loads, the previous rows stay on
 * screen (marked as updating) rather than the table emptying.
 */
export function useFantasyRanking(request: FantasyRankingRequest, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...fantasyRankingQueryOptions(useAppConfig(), request),
    enabled,
    placeholderData: keepPreviousData,
  });
}
