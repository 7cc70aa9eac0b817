import type { Database } from '@all22/db';
import { isFinal, type NflId } from '@all22/domain';
import { selectPlayerGames, type PlayerGameRow } from '../../../read/player-detail/select-player-games.js';

/** A player's finished regular-season games of a season, most recent first (a live game's line is partial). */
export async function readFinishedPlayerGames(
  db: Database,
  nflId: NflId,
  season: number,
): Promise<PlayerGameRow[]> {
  const rows = await selectPlayerGames(db, { nflId, season, seasonType: 'REG' });
  return rows.filter((row) => isFinal(row.game.phase)).reverse();
}
