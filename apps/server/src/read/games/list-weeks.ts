import type { WeekResponse } from '@all22/contracts';
import { type Database, weeks } from '@all22/db';
import { getSeasonTypeWeek } from '@all22/domain';
import { asc, eq, sql } from 'drizzle-orm';

/** A season's weeks in calendar order: PRE, then REG, then POST, each by week. */
export async function listWeeks(db: Database, season: number): Promise<WeekResponse[]> {
  const rows = await db
    .select()
    .from(weeks)
    .where(eq(weeks.season, season))
    .orderBy(sql`case ${weeks.seasonType} when 'PRE' then 0 when 'REG' then 1 else 2 end`, asc(weeks.week));
  return rows.map((row) => ({
    season: row.season,
    seasonType: row.seasonType,
    week: row.week,
    weekType: row.weekType,
    text: row.text,
    weekSlug: row.weekSlug,
    seasonTypeWeek: getSeasonTypeWeek(row.seasonType, row.week) ?? `${row.seasonType}-${row.week}`,
    startDate: row.startDate,
    endDate: row.endDate,
  }));
}
