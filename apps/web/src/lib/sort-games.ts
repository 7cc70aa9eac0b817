import type { GameResponse } from '@all22/contracts';
import { sortScoreStripGamesWithFavorites } from '@all22/domain';

/**
 * Games in the domain's score-strip order (live, then pregame, then final; or by time when all
 * are alike), with the games of `favoriteTeamIds` moved up to just behind the live ones (none: the
 * spec's order as is). The domain breaks ties by a numeric id, which for a Game is `gameId` (its
 * `id` is the UUID).
 */
export function sortGamesForStrip(
  games: readonly GameResponse[],
  favoriteTeamIds: readonly string[] = [],
): GameResponse[] {
  const sortable = games.map((game) => ({
    phase: game.phase,
    isoTime: game.isoTime,
    id: game.gameId,
    homeTeamId: game.homeTeamId,
    visitorTeamId: game.visitorTeamId,
    game,
  }));
  return sortScoreStripGamesWithFavorites(sortable, favoriteTeamIds).map(({ game }) => game);
}
