import type { Database } from '@all22/db';
import type { NflId } from '@all22/domain';
import { isFinal } from '@all22/domain';
import { selectPlayersGames, type PlayerGameRow } from '../../../read/player-detail/select-player-games.js';
import { createBatcherPerOwner } from '../../create-statement-batcher.js';
import type { AnalystReads } from '../analyst-tool.js';

interface PlayerSeason {
  readonly nflId: NflId;
  readonly season: number;
}

/**
 * Players' regular-season lines, the players asked for at the same moment read in one statement
 * (a crowd's first answers after a game ends each read a few players': bench:chat).
 */
const selectRegularSeasonGames = createBatcherPerOwner({
  async run(db: Database, keys: readonly PlayerSeason[]): Promise<PlayerGameRow[][]> {
    const rows = await selectPlayersGames(db, {
      nflIds: [...new Set(keys.map((key) => key.nflId))],
      seasons: [...new Set(keys.map((key) => key.season))],
      seasonType: 'REG',
    });
    return keys.map(({ nflId, season }) =>
      rows.filter((row) => row.line.nflId === nflId && row.line.season === season),
    );
  },
  maxBatchSize: 64,
});

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
    const rows = await selectRegularSeasonGames(reads.database, { nflId, season });
    return rows.filter((row) => isFinal(row.game.phase)).reverse();
  });
}
