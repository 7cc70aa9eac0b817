import { type AppConfig, type WeeksResponse, weeksResponseSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../config/app-config-context';
import { apiGet } from '../../lib/api-client';
import { SCHEDULES_QUERY_KEY } from './season-week';

/** The API's cache time for a season's weeks (spec 1 §7): a day. */
const WEEKS_STALE_MS = 86_400_000;

/** GET /api/schedules/weeks: a season's weeks, preseason to Super Bowl, with their names and dates. */
export function getWeeks(
  config: AppConfig,
  season: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<WeeksResponse> {
  return apiGet('/api/schedules/weeks', weeksResponseSchema, {
    params: { season },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function weeksQueryOptions(config: AppConfig, season: number) {
  return queryOptions({
    queryKey: [...SCHEDULES_QUERY_KEY, 'weeks', season],
    queryFn: ({ signal }) => getWeeks(config, season, { signal }),
    staleTime: WEEKS_STALE_MS,
  });
}

export function useWeeks(season: number) {
  return useQuery(weeksQueryOptions(useAppConfig(), season));
}
