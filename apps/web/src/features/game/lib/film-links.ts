import type { Play } from '@all22/contracts';
import { asGameId, asNflId, type FilmFilters, formatFilmFilterQuery } from '@all22/domain';
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
 * The film room narrowed to one play: its game, quarter, down and play type, and the player at its
 * centre (passer, rusher or target). The film filters have no play id, so this is the tightest
 * search the film room offers; the play is the one at that moment of the list.
 */
export function getPlayFilmHref(play: Play): string {
  const player = (id: number | null) => (id === null ? undefined : asNflId(id));
  const filters: FilmFilters = {
    ...gameFilters(play),
    quarter: play.quarter,
    down: play.down ?? undefined,
    playType: play.playType,
    passerId: player(play.passerId),
    rusherId: player(play.rusherId),
    targetId: player(play.targetId),
  };
  return `${routeHref('film-plays')}?${formatFilmFilterQuery(filters)}`;
}
