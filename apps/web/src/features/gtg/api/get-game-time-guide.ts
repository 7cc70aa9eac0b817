import { type AppConfig, type GtgResponse, gtgResponseSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';
import { GTG_QUERY_KEY, GTG_STALE_MS, type GtgWeek } from './gtg-week';

/** GET /api/gtg: the week's games, each with records, ranks, matchups, players to watch and injuries. */
export function getGameTimeGuide(
  config: AppConfig,
  week: GtgWeek,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GtgResponse> {
  return apiGet('/api/gtg', gtgResponseSchema, {
    params: { season: week.season, seasonType: week.seasonType, week: week.week },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function gameTimeGuideQueryOptions(config: AppConfig, week: GtgWeek) {
  return queryOptions({
    queryKey: [...GTG_QUERY_KEY, 'guide', week.season, week.seasonType, week.week],
    queryFn: ({ signal }) => getGameTimeGuide(config, week, { signal }),
    staleTime: GTG_STALE_MS,
  });
}

export function useGameTimeGuide(week: GtgWeek) {
  return useQuery(gameTimeGuideQueryOptions(useAppConfig(), week));
}
