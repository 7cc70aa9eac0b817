import {
  type AppConfig,
  type LeagueInsightsResponse,
  leagueInsightsResponseSchema,
  type leagueInsightsQuerySchema,
  type QueryRequest,
} from '@all22/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { type ApiAuth, apiGet } from '../../../lib/api-client';
import { useSessionActions } from '../../../lib/session/session-context';

/** What the page asks for; the server's defaults (the current week) fill the rest. */
export type LeagueInsightsRequest = QueryRequest<typeof leagueInsightsQuerySchema>;

/** The insights move with each play of a game under way; the API's minute is fresh enough. */
const INSIGHTS_STALE_MS = 60_000;

/** GET /api/insights: team efficiency, trends, notables and the beta cards (subscribers). */
export function getLeagueInsights(
  config: AppConfig,
  auth: ApiAuth,
  request: LeagueInsightsRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LeagueInsightsResponse> {
  return apiGet('/api/insights', leagueInsightsResponseSchema, {
    params: { season: request.season, week: request.week },
    signal,
    auth,
    baseUrl: config.apiBaseUrl,
  });
}

export function leagueInsightsQueryOptions(config: AppConfig, auth: ApiAuth, request: LeagueInsightsRequest) {
  return queryOptions({
    queryKey: ['insights', 'league', request],
    queryFn: ({ signal }) => getLeagueInsights(config, auth, request, { signal }),
    staleTime: INSIGHTS_STALE_MS,
  });
}

/** The league insights; while another week loads, the last answer stays (dimmed). */
export function useLeagueInsights(request: LeagueInsightsRequest) {
  return useQuery({
    ...leagueInsightsQueryOptions(useAppConfig(), useSessionActions(), request),
    placeholderData: keepPreviousData,
  });
}
