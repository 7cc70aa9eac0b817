import {
  type AppConfig,
  FANTASY_RANKING_MAX_LIMIT,
  type FantasySeasonResponse,
  fantasySeasonResponseSchema,
} from '@all22/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiAuth, apiGet } from '../../lib/api-client';

/** The ranking fetch (spec 1 §7, §9): 500 players by standard fantasy points, most first. */
const RANKING_PARAMS = { limit: FANTASY_RANKING_MAX_LIMIT, sortKey: 'fpStd', sortValue: 'DESC' } as const;

/** GET /api/secured/stats/fantasy/season: a season's fantasy ranking (subscribers only). */
export function getFantasyRankings(
  config: AppConfig,
  auth: ApiAuth,
  season: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FantasySeasonResponse> {
  return apiGet('/api/secured/stats/fantasy/season', fantasySeasonResponseSchema, {
    params: { season, ...RANKING_PARAMS },
    signal,
    auth,
    baseUrl: config.apiBaseUrl,
  });
}

export const FANTASY_RANKINGS_QUERY_KEY = ['fantasy', 'rankings'] as const;

export function fantasyRankingsQueryOptions(config: AppConfig, auth: ApiAuth, season: number) {
  return queryOptions({
    queryKey: [...FANTASY_RANKINGS_QUERY_KEY, season],
    queryFn: ({ signal }) => getFantasyRankings(config, auth, season, { signal }),
  });
}
