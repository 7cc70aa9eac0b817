import { type AppConfig, type CurrentScheduleResponse, currentScheduleSchema } from '@all22/contracts';
import { isFinal, type WeekOverride } from '@all22/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../config/app-config-context';
import { apiGet } from '../../lib/api-client';
import { readWeekOverride } from '../../lib/week-override';
import { getLiveGames } from './get-live-games';

/** The current week changes at most at a week's start; a minute keeps it fresh enough between pushes. */
const CURRENT_SCHEDULE_STALE_MS = 60_000;

/** GET /api/schedules/current: the league's current season, season type and week. */
export function getCurrentSchedule(
  config: AppConfig,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CurrentScheduleResponse> {
  return apiGet('/api/schedules/current', currentScheduleSchema, { signal, baseUrl: config.apiBaseUrl });
}

/**
 * The overridden week as the current schedule (outside production, spec 1 §4): its games that are
 * final count as played, as the API counts them for the league's own current week.
 */
async function getOverriddenSchedule(
  config: AppConfig,
  override: WeekOverride,
  signal: AbortSignal | undefined,
): Promise<CurrentScheduleResponse> {
  const { games } = await getLiveGames(config, override, { signal });
  const played = games.filter((game) => isFinal(game.phase)).map((game) => game.smartId);
  return { ...override, gamesPlayedSmartIds: played, numberOfGamesPlayed: played.length };
}

/** The current week: the league's, or the one the `week` query overrides it with outside production. */
export function currentScheduleQueryOptions(config: AppConfig) {
  const override = readWeekOverride(config.appEnv);
  return queryOptions({
    queryKey: [
      'schedules',
      'current',
      override ? `${override.season}-${override.seasonType}-${override.week}` : 'league',
    ],
    queryFn: ({ signal }) =>
      override ? getOverriddenSchedule(config, override, signal) : getCurrentSchedule(config, { signal }),
    staleTime: CURRENT_SCHEDULE_STALE_MS,
  });
}

export function useCurrentSchedule() {
  return useQuery(currentScheduleQueryOptions(useAppConfig()));
}
