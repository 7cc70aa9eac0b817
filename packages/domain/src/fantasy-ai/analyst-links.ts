import type { NflId } from '../ids.js';
import { formatFilmFilterQuery } from '../film/serialize-film-filter-query.js';
import type { FilmFilters } from '../film/film-filter-catalogue.js';
import { getPlayerFilmFilters, getPlayerFilmRole, type PlayerFilmRole } from '../film/player-film-filters.js';
import type { AnalystPlayer } from './analyst-facts.js';

/** A player's page (spec 2 §2: picking a search result goes there too). */
export function getPlayerPagePath(nflId: NflId): string {
  return `/players/player/${nflId}`;
}

/**
 * The plays a role's figures count: the flags the stats pages' film links use (a passer's
 * attempts, a back's carries, a receiver's targets) on scrimmage plays only, since the plays table
 * flags a two-point try's pass or run too and no stat counts it.
 */
const COUNTED_PLAYS: Partial<Record<PlayerFilmRole, FilmFilters>> = {
  passerId: { attempt: true, playType: 'play_type_pass' },
  rusherId: { carries: true, playType: 'play_type_rush' },
  targetId: { target: true, playType: 'play_type_pass' },
};

/**
 * The film room filtered to a player's plays of one regular season, by his role
 * (player-film-filters): the plays his answer's attempts, carries or targets add up to.
 */
export function getPlayerFilmPath(player: Pick<AnalystPlayer, 'nflId' | 'position'>, season: number): string {
  const counted = COUNTED_PLAYS[getPlayerFilmRole(player.position)] ?? {};
  return `/film/plays?${formatFilmFilterQuery({ ...getPlayerFilmFilters(player, season), ...counted, seasonType: 'REG' })}`;
}

/** "[Name](/players/player/id)": the link later questions read the players discussed from. */
export function formatPlayerLink(player: Pick<AnalystPlayer, 'nflId' | 'name'>): string {
  return `[${player.name.replace(/[[\]]/g, '')}](${getPlayerPagePath(player.nflId)})`;
}

/** A player link, with his position and team: "[Name](…) (RB, KC)". */
export function formatPlayerMention(player: AnalystPlayer): string {
  const team = player.teamAbbr ? `, ${player.teamAbbr}` : '';
  return `${formatPlayerLink(player)} (${player.position}${team})`;
}

/** "[Name's film](…)". */
export function formatFilmLink(player: AnalystPlayer, season: number): string {
  return `[${player.name.replace(/[[\]]/g, '')}'s film](${getPlayerFilmPath(player, season)})`;
}
