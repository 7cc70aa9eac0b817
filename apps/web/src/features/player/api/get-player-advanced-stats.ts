import {
  ADVANCED_STATS_KIND_BY_POSITION_GROUP,
  type AdvancedStatsKind,
  type AdvancedStatsPlayer,
  type AppConfig,
  advancedStatsPath,
  advancedStatsResponseSchema,
} from '@all22/contracts';
import type { PositionGroup } from '@all22/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../config/app-config-context';
import { type ApiAuth, apiGet } from '../../../lib/api-client';
import { useSessionActions } from '../../../lib/session/session-context';
import type { PlayerSeasonParams } from './get-player-fantasy-season';

/**
 * The position-specific advanced-stats call for one player (spec 1 §7, spec 2 §7: receivers,
 * front seven, secondary, …): his season line with games played and missed; null without a row.
 */
export async function getPlayerAdvancedStats(
  config: AppConfig,
  auth: ApiAuth,
  kind: AdvancedStatsKind,
  { nflId, season }: PlayerSeasonParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdvancedStatsPlayer | null> {
  const answer = await apiGet(advancedStatsPath(kind), advancedStatsResponseSchema, {
    params: { nflId, season, seasonType: 'REG' },
    signal,
    auth,
    baseUrl: config.apiBaseUrl,
  });
  return answer.players[0] ?? null;
}

export function playerAdvancedStatsQueryOptions(
  config: AppConfig,
  auth: ApiAuth,
  kind: AdvancedStatsKind,
  params: PlayerSeasonParams,
) {
  return queryOptions({
    queryKey: ['stats', 'advanced', kind, params.nflId, params.season],
    queryFn: ({ signal }) => getPlayerAdvancedStats(config, auth, kind, params, { signal }),
  });
}

/**
 * The header's advanced stats for a player of `group` (none for OL and LS: the query stays idle).
 * A failure hides the items, like the fantasy stats (spec 1 §8).
 */
export function usePlayerAdvancedStats(
  group: PositionGroup | null,
  params: PlayerSeasonParams,
  { enabled }: { enabled: boolean },
) {
  const kind = group === null ? null : ADVANCED_STATS_KIND_BY_POSITION_GROUP[group];
  return useQuery({
    ...playerAdvancedStatsQueryOptions(
      useAppConfig(),
      useSessionActions(),
      kind ?? 'defense/overview',
      params,
    ),
    enabled: enabled && kind !== null,
    throwOnError: false,
  });
}
