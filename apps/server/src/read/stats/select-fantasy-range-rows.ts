import {
  FANTASY_STAT_KEYS,
  type FantasyRankingQuery,
  type FantasyStatColumns,
  type FantasyStatKey,
} from '@all22/contracts';
import { type Database, fantasySeasonStats, games, playerGameStats, players } from '@all22/db';
import type { NflId } from '@all22/domain';
import { type FantasyPositionRank, rankFantasyPositions, roundTo } from '@all22/stats';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  type FantasyRankingRow,
  fantasyRowFilter,
  lineOnlyFantasyStats,
} from './select-fantasy-season-rows.js';

/**
 * The stored lines of a query's range: either end left out runs from the first or to the last
 * week. Finished games only, as every season figure counts them (a live game's points join the
 * range, and its week, when it ends: docs/decisions/domain-rules.md, "Season figures during a week").
 */
export function weekRangeFilter(query: FantasyRankingQuery) {
  return and(
    eq(playerGameStats.season, query.season),
    eq(playerGameStats.seasonType, query.seasonType),
    query.weekFrom === undefined ? undefined : gte(playerGameStats.week, query.weekFrom),
    query.weekTo === undefined ? undefined : lte(playerGameStats.week, query.weekTo),
    sql`exists (select 1 from ${games} where ${games.gameId} = ${playerGameStats.gameId} and ${games.phase} like '%FINAL%')`,
  );
}

const sumInt = (figure: AnyPgColumn | SQL<number>) => sql<number>`sum(${figure})::int`;
const LINE_ONLY = lineOnlyFantasyStats(playerGameStats.stats);

const STAT_SUMS = {
  passYards: sumInt(playerGameStats.passYards),
  passTouchdowns: sumInt(playerGameStats.passTouchdowns),
  interceptions: sumInt(playerGameStats.interceptionsThrown),
  rushAttempts: sumInt(playerGameStats.rushAttempts),
  rushYards: sumInt(playerGameStats.rushYards),
  rushTouchdowns: sumInt(playerGameStats.rushTouchdowns),
  targets: sumInt(playerGameStats.targets),
  receptions: sumInt(playerGameStats.receptions),
  receivingYards: sumInt(playerGameStats.receivingYards),
  receivingTouchdowns: sumInt(playerGameStats.receivingTouchdowns),
  fumblesLost: sumInt(playerGameStats.fumblesLost),
  twoPointConversions: sumInt(LINE_ONLY.twoPointConversions),
  fieldGoalsMade: sumInt(LINE_ONLY.fieldGoalsMade),
  fieldGoalsAttempted: sumInt(LINE_ONLY.fieldGoalsAttempted),
  extraPointsMade: sumInt(LINE_ONLY.extraPointsMade),
} satisfies Record<FantasyStatKey, SQL<number>>;

const FORMATS = ['Std', 'HalfPPR', 'PPR'] as const;
const UNRANKED: FantasyPositionRank = { rank: null, label: null };

/**
 * The ranking rows of a week range: every player of the period (of the positions asked for) with
 * his game lines in the range summed — games, points in each scoring (the weeks' points added, as
 * the season's equal the sum of its weeks), stat columns — points per game over those games, and
 * position ranks among the range's rows (players without a game in it unranked). The team is the
 * last he played for in the range, else the period's.
 */
export async function selectFantasyRangeRows(
  db: Database,
  query: FantasyRankingQuery,
): Promise<FantasyRankingRow[]> {
  // Two plain queries joined here: as one (a left join on the grouped lines) the planner may
  // group the range's lines again for every player, seconds instead of milliseconds.
  const [periodRows, rangeRows] = await Promise.all([
    db
      .select({
        nflId: fantasySeasonStats.nflId,
        position: fantasySeasonStats.position,
        teamId: fantasySeasonStats.teamId,
        displayName: players.displayName,
      })
      .from(fantasySeasonStats)
      .innerJoin(players, eq(players.nflId, fantasySeasonStats.nflId))
      .where(fantasyRowFilter(query)),
    db
      .select({
        nflId: playerGameStats.nflId,
        games: sql<number>`count(*)::int`,
        lastTeamId: sql<string>`(array_agg(${playerGameStats.teamId} order by ${playerGameStats.week} desc, ${playerGameStats.gameId} desc))[1]`,
        fpStd: sql<number>`sum(${playerGameStats.fpStd})`,
        fpHalfPPR: sql<number>`sum(${playerGameStats.fpHalfPpr})`,
        fpPPR: sql<number>`sum(${playerGameStats.fpPpr})`,
        ...STAT_SUMS,
      })
      .from(playerGameStats)
      .where(weekRangeFilter(query))
      .groupBy(playerGameStats.nflId),
  ]);
  const linesOf = new Map(rangeRows.map((row) => [row.nflId, row]));
  return rankRangeRows(
    periodRows.map((row) => {
      const lines = linesOf.get(row.nflId);
      const games = lines?.games ?? 0;
      const fpStd = roundTo(lines?.fpStd ?? 0, 2);
      const fpHalfPPR = roundTo(lines?.fpHalfPPR ?? 0, 2);
      const fpPPR = roundTo(lines?.fpPPR ?? 0, 2);
      const perGame = (value: number) => (games > 0 ? roundTo(value / games, 2) : 0);
      const stats = Object.fromEntries(
        FANTASY_STAT_KEYS.map((key) => [key, lines?.[key] ?? 0]),
      ) as FantasyStatColumns;
      return {
        nflId: row.nflId,
        displayName: row.displayName,
        season: query.season,
        seasonType: query.seasonType,
        teamId: lines?.lastTeamId ?? row.teamId,
        position: row.position,
        gamesPlayed: games,
        fpStd,
        fpHalfPPR,
        fpPPR,
        fpPGStd: perGame(fpStd),
        fpPGHalfPPR: perGame(fpHalfPPR),
        fpPGPPR: perGame(fpPPR),
        stats,
      };
    }),
  );
}

type UnrankedRow = Omit<
  FantasyRankingRow,
  `fpPosRk${(typeof FORMATS)[number]}` | `fpPosRkLbl${(typeof FORMATS)[number]}`
>;

/** Position ranks of the range's rows in each scoring (the stored season ranks' rule). */
function rankRangeRows(rows: readonly UnrankedRow[]): FantasyRankingRow[] {
  const ranks = FORMATS.map((format) =>
    rankFantasyPositions(
      rows.map((row) => ({
        nflId: row.nflId as NflId,
        position: row.position,
        gamesPlayed: row.gamesPlayed,
        points: row[`fp${format}`],
      })),
    ),
  );
  return rows.map((row) => {
    const [std, half, ppr] = ranks.map((byPlayer) => byPlayer.get(row.nflId as NflId) ?? UNRANKED);
    return {
      ...row,
      fpPosRkStd: std?.rank ?? null,
      fpPosRkHalfPPR: half?.rank ?? null,
      fpPosRkPPR: ppr?.rank ?? null,
      fpPosRkLblStd: std?.label ?? null,
      fpPosRkLblHalfPPR: half?.label ?? null,
      fpPosRkLblPPR: ppr?.label ?? null,
    };
  });
}
