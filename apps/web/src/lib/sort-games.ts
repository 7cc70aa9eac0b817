import type { GameResponse } from '@all22/contracts';
import { sortScoreStripGames } from '@all22/domain';

/**
 * Games in the domain's score-strip order (live, then pregame, then final; or by time when all
 * are alike). The domain breaks ties by a numeric id, which for a Game is `gameId` (its `id` is
 * the UUID).
 */
export function sortGamesForStrip(games: readonly GameResponse[]): GameResponse[] {
  const sortable = games.map((game) => ({ phase: game.phase, isoTime: game.isoTime, id: game.gameId, game }));
  return sortScoreStripGames(sortable).map(({ game }) => game);
}
