import { type AppConfig, weekOddsResponseSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../config/app-config-context';
import { apiGet } from '../../lib/api-client';
import { SCHEDULES_QUERY_KEY, type SeasonWeek } from './season-week';

/** The API's cache time for a week's odds (spec 1 §7): an hour. */
const WEEK_ODDS_STALE_MS = 3_600_000;

// contracts exports no name for this answer's type; infer it from the schema rather than restate it.
export type WeekOddsResponse = ReturnType<typeof weekOddsResponseSchema.parse>;

/** GET /api/schedules/week/odds: the betting lines of a week's games (decimal prices, handicaps). */
export function getWeekOdds(
  config: AppConfig,
  week: SeasonWeek,
  { signal }: { signal?: AbortSignal } = {},
): Promise<WeekOddsResponse> {
  return apiGet('/api/schedules/week/odds', weekOddsResponseSchema, {
    params: { season: week.season, seasonType: week.seasonType, week: week.week },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function weekOddsQueryOptions(config: AppConfig, week: SeasonWeek) {
  return queryOptions({
    queryKey: [...SCHEDULES_QUERY_KEY, 'week-odds', week.season, week.seasonType, week.week],
    queryFn: ({ signal }) => getWeekOdds(config, week, { signal }),
    staleTime: WEEK_ODDS_STALE_MS,
  });
}

/** A week's odds; `enabled` false skips the call (odds hidden by the user's setting). */
export function useWeekOdds(week: SeasonWeek, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...weekOddsQueryOptions(useAppConfig(), week), enabled });
}
