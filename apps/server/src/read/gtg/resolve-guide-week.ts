import type { OptionalSeasonWeekQuery } from '@all22/contracts';
import { type Database, weeks } from '@all22/db';
import type { SeasonType } from '@all22/domain';
import { findLeagueWeek } from '@all22/league';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.js';

/** A week of the league that exists, with its slug. */
export interface GuideWeek {
  season: number;
  seasonType: SeasonType;
  week: number;
  weekSlug: string;
}

/** The week asked for (the league's current week when none is named); 404 when the league has no such week. */
export async function resolveGuideWeek(
  db: Database,
  query: OptionalSeasonWeekQuery,
  nowMs: number,
): Promise<GuideWeek> {
  const asked =
    query.season !== undefined && query.seasonType !== undefined && query.week !== undefined
      ? { season: query.season, seasonType: query.seasonType, week: query.week }
      : findLeagueWeek(nowMs);
  const [row] = await db
    .select({ weekSlug: weeks.weekSlug })
    .from(weeks)
    .where(
      and(eq(weeks.season, asked.season), eq(weeks.seasonType, asked.seasonType), eq(weeks.week, asked.week)),
    );
  if (!row) throw notFound(`No week ${asked.seasonType} ${asked.week} in season ${asked.season}`);
  return { season: asked.season, seasonType: asked.seasonType, week: asked.week, weekSlug: row.weekSlug };
}
