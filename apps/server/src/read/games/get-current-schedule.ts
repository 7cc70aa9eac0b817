import type { CurrentScheduleResponse } from '@all22/contracts';
import { type Database, games } from '@all22/db';
import { describeCurrentSchedule, findLeagueWeek } from '@all22/league';
import { and, asc, eq } from 'drizzle-orm';

/** The league's current week at `nowMs` and which of its games are final (spec 1 §3). */
export async function getCurrentSchedule(db: Database, nowMs: number): Promise<CurrentScheduleResponse> {
  const current = findLeagueWeek(nowMs);
  const weekGames = await db
    .select({ smartId: games.smartId, phase: games.phase })
    .from(games)
    .where(
      and(
        eq(games.season, current.season),
        eq(games.seasonType, current.seasonType),
        eq(games.week, current.week),
      ),
    )
    .orderBy(asc(games.isoTime), asc(games.gameId));
  return { ...describeCurrentSchedule(nowMs, weekGames), weekSlug: current.weekSlug };
}
