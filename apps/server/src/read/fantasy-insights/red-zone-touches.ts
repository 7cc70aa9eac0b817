import { plays, type Database } from '@all22/db';
import type { GameId, NflId } from '@all22/domain';
import { and, count, eq, gt, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';

/**
 * Red-zone touches: carries and catches inside the opponent's 20 on plays that stood. One
 * definition for the Fantasy AI analyst's usage and the fantasy insights.
 */
export const RED_ZONE_PLAY: SQL = and(eq(plays.redzone, true), eq(plays.isNoPlay, false))!;

/** A red-zone play that was `nflId`'s touch: his carry, or a catch of a pass thrown to him. */
export function touchedBy(nflId: NflId): SQL {
  return or(
    and(eq(plays.rusherId, nflId), gt(plays.carries, 0)),
    and(eq(plays.targetId, nflId), eq(plays.reception, true)),
  )!;
}

/** Who touched the ball on a play: the carrier of a carry, else the catcher of a reception. */
const TOUCHER = sql<NflId | null>`case when ${plays.carries} > 0 then ${plays.rusherId} when ${plays.reception} then ${plays.targetId} end`;

/** Every player's red-zone touches in each regular-season game of a season up to a week, by "gameId:nflId". */
export async function selectRedZoneTouches(
  db: Database,
  options: { season: number; throughWeek: number; gameIds?: readonly GameId[] },
): Promise<Map<string, number>> {
  const rows = await db
    .select({ gameId: plays.gameId, nflId: TOUCHER, touches: count() })
    .from(plays)
    .where(
      and(
        eq(plays.season, options.season),
        eq(plays.seasonType, 'REG'),
        lte(plays.week, options.throughWeek),
        options.gameIds ? inArray(plays.gameId, [...options.gameIds]) : undefined,
        RED_ZONE_PLAY,
        or(
          and(gt(plays.carries, 0), isNotNull(plays.rusherId)),
          and(eq(plays.reception, true), isNotNull(plays.targetId)),
        ),
      ),
    )
    .groupBy(plays.gameId, TOUCHER);
  const touches = new Map<string, number>();
  for (const row of rows) if (row.nflId !== null) touches.set(`${row.gameId}:${row.nflId}`, row.touches);
  return touches;
}
