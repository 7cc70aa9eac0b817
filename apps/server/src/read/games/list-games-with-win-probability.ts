import type { GameResponse, GameWithWinProbabilityResponse } from '@all22/contracts';
import { type Database, plays } from '@all22/db';
import { type GameId, isLive } from '@all22/domain';
import { and, asc, desc, inArray, isNotNull } from 'drizzle-orm';
import { getGameWinProbability } from './get-game-win-probability.js';

/** Home win probability after the latest play written for each game (the feed writes plays as they happen). */
const selectLatestHomeWinProbabilities = async (
  db: Database,
  gameIds: GameId[],
): Promise<Map<number, number>> => {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([plays.gameId], { gameId: plays.gameId, homeWinProbability: plays.homeWinProbability })
    .from(plays)
    .where(and(inArray(plays.gameId, gameIds), isNotNull(plays.homeWinProbability)))
    .orderBy(asc(plays.gameId), desc(plays.sequence));
  return new Map(rows.map((row) => [row.gameId, row.homeWinProbability ?? 0.5]));
};

/** The games with each side's live chance of winning (see getGameWinProbability). */
export async function addWinProbabilities(
  db: Database,
  games: GameResponse[],
): Promise<GameWithWinProbabilityResponse[]> {
  const latest = await selectLatestHomeWinProbabilities(
    db,
    games.filter((game) => isLive(game.phase)).map((game) => game.gameId as GameId),
  );
  return games.map((game) => ({
    ...game,
    winProbability: getGameWinProbability({
      phase: game.phase,
      homeScore: game.score.homeTeamScore.pointTotal,
      visitorScore: game.score.visitorTeamScore.pointTotal,
      homeHandicap: game.spread.homeHandicap,
      latestPlayHomeWinProbability: latest.get(game.gameId) ?? null,
    }),
  }));
}
