import { type Database, games, plays } from '@all22/db';
import type { PlayRecord, TeamId } from '@all22/domain';
import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';

/** What a play page needs beyond the play: its game's home team, and the win probability before it. */
export interface PlayContext {
  homeTeamId: TeamId | null;
  /**
   * The home team's win probability before the play: the last earlier play of the game that has
   * one (plays record it after the play). Null for a game's first play, so its change is not shown
   * rather than measured from a made-up pregame figure.
   */
  homeWinProbabilityBefore: number | null;
}

export async function loadPlayContext(
  db: Database,
  play: Pick<PlayRecord, 'gameId' | 'sequence'>,
): Promise<PlayContext> {
  const [[previous], [game]] = await Promise.all([
    db
      .select({ homeWinProbability: plays.homeWinProbability })
      .from(plays)
      .where(
        and(
          eq(plays.gameId, play.gameId),
          lt(plays.sequence, play.sequence),
          isNotNull(plays.homeWinProbability),
        ),
      )
      .orderBy(desc(plays.sequence))
      .limit(1),
    db.select({ homeTeamId: games.homeTeamId }).from(games).where(eq(games.gameId, play.gameId)).limit(1),
  ]);
  return {
    homeTeamId: game?.homeTeamId ?? null,
    homeWinProbabilityBefore: previous?.homeWinProbability ?? null,
  };
}
