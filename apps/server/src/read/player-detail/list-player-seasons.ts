import type { PlayerSeasonsResponse } from '@all22/contracts';
import { type Database, playerSeasonStats } from '@all22/db';
import type { NflId } from '@all22/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { expandPlayerSeasonLine, toStatSection } from '../stats/expand-stat-lines.js';

const seasonTypeOrder = sql`case ${playerSeasonStats.seasonType} when 'PRE' then 0 when 'REG' then 1 else 2 end`;

/** Every season and season type the player has a line for, oldest first (PRE, REG, POST). */
export async function listPlayerSeasons(db: Database, nflId: NflId): Promise<PlayerSeasonsResponse> {
  const rows = await db
    .select()
    .from(playerSeasonStats)
    .where(eq(playerSeasonStats.nflId, nflId))
    .orderBy(asc(playerSeasonStats.season), asc(seasonTypeOrder));
  return {
    nflId,
    seasons: rows.map((row) => {
      const line = expandPlayerSeasonLine(row.stats, row.gamesPlayed);
      return {
        season: row.season,
        seasonType: row.seasonType,
        teamId: row.teamId,
        position: row.position,
        gamesPlayed: row.gamesPlayed,
        gamesDnp: row.gamesDnp,
        fpStd: row.fpStd,
        fpHalfPPR: row.fpHalfPpr,
        fpPPR: row.fpPpr,
        stats: {
          passing: toStatSection(line.passing),
          rushing: toStatSection(line.rushing),
          receiving: toStatSection(line.receiving),
          defense: toStatSection(line.defense),
          coverage: toStatSection(line.coverage),
          kicking: toStatSection(line.kicking),
          punting: toStatSection(line.punting),
          returning: toStatSection(line.returning),
        },
      };
    }),
  };
}
