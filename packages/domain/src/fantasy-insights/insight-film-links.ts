import { type FilmFilters } from '../film/film-filter-catalogue.js';
import { getPlayerFilmRole } from '../film/player-film-filters.js';
import { formatFilmFilterQuery } from '../film/serialize-film-filter-query.js';
import type { GameId, NflId, TeamId } from '../ids.js';

/**
 * The film behind an insight card, as film-room queries (the canonical query of the film filters,
 * for /film/plays?{query}): a player's plays in his role (a quarterback's passes, a back's carries,
 * a receiver's targets; getPlayerFilmRole), over the regular season read or in one game, and a
 * defense's plays against the position a matchup is about.
 */
export type InsightFilmLink =
  | { readonly kind: 'season'; readonly nflId: NflId; readonly season: number; readonly query: string }
  | {
      readonly kind: 'game';
      readonly nflId: NflId;
      readonly week: number;
      readonly gameId: GameId;
      readonly opponentTeamId: TeamId;
      readonly query: string;
    }
  | { readonly kind: 'redZone'; readonly nflId: NflId; readonly season: number; readonly query: string }
  | { readonly kind: 'touchdowns'; readonly nflId: NflId; readonly season: number; readonly query: string }
  | {
      readonly kind: 'defense';
      readonly season: number;
      readonly teamId: TeamId;
      readonly side: 'pass' | 'run';
      readonly query: string;
    };

export interface FilmPlayer {
  readonly nflId: NflId;
  readonly position: string;
}

const roleOf = (player: FilmPlayer): FilmFilters => ({ [getPlayerFilmRole(player.position)]: player.nflId });
const regularSeason = (season: number): FilmFilters => ({ season: [season], seasonType: 'REG' });

/** His plays in his role over a regular season. */
export function getSeasonFilmLink(player: FilmPlayer, season: number): InsightFilmLink {
  return {
    kind: 'season',
    nflId: player.nflId,
    season,
    query: formatFilmFilterQuery({ ...regularSeason(season), ...roleOf(player) }),
  };
}

/** His plays in his role in one game. */
export function getGameFilmLink(
  player: FilmPlayer,
  game: { week: number; gameId: GameId; opponentTeamId: TeamId },
): InsightFilmLink {
  return {
    kind: 'game',
    nflId: player.nflId,
    ...game,
    query: formatFilmFilterQuery({ gameId: game.gameId, ...roleOf(player) }),
  };
}

/** His plays in his role inside the opponent's 20 over a regular season. */
export function getRedZoneFilmLink(player: FilmPlayer, season: number): InsightFilmLink {
  return {
    kind: 'redZone',
    nflId: player.nflId,
    season,
    query: formatFilmFilterQuery({ ...regularSeason(season), redzone: true, ...roleOf(player) }),
  };
}

/** His touchdown plays in his role over a regular season. */
export function getTouchdownFilmLink(player: FilmPlayer, season: number): InsightFilmLink {
  return {
    kind: 'touchdowns',
    nflId: player.nflId,
    season,
    query: formatFilmFilterQuery({ ...regularSeason(season), touchdown: true, ...roleOf(player) }),
  };
}

/**
 * A defense's plays over a regular season against what a position does: runs for a running back,
 * passes for a quarterback, receiver or tight end.
 */
export function getDefenseFilmLink(teamId: TeamId, season: number, position: string): InsightFilmLink {
  const side = position === 'RB' ? 'run' : 'pass';
  return {
    kind: 'defense',
    season,
    teamId,
    side,
    query: formatFilmFilterQuery({
      ...regularSeason(season),
      defenseTeamId: teamId,
      ...(side === 'run' ? { runPlay: true } : { passPlay: true }),
    }),
  };
}
