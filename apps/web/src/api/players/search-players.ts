import { type AppConfig, type PlayerSearchResponse, playerSearchResponseSchema } from '@all22/contracts';
import { isSearchablePlayer } from '@all22/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../config/app-config-context';
import { apiGet } from '../../lib/api-client';

/** Names do not change within a session: a minute of freshness saves a call on retyping. */
const SEARCH_STALE_MS = 60_000;

/** GET /api/players/search?term=…: best matches first (public; 400 under 3 characters). */
export async function searchPlayers(
  config: AppConfig,
  term: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PlayerSearchResponse> {
  const response = await apiGet('/api/players/search', playerSearchResponseSchema, {
    params: { term },
    signal,
    baseUrl: config.apiBaseUrl,
  });
  // The server already leaves retired players out; the rule is the client's too (spec 2 §5).
  return { players: response.players.filter(isSearchablePlayer) };
}

export function playerSearchQueryOptions(config: AppConfig, term: string) {
  return queryOptions({
    queryKey: ['players', 'search', term],
    queryFn: ({ signal }) => searchPlayers(config, term, { signal }),
    staleTime: SEARCH_STALE_MS,
  });
}

/** The search for `term`, only while `isEnabled` (the field is focused and the term long enough). */
export function usePlayerSearch(term: string, isEnabled: boolean) {
  return useQuery({
    ...playerSearchQueryOptions(useAppConfig(), term),
    enabled: isEnabled,
  });
}
