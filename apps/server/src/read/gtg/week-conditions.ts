import { games } from '@all22/db';
import type { SeasonType, SeasonWeek } from '@all22/domain';
import { and, type Column, eq, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';

/** The season types that come before `seasonType` within a season. */
const EARLIER_TYPES: Readonly<Record<SeasonType, SeasonType[]>> = {
  PRE: [],
  REG: ['PRE'],
  POST: ['PRE', 'REG'],
};

/** The week's columns of a table that has them (games and the stats tables). */
interface WeekColumns {
  season: Column;
  seasonType: Column;
  week: Column;
}

/** Rows of a week before `week` in the league's calendar (compareWeeks < 0). */
export function isBeforeWeek(columns: WeekColumns, week: SeasonWeek): SQL {
  const earlierTypes = EARLIER_TYPES[week.seasonType];
  return or(
    lt(columns.season, week.season),
    and(
      eq(columns.season, week.season),
      or(
        earlierTypes.length > 0 ? inArray(columns.seasonType, earlierTypes) : sql`false`,
        and(eq(columns.seasonType, week.seasonType), lt(columns.week, week.week)),
      ),
    ),
  )!;
}

/** A final game (spec 1 §3: any phase containing FINAL), not a preseason one. */
export const isFinalNonPreseason = and(sql`${games.phase} like '%FINAL%'`, ne(games.seasonType, 'PRE'))!;

/** A final regular-season game of the basis: its season up to `throughWeek` (null: every week). */
export function isBasisGame(basis: { season: number; throughWeek: number | null }): SQL {
  return and(
    sql`${games.phase} like '%FINAL%'`,
    eq(games.season, basis.season),
    eq(games.seasonType, 'REG'),
    basis.throughWeek === null ? undefined : sql`${games.week} <= ${basis.throughWeek}`,
  )!;
}
