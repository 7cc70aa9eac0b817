import type { Player } from '@all22/contracts';
import { type PlayerHeaderStats, getPlayerHeaderStats, getPositionGroup } from '@all22/domain';
import { useFantasyScoring } from '../../../hooks/use-fantasy-scoring';
import { useIsSubscriber } from '../../../hooks/use-is-subscriber';
import { usePlayerAdvancedStats } from '../api/get-player-advanced-stats';
import { usePlayerFantasySeason } from '../api/get-player-fantasy-season';

export type PlayerHeaderStatsState =
  | { status: 'hidden' }
  | { status: 'loading' }
  | { status: 'ready'; season: number; stats: PlayerHeaderStats };

/**
 * The header card's stat items for `season` (the stats season; undefined until known): the
 * fantasy row and the position's advanced-stats line, both subscriber calls. Visitors, players
 * without a position group, and failed calls get no items (spec 1 §8: hidden silently).
 */
export function usePlayerHeaderStats(player: Player, season: number | undefined): PlayerHeaderStatsState {
  const isSubscriber = useIsSubscriber();
  const scoring = useFantasyScoring();
  const group = getPositionGroup(player.position);
  const params = { nflId: player.nflId, season: season ?? 0 };
  const enabled = isSubscriber && season !== undefined && group !== null;
  const fantasy = usePlayerFantasySeason(params, { enabled });
  const advanced = usePlayerAdvancedStats(group, params, { enabled });
  if (!isSubscriber || group === null) return { status: 'hidden' };
  if (season === undefined || fantasy.isPending || (advanced.isPending && advanced.fetchStatus !== 'idle')) {
    return { status: 'loading' };
  }
  const line = advanced.data ?? null;
  const fantasyRow = fantasy.data ?? null;
  // Fantasy-sourced items read the fantasy row's sections, the others the advanced line's.
  const seasonLine = { ...fantasyRow, ...line };
  return {
    status: 'ready',
    season,
    stats: getPlayerHeaderStats({
      group,
      seasonLine,
      gamesPlayed: line?.gamesPlayed ?? fantasyRow?.gamesPlayed ?? 0,
      gamesDnp: line?.gamesDnp ?? 0,
      fantasy: fantasyRow,
      scoring,
    }),
  };
}
