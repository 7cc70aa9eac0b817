import {
  type AppConfig,
  type playerListQuerySchema,
  type PlayerListResponse,
  playerListResponseSchema,
  type QueryRequest,
} from '@all22/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';

/** What the index asks for; the server's defaults (every player but the retired, by name) fill the rest. */
export type PlayersIndexRequest = QueryRequest<typeof playerListQuerySchema>;

/** GET /api/players: a page of the players index. */
export function listPlayers(
  config: AppConfig,
  request: PlayersIndexRequest,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PlayerListResponse> {
  return apiGet('/api/players', playerListResponseSchema, {
    params: { ...request },
    signal,
    baseUrl: config.apiBaseUrl,
  });
}

export function playersIndexQueryOptions(config: AppConfig, request: PlayersIndexRequest) {
  return queryOptions({
    queryKey: ['players', 'index', request],
    queryFn: ({ signal }) => listPlayers(config, request, { signal }),
  });
}

/**
 * A page of the index. While a new search, filter, sort or page loads, the last answer's rows
 * stay (`isPlaceholderData`), so the table does not blank on every keystroke or click.
 */
export function usePlayersIndex(request: PlayersIndexRequest) {
  return useQuery({
    ...playersIndexQueryOptions(useAppConfig(), request),
    placeholderData: keepPreviousData,
  });
}
