import type { CurrentScheduleResponse, GameResponse } from '@all22/contracts';
import {
  asGameId,
  asTeamId,
  formatFilmFilterQuery,
  getFilmSeasons,
  isFilmAvailable,
  isWeekSlug,
  type FilmFilters,
  type SeasonType,
} from '@all22/domain';

const FILM_PATH = '/film/plays';

/** A film-room link for the filters (spec 1 §3 play filter fields), in the domain's canonical query. */
export function toFilmHref(filters: FilmFilters): string {
  return `${FILM_PATH}?${formatFilmFilterQuery(filters)}`;
}

/** Which of the team's plays the Film Room tab lists: all, its offense's or its defense's. */
export type TeamFilmSide = 'all' | 'offense' | 'defense';

export function toTeamFilmSide(value: string | null): TeamFilmSide {
  return value === 'offense' || value === 'defense' ? value : 'all';
}

/** The film search of the team's plays on a side (the tab lists them as plays, whatever the view rule). */
export function getTeamFilmFilters(
  teamId: string,
  season: number,
  seasonType: SeasonType,
  side: TeamFilmSide,
): FilmFilters {
  const key = side === 'offense' ? 'possessionTeamId' : side === 'defense' ? 'defenseTeamId' : 'teamId';
  return { season: [season], seasonType, [key]: asTeamId(teamId) };
}

/** The film room's team links for a season: all its plays, its offense's, its defense's. */
export function getTeamFilmLinks(teamId: string, season: number, seasonType: SeasonType) {
  const base: FilmFilters = { season: [season], seasonType };
  return {
    all: toFilmHref({ ...base, teamId: asTeamId(teamId) }),
    offense: toFilmHref({ ...base, possessionTeamId: asTeamId(teamId) }),
    defense: toFilmHref({ ...base, defenseTeamId: asTeamId(teamId) }),
  };
}

/**
 * The team's games whose film can be watched (domain isFilmAvailable: final, in a film season,
 * not in the future of the current week), newest first, each with its film-room link.
 */
export function getTeamFilmGames(
  games: readonly GameResponse[],
  teamId: string,
  current: Pick<CurrentScheduleResponse, 'season' | 'seasonType' | 'week' | 'gamesPlayedSmartIds'>,
) {
  const context = { current, filmSeasons: getFilmSeasons(current.season) };
  return games
    .filter((game) => isFilmAvailable(game, context))
    .sort((a, b) => Date.parse(b.isoTime) - Date.parse(a.isoTime))
    .map((game) => ({
      game,
      href: toFilmHref({
        season: [game.season],
        seasonType: game.seasonType,
        ...(isWeekSlug(game.weekSlug) ? { weekSlug: game.weekSlug } : {}),
        gameId: asGameId(game.gameId),
        teamId: asTeamId(teamId),
      }),
    }));
}
