/**
 * The fantasy season call: one player's fantasy row (with the season line's sections the player
 * header's fantasy items read) or a ranking sorted by any fantasy key, unranked players last.
 */
import type {
  FantasySeasonPlayer,
  FantasySeasonQuery,
  FantasySeasonResponse,
  FantasySortKey,
} from '@all22/contracts';
import {
  fantasySeasonStats,
  players,
  playerSeasonStats,
  type Database,
  type FantasySeasonStats,
} from '@all22/db';
import type { NflId } from '@all22/domain';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.js';
import { expandPlayerSeasonLine, toStatSection } from './expand-stat-lines.js';
import { sortStatRows } from './sort-stat-rows.js';

type FantasyRow = FantasySeasonStats & { displayName: string };

const toFantasyPlayer = (row: FantasyRow): FantasySeasonPlayer => ({
  nflId: row.nflId,
  displayName: row.displayName,
  season: row.season,
  seasonType: row.seasonType,
  teamId: row.teamId,
  position: row.position,
  gamesPlayed: row.gamesPlayed,
  fpStd: row.fpStd,
  fpHalfPPR: row.fpHalfPpr,
  fpPPR: row.fpPpr,
  fpPGStd: row.fpPgStd,
  fpPGHalfPPR: row.fpPgHalfPpr,
  fpPGPPR: row.fpPgPpr,
  fpPosRkStd: row.fpPosRkStd,
  fpPosRkHalfPPR: row.fpPosRkHalfPpr,
  fpPosRkPPR: row.fpPosRkPpr,
  fpPosRkLblStd: row.fpPosRkLblStd,
  fpPosRkLblHalfPPR: row.fpPosRkLblHalfPpr,
  fpPosRkLblPPR: row.fpPosRkLblPpr,
});

/** The number a fantasy key sorts by; a rank label sorts by its rank. Null = unranked. */
const SORT_VALUE_OF: Record<FantasySortKey, (player: FantasySeasonPlayer) => number | null> = {
  fpStd: (p) => p.fpStd,
  fpHalfPPR: (p) => p.fpHalfPPR,
  fpPPR: (p) => p.fpPPR,
  fpPGStd: (p) => p.fpPGStd,
  fpPGHalfPPR: (p) => p.fpPGHalfPPR,
  fpPGPPR: (p) => p.fpPGPPR,
  fpPosRkStd: (p) => p.fpPosRkStd,
  fpPosRkHalfPPR: (p) => p.fpPosRkHalfPPR,
  fpPosRkPPR: (p) => p.fpPosRkPPR,
  fpPosRkLblStd: (p) => p.fpPosRkStd,
  fpPosRkLblHalfPPR: (p) => p.fpPosRkHalfPPR,
  fpPosRkLblPPR: (p) => p.fpPosRkPPR,
};

/**
 * Sorts fantasy rows by a key. Players without games are unranked: they come last whatever the
 * direction (the app's 999999), even for point keys where their 0 would otherwise mix in.
 */
export function sortFantasyPlayers(
  rows: readonly FantasySeasonPlayer[],
  sortKey: FantasySortKey,
  direction: 'ASC' | 'DESC',
): FantasySeasonPlayer[] {
  const valueOf = SORT_VALUE_OF[sortKey];
  const sortable = rows.map((player) => ({
    player,
    value: player.gamesPlayed > 0 ? valueOf(player) : null,
    tieBreakers: [player.nflId],
  }));
  return sortStatRows(sortable, direction).map((row) => row.player);
}

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

/** GET /api/secured/stats/fantasy/season. Unknown nflId → 404; no row for the season → []. */
export async function getFantasySeasonStats(
  db: Database,
  query: FantasySeasonQuery,
): Promise<FantasySeasonResponse> {
  if (query.nflId !== undefined) return getOnePlayer(db, query, query.nflId as NflId);
  const rows = await selectFantasyRows(db).where(
    and(eq(fantasySeasonStats.season, query.season), eq(fantasySeasonStats.seasonType, query.seasonType)),
  );
  const ranked = sortFantasyPlayers(
    rows.map(({ row, displayName }) => toFantasyPlayer({ ...row, displayName })),
    query.sortKey,
    query.sortValue,
  );
  return { players: ranked.slice(0, query.limit) };
}
