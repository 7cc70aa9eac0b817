/**
 * The fantasy season call: one player's fantasy row (with the season line's sections the player
 * header's fantasy items read) or the ranking (get-fantasy-ranking.ts).
 */
import type { FantasySeasonQuery, FantasySeasonResponse } from '@all22/contracts';
import { fantasySeasonStats, players, playerSeasonStats, type Database } from '@all22/db';
import type { NflId } from '@all22/domain';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.js';
import { expandPlayerSeasonLine, toStatSection } from './expand-stat-lines.js';
import { getFantasyRanking } from './get-fantasy-ranking.js';
import { toFantasyPlayer } from './to-fantasy-player.js';

const selectFantasyRows = (db: Database) =>
  db
    .select({ row: fantasySeasonStats, displayName: players.displayName })
    .from(fantasySeasonStats)
    .innerJoin(players, eq(players.nflId, fantasySeasonStats.nflId));

async function getOnePlayer(
  db: Database,
  query: FantasySeasonQuery,
  nflId: NflId,
): Promise<FantasySeasonResponse> {
  const [player] = await db.select({ nflId: players.nflId }).from(players).where(eq(players.nflId, nflId));
  if (!player) throw notFound(`No player with nflId ${nflId}`);
  const [found] = await selectFantasyRows(db).where(
    and(
      eq(fantasySeasonStats.season, query.season),
      eq(fantasySeasonStats.seasonType, query.seasonType),
      eq(fantasySeasonStats.nflId, nflId),
    ),
  );
  if (!found) return { players: [] };
  const [season] = await db
    .select({ stats: playerSeasonStats.stats, gamesPlayed: playerSeasonStats.gamesPlayed })
    .from(playerSeasonStats)
    .where(
      and(
        eq(playerSeasonStats.season, query.season),
        eq(playerSeasonStats.seasonType, query.seasonType),
        eq(playerSeasonStats.nflId, nflId),
      ),
    );
  const line = expandPlayerSeasonLine(season?.stats, season?.gamesPlayed ?? 0);
  return {
    players: [
      {
        ...toFantasyPlayer({ ...found.row, displayName: found.displayName }),
        passing: toStatSection(line.passing),
        rushing: toStatSection(line.rushing),
        receiving: toStatSection(line.receiving),
        kicking: toStatSection(line.kicking),
        punting: toStatSection(line.punting),
      },
    ],
  };
}

/**
 * GET /api/secured/stats/fantasy/season. With nflId: that player (unknown nflId → 404; no row for
 * the season → []). Otherwise the ranking (get-fantasy-ranking.ts).
 */
export async function getFantasySeasonStats(
  db: Database,
  query: FantasySeasonQuery,
): Promise<FantasySeasonResponse> {
  if (query.nflId !== undefined) return getOnePlayer(db, query, query.nflId as NflId);
  return getFantasyRanking(db, query);
}
