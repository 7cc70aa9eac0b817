import { games, type Database } from '@all22/db';
import type { SeasonType } from '@all22/domain';
import { findLeagueWeek } from '@all22/league';
import { and, eq, max } from 'drizzle-orm';
import { badRequest, notFound } from '../../errors/app-error.js';

/** The season and week a request's insights are for. */
export interface InsightWeek {
  readonly season: number;
  readonly week: number;
}

/** Where the league clock stands. */
export interface LeagueClockWeek {
  readonly season: number;
  readonly seasonType: SeasonType;
  readonly week: number;
}

/** The last regular-season week of a season's schedule, or null when the league has no such season. */
async function findLastRegularWeek(db: Database, season: number): Promise<number | null> {
  const [row] = await db
    .select({ week: max(games.week) })
    .from(games)
    .where(and(eq(games.season, season), eq(games.seasonType, 'REG')));
  return row?.week ?? null;
}

/**
 * The week asked for, or the league's: during the regular season its current week; after it (the
 * postseason) the season's last regular week; before it (the preseason) the previous season's
 * last week when there is one, else week 1. A season the league does not have is a 404; a week
 * its regular season does not have, or one that has not begun, a 400 naming the week.
 * `lastRegularWeek` gives a season's last regular week, null for a season the league lacks.
 */
export async function chooseInsightWeek(
  current: LeagueClockWeek,
  query: { season?: number | undefined; week?: number | undefined },
  lastRegularWeek: (season: number) => Promise<number | null>,
): Promise<InsightWeek> {
  if (query.season === undefined && query.week === undefined) {
    if (current.seasonType === 'REG') return { season: current.season, week: current.week };
    if (current.seasonType === 'PRE') {
      const previousLast = await lastRegularWeek(current.season - 1);
      if (previousLast !== null) return { season: current.season - 1, week: previousLast };
      return { season: current.season, week: 1 };
    }
  }
  const season = query.season ?? current.season;
  const lastWeek = season > current.season ? null : await lastRegularWeek(season);
  if (lastWeek === null) throw notFound(`No regular season ${season} in the league`);
  // The latest week that has begun: the current one in the season under way.
  const latestWeek =
    season < current.season || current.seasonType === 'POST'
      ? lastWeek
      : current.seasonType === 'REG'
        ? current.week
        : 1;
  const week = query.week ?? latestWeek;
  if (week > lastWeek) {
    throw badRequest(`Invalid query parameter 'week': the ${season} regular season has ${lastWeek} weeks`);
  }
  if (week > latestWeek) {
    throw badRequest(
      `Invalid query parameter 'week': week ${week} of ${season} has not begun (the latest is week ${latestWeek})`,
    );
  }
  return { season, week };
}

/** The insights' week for a request at the league clock `now` (chooseInsightWeek over the schedule). */
export function resolveInsightWeek(
  db: Database,
  now: number,
  query: { season?: number | undefined; week?: number | undefined },
): Promise<InsightWeek> {
  const { season, seasonType, week } = findLeagueWeek(now);
  return chooseInsightWeek({ season, seasonType, week }, query, (asked) => findLastRegularWeek(db, asked));
}
