import { type Database, teamWeekDepthCharts } from '@all22/db';
import type { SeasonType, TeamId } from '@all22/domain';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';

export interface DepthChartWeek {
  season: number;
  seasonType: SeasonType;
  week: number;
}

/** PRE before REG before POST, so "latest" follows the calendar. */
const seasonTypeOrder = sql`case ${teamWeekDepthCharts.seasonType} when 'PRE' then 0 when 'REG' then 1 else 2 end`;

/** The latest week with a depth chart written for the team that season (and season type). */
export async function findLatestDepthChartWeek(
  db: Database,
  key: { teamId: TeamId; season: number; seasonType?: SeasonType },
): Promise<DepthChartWeek | null> {
  const conditions: SQL[] = [
    eq(teamWeekDepthCharts.teamId, key.teamId),
    eq(teamWeekDepthCharts.season, key.season),
  ];
  if (key.seasonType) conditions.push(eq(teamWeekDepthCharts.seasonType, key.seasonType));
  const [latest] = await db
    .select({
      season: teamWeekDepthCharts.season,
      seasonType: teamWeekDepthCharts.seasonType,
      week: teamWeekDepthCharts.week,
    })
    .from(teamWeekDepthCharts)
    .where(and(...conditions))
    .orderBy(desc(seasonTypeOrder), desc(teamWeekDepthCharts.week))
    .limit(1);
  return latest ?? null;
}
