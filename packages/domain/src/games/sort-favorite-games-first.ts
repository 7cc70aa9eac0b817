import { getGameStatusGroup } from './game-phase.js';
import { type TeamGameCandidate, isTeamInGame } from './favorite-teams.js';
import { type ScoreStripSortable, sortScoreStripGames } from './sort-score-strip-games.js';

/** What the favourite-first strip order needs from a game. */
export type FavoriteStripSortable = ScoreStripSortable & TeamGameCandidate;

/**
 * The score strip for a fan: the spec's order (sortScoreStripGames) with one step added — the
 * games of the user's favourite teams move up to just after the live games. Live games keep the
 * front and their order; the favourites' games and the others each keep the spec's order among
 * themselves (a game between two favourites counts once). No favourites: the spec's order as is.
 * Returns a new array.
 */
export function sortScoreStripGamesWithFavorites<T extends FavoriteStripSortable>(
  games: readonly T[],
  favoriteTeamIds: readonly string[],
): T[] {
  const sorted = sortScoreStripGames(games);
  if (favoriteTeamIds.length === 0) return sorted;
  const isFavorite = (game: T) => favoriteTeamIds.some((teamId) => isTeamInGame(game, teamId));
  const live: T[] = [];
  const favorites: T[] = [];
  const others: T[] = [];
  for (const game of sorted) {
    if (getGameStatusGroup(game.phase) === 'live') live.push(game);
    else if (isFavorite(game)) favorites.push(game);
    else others.push(game);
  }
  return [...live, ...favorites, ...others];
}
