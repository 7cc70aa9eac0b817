import { type Database, games, plays } from '@all22/db';
import type { GameId } from '@all22/domain';
import { and, eq, gt, ilike, max } from 'drizzle-orm';

/**
 * No game runs longer than this from kick-off to its last play: it bounds the games looked at
 * (the kick-off index) without missing one. A suspended game resumed days later is the one
 * exception; its plays count as new only if it kicked off within a day of the last opening.
 */
const MAX_GAME_LENGTH_MS = 24 * 60 * 60 * 1000;

export interface FinishedGame {
  readonly gameId: GameId;
  /** When its last play happened, on the league clock. */
  readonly finishedAt: Date;
}

/**
 * The games that finished after `since`: final (any phase containing FINAL, as the domain's
 * isFinal reads it) with their last play after `since`. Play times are the league clock's.
 */
export async function findGamesFinishedSince(db: Database, since: Date): Promise<FinishedGame[]> {
  const finishedAt = max(plays.occurredAt);
  const rows = await db
    .select({ gameId: games.gameId, finishedAt })
    .from(games)
    .innerJoin(plays, eq(plays.gameId, games.gameId))
    .where(
      and(gt(games.isoTime, new Date(since.getTime() - MAX_GAME_LENGTH_MS)), ilike(games.phase, '%FINAL%')),
    )
    .groupBy(games.gameId)
    .having(gt(finishedAt, since));
  return rows.flatMap((row) => (row.finishedAt ? [{ gameId: row.gameId, finishedAt: row.finishedAt }] : []));
}
