import { type Database, plays } from '@all22/db';
import type { PlayRecord } from '@all22/domain';
import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';

/**
 * The home team's win probability before a play: the last earlier play of the game that has one
 * (plays record it after the play). Null for a game's first play, so its change is not shown
 * rather than measured from a made-up pregame figure.
 */
export async function loadWinProbabilityBefore(
  db: Database,
  play: Pick<PlayRecord, 'gameId' | 'sequence'>,
): Promise<number | null> {
  const [row] = await db
    .select({ homeWinProbability: plays.homeWinProbability })
    .from(plays)
    .where(and(eq(plays.gameId, play.gameId), lt(plays.sequence, play.sequence), isNotNull(plays.homeWinProbability)))
    .orderBy(desc(plays.sequence))
    .limit(1);
  return row?.homeWinProbability ?? null;
}
