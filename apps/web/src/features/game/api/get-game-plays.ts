import { type AppConfig, type Play, PLAYS_MAX_PAGE_SIZE, playListResponseSchema } from '@all22/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { apiGet } from '../../../lib/api-client';
import { gameQueryKey } from './game-query-keys';

/** A game has about 150–200 plays; more pages than this would mean a broken answer. */
const MAX_PAGES = 10;

/**
 * GET /api/plays?gameId=…: every film play of a game, in game order (the film room's call, read
 * page by page at the largest page size until the total is reached).
 */
export async function getGamePlays(
  config: AppConfig,
  gameId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Play[]> {
  const plays: Play[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await apiGet('/api/plays', playListResponseSchema, {
      params: { gameId, page, pageSize: PLAYS_MAX_PAGE_SIZE },
      signal,
      baseUrl: config.apiBaseUrl,
    });
    plays.push(...answer.plays);
    if (answer.plays.length === 0 || plays.length >= answer.total) break;
  }
  return plays.sort((a, b) => a.sequence - b.sequence);
}

export function gamePlaysQueryOptions(config: AppConfig, gameId: string) {
  return queryOptions({
    queryKey: [...gameQueryKey(gameId), 'plays'],
    queryFn: ({ signal }) => getGamePlays(config, gameId, { signal }),
  });
}

/** The game's plays, asked only when `enabled` (the film room is the subscribers' unless configured open). */
export function useGamePlays(gameId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...gamePlaysQueryOptions(useAppConfig(), gameId), enabled });
}
