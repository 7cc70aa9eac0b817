import {
  FANTASY_STAT_KEYS,
  type FantasyRankingPlayer,
  type FantasyRankingQuery,
  type FantasyStatColumns,
  type FantasyStatKey,
} from '@all22/contracts';
import { type Database, fantasySeasonStats, players, playerSeasonStats } from '@all22/db';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { toFantasyPlayer } from './to-fantasy-player.js';

/** A row's stat columns when he has no season line: zeros. */
export const EMPTY_FANTASY_STATS: FantasyStatColumns = Object.fromEntries(
  FANTASY_STAT_KEYS.map((key) => [key, 0]),
) as FantasyStatColumns;

/** A ranking row before its team is named (abbreviation, bye week). */
export type FantasyRankingRow = Omit<FantasyRankingPlayer, 'teamAbbr' | 'byeWeek'>;

/** The period's rows of the positions asked for (every position when none). */
export function fantasyRowFilter(query: FantasyRankingQuery): SQL | undefined {
  return and(
    eq(fantasySeasonStats.season, query.season),
    eq(fantasySeasonStats.seasonType, query.seasonType),
    query.position === undefined ? undefined : inArray(fantasySeasonStats.position, query.position),
  );
}

/** A whole-number figure of a stored line that has no column of its own (the compact line drops zeros). */
function lineFigureOf(stats: AnyPgColumn, section: 'general' | 'kicking', key: string): SQL<number> {
  return sql<number>`coalesce((${stats}->${sql.raw(`'${section}'`)}->>${sql.raw(`'${key}'`)})::int, 0)`;
}

/** The ranking's stat columns read from a stored line's jsonb rather than a column of their own. */
export function lineOnlyFantasyStats(stats: AnyPgColumn) {
  return {
    twoPointConversions: lineFigureOf(stats, 'general', 'twoPointConversions'),
    fieldGoalsMade: lineFigureOf(stats, 'kicking', 'fieldGoalsMade'),
    fieldGoalsAttempted: lineFigureOf(stats, 'kicking', 'fieldGoalsAttempted'),
    extraPointsMade: lineFigureOf(stats, 'kicking', 'extraPointsMade'),
  } satisfies Partial<Record<FantasyStatKey, SQL<number>>>;
}

/**
 * The season's ranking rows as stored: the fantasy row (points, per game, ranks) and the season
 * line's stat columns. Two plain queries joined here: as one left join the planner may scan the
 * season lines once per player.
 */
export async function selectFantasySeasonRows(
  db: Database,
  query: FantasyRankingQuery,
): Promise<FantasyRankingRow[]> {
  const [rows, lines] = await Promise.all([
    db
      .select({ row: fantasySeasonStats, displayName: players.displayName })
      .from(fantasySeasonStats)
      .innerJoin(players, eq(players.nflId, fantasySeasonStats.nflId))
      .where(fantasyRowFilter(query)),
    db
      .select({
        nflId: playerSeasonStats.nflId,
        passYards: playerSeasonStats.passYards,
        passTouchdowns: playerSeasonStats.passTouchdowns,
        interceptions: playerSeasonStats.interceptionsThrown,
        rushAttempts: playerSeasonStats.rushAttempts,
        rushYards: playerSeasonStats.rushYards,
        rushTouchdowns: playerSeasonStats.rushTouchdowns,
        targets: playerSeasonStats.targets,
        receptions: playerSeasonStats.receptions,
        receivingYards: playerSeasonStats.receivingYards,
        receivingTouchdowns: playerSeasonStats.receivingTouchdowns,
        fumblesLost: playerSeasonStats.fumblesLost,
        ...lineOnlyFantasyStats(playerSeasonStats.stats),
      })
      .from(playerSeasonStats)
      .where(
        and(eq(playerSeasonStats.season, query.season), eq(playerSeasonStats.seasonType, query.seasonType)),
      ),
  ]);
  const statsOf = new Map(lines.map(({ nflId, ...stats }) => [nflId, stats]));
  return rows.map(({ row, displayName }) => ({
    ...toFantasyPlayer({ ...row, displayName }),
    stats: statsOf.get(row.nflId) ?? EMPTY_FANTASY_STATS,
  }));
}
