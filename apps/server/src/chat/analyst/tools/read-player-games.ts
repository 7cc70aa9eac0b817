import type { NflId } from '@all22/domain';
import { isFinal } from '@all22/domain';
import { selectPlayerGames, type PlayerGameRow } from '../../../read/player-detail/select-player-games.js';
import type { AnalystReads } from '../analyst-tool.js';

/**
 * A player's finished regular-season games of a season, most recent first (a live game's line is
 * partial). Read once and shared by the tools that use them (profile, usage, outlook) while the
 * league stands still.
 */
export function readFinishedPlayerGames(
  reads: AnalystReads,
  nflId: NflId,
  season: number,
): Promise<PlayerGameRow[]> {
  return reads.remember(`finished-games:${nflId}:${season}`, async () => {
    const rows = await selectPlayerGames(reads.database, { nflId, season, seasonType: 'REG' });
    return rows.filter((row) => isFinal(row.game.phase)).reverse();
  });
}
