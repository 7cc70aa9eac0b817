import { type AppConfig, type GamesResponse, gamesResponseSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../config/app-config-context';
import { apiGet } from '../../lib/api-client';
import { GAME_LISTS_QUERY_KEY, type SeasonWeek } from './season-week';

/** The API's cache time for live scores (spec 1 §7): 15 s. */
const LIVE_GAMES_STALE_MS = 15_000;

/** GET /api/scores/live/games: a week's games with their live state (score, phase, situation). */
export function getLiveGames(
  config: AppConfig,
  week: SeasonWeek,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GamesResponse> {
  return apiGet('/api/scores/live/games', gamesResponseSchema, {
    params: { season: week.season, seasonType: week.seasonType, week: week.week },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function liveGamesQueryOptions(config: AppConfig, week: SeasonWeek) {
  return queryOptions({
    queryKey: [...GAME_LISTS_QUERY_KEY, 'live', week.season, week.seasonType, week.week],
    queryFn: ({ signal }) => getLiveGames(config, week, { signal }),
    staleTime: LIVE_GAMES_STALE_MS,
  });
}

export interface UseLiveGamesOptions {
  /**
   * Milliseconds until the next poll given the games shown, or false for none. Polling is the
   * fallback for when pushes do not arrive, so callers decide it (see features/live).
   */
  pollInterval?: (games: GamesResponse['games']) => number | false;
  /** False until the week is known (default true). */
  enabled?: boolean;
}

export function useLiveGames(week: SeasonWeek, { pollInterval, enabled = true }: UseLiveGamesOptions = {}) {
  return useQuery({
    ...liveGamesQueryOptions(useAppConfig(), week),
    enabled,
    refetchInterval: pollInterval ? (query) => pollInterval(query.state.data?.games ?? []) : false,
  });
}
