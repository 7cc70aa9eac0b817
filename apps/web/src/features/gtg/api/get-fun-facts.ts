import { type AppConfig, type FunFactsResponse, funFactsResponseSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';
import { GTG_QUERY_KEY, GTG_STALE_MS, type GtgWeek } from './gtg-week';

/** GET /api/gtg/funFacts: facts about the week's games from the games before it, with their evidence. */
export function getFunFacts(
  config: AppConfig,
  week: GtgWeek,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FunFactsResponse> {
  return apiGet('/api/gtg/funFacts', funFactsResponseSchema, {
    params: { season: week.season, seasonType: week.seasonType, week: week.week },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function funFactsQueryOptions(config: AppConfig, week: GtgWeek) {
  return queryOptions({
    queryKey: [...GTG_QUERY_KEY, 'fun-facts', week.season, week.seasonType, week.week],
    queryFn: ({ signal }) => getFunFacts(config, week, { signal }),
    staleTime: GTG_STALE_MS,
  });
}

export function useFunFacts(week: GtgWeek) {
  return useQuery(funFactsQueryOptions(useAppConfig(), week));
}
