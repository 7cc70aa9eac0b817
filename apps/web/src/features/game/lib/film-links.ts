import type { Play } from '@all22/contracts';
import { asGameId, type FilmFilters, formatFilmFilterQuery } from '@all22/domain';
import { routeHref } from '../../../config/paths';

type FilmGame = Pick<Play, 'season' | 'seasonType' | 'week' | 'gameId'>;

/** The film room on one game's plays: /film/plays?season=…&seasonType=…&week=…&gameId=…. */
export function getGameFilmHref(game: FilmGame): string {
  return `${routeHref('film-plays')}?${formatFilmFilterQuery(gameFilters(game))}`;
}

const gameFilters = (game: FilmGame): FilmFilters => ({
  season: [game.season],
  seasonType: game.seasonType,
  week: game.week,
  gameId: asGameId(game.gameId),
});

/**
 * A play's page in the film room (/film/plays/{playId}), opened from the game's plays: the game's
 * search and the play's place in it (1-based), so the play page's previous and next walk the game.
 */
export function getPlayFilmHref(
  play: Pick<Play, 'id' | 'season' | 'seasonType' | 'week' | 'gameId'>,
  position: number,
): string {
  return `${routeHref('film-plays-playId', { playId: play.id })}?${formatFilmFilterQuery(gameFilters(play))}&n=${position}`;
}
