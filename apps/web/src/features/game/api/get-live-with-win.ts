import { type AppConfig, liveWithWinResponseSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCHEDULES_QUERY_KEY, type SeasonWeek } from '../../../api/schedules/season-week';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';

/** The API's cache time for the win-probability model (spec 1 §7): 30 s. */
const LIVE_WITH_WIN_STALE_MS = 30_000;

export type LiveWithWinResponse = ReturnType<typeof liveWithWinResponseSchema.parse>;

/** GET /api/schedules/liveWithWin: a week's games with each side's chance of winning (0–1). */
export function getLiveWithWin(
  config: AppConfig,
  week: SeasonWeek,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LiveWithWinResponse> {
  return apiGet('/api/schedules/liveWithWin', liveWithWinResponseSchema, {
    params: { season: week.season, seasonType: week.seasonType, week: week.week },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function liveWithWinQueryOptions(config: AppConfig, week: SeasonWeek) {
  return queryOptions({
    // Under the schedules key (a new league week refreshes it), not the game lists: pushes patch
    // those with scores only, which would leave the probabilities behind.
    queryKey: [...SCHEDULES_QUERY_KEY, 'live-with-win', week.season, week.seasonType, week.week],
    queryFn: ({ signal }) => getLiveWithWin(config, week, { signal }),
    staleTime: LIVE_WITH_WIN_STALE_MS,
  });
}

export function useLiveWithWin(week: SeasonWeek) {
  return useQuery(liveWithWinQueryOptions(useAppConfig(), week));
}
