import {
  type AppConfig,
  type QueryRequest,
  type standingsQuerySchema,
  type StandingsResponse,
  standingsResponseSchema,
} from '@all22/contracts';
import { getStandingsSelection } from '@all22/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../config/app-config-context';
import { apiGet } from '../../lib/api-client';
import { SCHEDULES_QUERY_KEY, type SeasonWeek } from './season-week';

/** The API's cache time for standings (spec 1 §7): an hour; a final game invalidates them sooner. */
const STANDINGS_STALE_MS = 3_600_000;

/** The standings query's parameters: season, REG, and a week (null for the postseason: none is sent). */
export type StandingsParams = QueryRequest<typeof standingsQuerySchema>;

/**
 * Which standings stand for `requested` while the league is at `current` (the domain's standings
 * selection). Spec 1 §7 sends POST as REG without a week: the server answers the season's latest.
 */
export function getStandingsParams(requested: SeasonWeek, current: SeasonWeek): StandingsParams {
  const selection = getStandingsSelection(requested, current);
  return {
    season: selection.season,
    seasonType: 'REG',
    week: requested.seasonType === 'POST' ? null : selection.week,
  };
}

/** GET /api/schedules/standings: every team's records and clinch flags at a regular-season week. */
export function getStandings(
  config: AppConfig,
  params: StandingsParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StandingsResponse> {
  return apiGet('/api/schedules/standings', standingsResponseSchema, {
    params: { season: params.season, seasonType: params.seasonType, week: params.week },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

/** The root of the standings keys: a game going final invalidates every standings query. */
export const STANDINGS_QUERY_KEY = [...SCHEDULES_QUERY_KEY, 'standings'] as const;

export function standingsQueryOptions(config: AppConfig, params: StandingsParams) {
  return queryOptions({
    queryKey: [...STANDINGS_QUERY_KEY, params.season, params.seasonType, params.week],
    queryFn: ({ signal }) => getStandings(config, params, { signal }),
    staleTime: STANDINGS_STALE_MS,
  });
}

/** The standings that go with the league's current week (records on the strip, home's snapshot). */
export function useCurrentWeekStandings(current: SeasonWeek) {
  return useStandings(current, current);
}

/** The standings that go with `requested` (a past week's, or the current ones: domain selection). */
export function useStandings(requested: SeasonWeek, current: SeasonWeek) {
  return useQuery(standingsQueryOptions(useAppConfig(), getStandingsParams(requested, current)));
}
