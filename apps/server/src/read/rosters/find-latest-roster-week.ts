import { teamWeekRosters, type Database } from '@all22/db';
import type { TeamId } from '@all22/domain';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { RosterWeek } from './roster-week.js';

/** PRE before REG before POST, so "latest" follows the calendar. */
const seasonTypeOrder = sql`case ${teamWeekRosters.seasonType} when 'PRE' then 0 when 'REG' then 1 else 2 end`;

/**
 * The latest week with a roster written: for one team and season (the roster call), or across the
 * league (a player's current injury). Null when nothing is written.
 */
export async function findLatestRosterWeek(
  db: Database,
  filter: { season?: number; teamId?: TeamId } = {},
): Promise<RosterWeek | null> {
  const conditions: SQL[] = [];
  if (filter.season !== undefined) conditions.push(eq(teamWeekRosters.season, filter.season));
  if (filter.teamId !== undefined) conditions.push(eq(teamWeekRosters.teamId, filter.teamId));
  const [latest] = await db
    .select({
      season: teamWeekRosters.season,
      seasonType: teamWeekRosters.seasonType,
      week: teamWeekRosters.week,
    })
    .from(teamWeekRosters)
    .where(and(...conditions))
    .orderBy(desc(teamWeekRosters.season), desc(seasonTypeOrder), desc(teamWeekRosters.week))
    .limit(1);
  return latest ?? null;
}
