import {
  type AppConfig,
  type fantasyInsightsQuerySchema,
  type FantasyInsightsResponse,
  fantasyInsightsResponseSchema,
  type QueryRequest,
} from '@all22/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { type ApiAuth, apiGet } from '../../../lib/api-client';
import { useSessionActions } from '../../../lib/session/session-context';

/** What the page asks for; the server's defaults (the current week, the account's scoring) fill the rest. */
export type FantasyInsightsRequest = QueryRequest<typeof fantasyInsightsQuerySchema>;

/** Insights change when a game ends or a week begins; the API's minute is fresh enough. */
const INSIGHTS_STALE_MS = 60_000;

/** GET /api/secured/fantasy/insights: the week's cards, grouped by kind (subscribers). */
export function getFantasyInsights(
  config: AppConfig,
  auth: ApiAuth,
  request: FantasyInsightsRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FantasyInsightsResponse> {
  return apiGet('/api/secured/fantasy/insights', fantasyInsightsResponseSchema, {
    // The API reads scoring as text: 0, 0.5 or 1.
    params: { season: request.season, week: request.week, scoring: request.scoring },
    signal,
    auth,
    baseUrl: config.apiBaseUrl,
  });
}

export function fantasyInsightsQueryOptions(
  config: AppConfig,
  auth: ApiAuth,
  request: FantasyInsightsRequest,
) {
  return queryOptions({
    queryKey: ['fantasy', 'insights', request],
    queryFn: ({ signal }) => getFantasyInsights(config, auth, request, { signal }),
    staleTime: INSIGHTS_STALE_MS,
  });
}

/** The week's insights; while another scoring or week loads, the last answer stays (dimmed). */
export function useFantasyInsights(request: FantasyInsightsRequest) {
  return useQuery({
    ...fantasyInsightsQueryOptions(useAppConfig(), useSessionActions(), request),
    placeholderData: keepPreviousData,
  });
}
