import type { PlayerFantasyWeeksResponse } from '@all22/contracts';
import type { Database } from '@all22/db';
import type { NflId, SeasonType } from '@all22/domain';
import { roundTo } from '@all22/stats';
import { selectPlayerGames } from './select-player-games.js';

/**
 * Fantasy points (standard, half PPR, PPR) of each week the player has a line in, from the stored
 * game lines, and their totals (two decimals, as the season table stores them). Weeks he did not
 * play (bye, injury) are not listed.
 */
export async function getPlayerFantasyWeeks(
  db: Database,
  key: { nflId: NflId; season: number; seasonType: SeasonType },
): Promise<PlayerFantasyWeeksResponse> {
  const rows = await selectPlayerGames(db, key);
  const weeks = rows.map(({ line, opponentTeamId }) => ({
    week: line.week,
    gameId: line.gameId,
    opponentTeamId,
    fpStd: line.fpStd,
    fpHalfPPR: line.fpHalfPpr,
    fpPPR: line.fpPpr,
  }));
  const total = (key: 'fpStd' | 'fpHalfPPR' | 'fpPPR') =>
    roundTo(
      weeks.reduce((sum, week) => sum + week[key], 0),
      2,
    );
  return {
    ...key,
    weeks,
    totals: { fpStd: total('fpStd'), fpHalfPPR: total('fpHalfPPR'), fpPPR: total('fpPPR') },
  };
}
