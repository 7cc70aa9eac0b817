import type { NflId } from '../ids.js';
import { formatFilmFilterQuery } from '../film/serialize-film-filter-query.js';
import { getPlayerFilmFilters } from '../film/player-film-filters.js';
import type { AnalystPlayer } from './analyst-facts.js';

/** A player's page (spec 2 §2: picking a search result goes there too). */
export function getPlayerPagePath(nflId: NflId): string {
  return `/players/player/${nflId}`;
}

/** The film room filtered to a player's plays of one season, by his role (player-film-filters). */
export function getPlayerFilmPath(player: Pick<AnalystPlayer, 'nflId' | 'position'>, season: number): string {
  return `/film/plays?${formatFilmFilterQuery({ ...getPlayerFilmFilters(player, season), seasonType: 'REG' })}`;
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
