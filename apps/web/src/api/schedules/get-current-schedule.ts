import { type AppConfig, type CurrentScheduleResponse, currentScheduleSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../config/app-config-context';
import { apiGet } from '../../lib/api-client';

/** The current week changes at most at a week's start; a minute keeps it fresh enough between pushes. */
const CURRENT_SCHEDULE_STALE_MS = 60_000;

/** GET /api/schedules/current: the league's current season, season type and week. */
export function getCurrentSchedule(
  config: AppConfig,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CurrentScheduleResponse> {
  return apiGet('/api/schedules/current', currentScheduleSchema, { signal, baseUrl: config.apiBaseUrl });
}

export function currentScheduleQueryOptions(config: AppConfig) {
  return queryOptions({
    queryKey: ['schedules', 'current'],
    queryFn: ({ signal }) => getCurrentSchedule(config, { signal }),
    staleTime: CURRENT_SCHEDULE_STALE_MS,
  });
}

export function useCurrentSchedule() {
  return useQuery(currentScheduleQueryOptions(useAppConfig()));
}
