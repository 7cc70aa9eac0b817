import type { NflId } from '../ids.js';
import type { Position } from '../players/position.js';
import type { FilmFilters } from './film-filter-catalogue.js';

/** The film filter of a player's role: the plays where he did his job. */
export type PlayerFilmRole = 'passerId' | 'rusherId' | 'targetId' | 'defenderId' | 'nflId';

/**
 * A player's film filter by position: a quarterback's passes, a back's carries, a receiver's or
 * tight end's targets, a defender's snaps; linemen, kickers and snappers every play they were on
 * the field for (nflId), since no narrower role filter exists for them.
 */
export function getPlayerFilmRole(position: Position | string): PlayerFilmRole {
  switch (position) {
    case 'QB':
      return 'passerId';
    case 'RB':
      return 'rusherId';
    case 'WR':
    case 'TE':
      return 'targetId';
    case 'DL':
    case 'EDGE':
    case 'LB':
    case 'CB':
    case 'DB':
      return 'defenderId';
    default:
      return 'nflId';
  }
}

/** The film room's filters for a player's plays, optionally one season. */
export function getPlayerFilmFilters(
  player: { nflId: NflId; position: Position | string },
  season?: number,
): FilmFilters {
  return {
    ...(season === undefined ? {} : { season: [season] }),
    [getPlayerFilmRole(player.position)]: player.nflId,
  };
}
