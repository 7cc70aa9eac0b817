import type { PlayerOverviewResponse } from '@all22/contracts';
import { playerSeasonStats, type Database } from '@all22/db';
import type { NflId, SeasonType } from '@all22/domain';
import {
  createPlayerTotals,
  derivePerGameFigures,
  derivePlayerStatLine,
  expandStatLine,
  type PlayerSeasonStatLine,
} from '@all22/stats';
import { and, eq } from 'drizzle-orm';

/** The full shape of a season line, zeros and nulls, that stored compact lines expand against. */
const EMPTY_SEASON_LINE: PlayerSeasonStatLine = derivePerGameFigures(
  derivePlayerStatLine(createPlayerTotals()),
  0,
);

/**
 * A player's season at a glance: games played and missed, and his passing, rushing and receiving
 * lines. A season he has no line for reads as zeros (empty rates are null).
 */
export async function getPlayerOverview(
  db: Database,
  key: { nflId: NflId; season: number; seasonType: SeasonType },
): Promise<PlayerOverviewResponse> {
  const [row] = await db
    .select({
      gamesPlayed: playerSeasonStats.gamesPlayed,
      gamesDnp: playerSeasonStats.gamesDnp,
      stats: playerSeasonStats.stats,
    })
    .from(playerSeasonStats)
    .where(
      and(
        eq(playerSeasonStats.nflId, key.nflId),
        eq(playerSeasonStats.season, key.season),
        eq(playerSeasonStats.seasonType, key.seasonType),
      ),
    );
  const line = expandStatLine(row?.stats, EMPTY_SEASON_LINE);
  return {
    ...key,
    lineup: { gamesDnp: row?.gamesDnp ?? 0, gamesPlayed: row?.gamesPlayed ?? 0 },
    stats: { passing: line.passing, rushing: line.rushing, receiving: line.receiving },
  };
}
