import type { FilmFilters } from '../film/film-filter-catalogue.js';
import { formatFilmFilterQuery } from '../film/serialize-film-filter-query.js';
import type { GameId, NflId, TeamId } from '../ids.js';
import { EFFICIENCY_PLAY_TYPES, type EfficiencyPlayType } from './team-efficiency.js';

/** The games a league insight reads: a regular season, one week of it, or one game. */
export type LeagueFilmScope =
  | { readonly kind: 'season'; readonly season: number }
  | { readonly kind: 'week'; readonly season: number; readonly week: number }
  | { readonly kind: 'game'; readonly gameId: GameId };

/** Which side of the ball a team's plays are on. */
export type TeamSide = 'offense' | 'defense';

const scopeFilters = (scope: LeagueFilmScope): FilmFilters => {
  switch (scope.kind) {
    case 'season':
      return { season: [scope.season], seasonType: 'REG' };
    case 'week':
      return { season: [scope.season], seasonType: 'REG', week: scope.week };
    case 'game':
      return { gameId: scope.gameId };
  }
};

/** A film-room query (for /film/plays?{query}) of one play type of a team's plays on one side. */
export function getTeamPlayTypeFilmQuery(
  scope: LeagueFilmScope,
  teamId: TeamId,
  side: TeamSide,
  playType: EfficiencyPlayType,
): string {
  const team: FilmFilters = side === 'offense' ? { possessionTeamId: teamId } : { defenseTeamId: teamId };
  return formatFilmFilterQuery({ ...scopeFilters(scope), playType, ...team });
}

/** The film of the plays a team's efficiency reads, one query per play type (runs, passes, sacks). */
export function getTeamEfficiencyFilmQueries(
  scope: LeagueFilmScope,
  teamId: TeamId,
  side: TeamSide,
): { playType: EfficiencyPlayType; query: string }[] {
  return EFFICIENCY_PLAY_TYPES.map((playType) => ({
    playType,
    query: getTeamPlayTypeFilmQuery(scope, teamId, side, playType),
  }));
}

/** A team's runs of 10 or more yards (the film room's rush10PlusYards) in a scope. */
export function getExplosiveRunsFilmQuery(scope: LeagueFilmScope, teamId: TeamId): string {
  return formatFilmFilterQuery({ ...scopeFilters(scope), rush10PlusYards: true, possessionTeamId: teamId });
}

/** The role a player's yards come from, as the film filter that finds his plays in it. */
export type YardsRole = 'passerId' | 'rusherId' | 'targetId';

/** A player's plays in one role (his passes, his carries, his targets) in one game. */
export function getPlayerGameFilmQuery(role: YardsRole, nflId: NflId, gameId: GameId): string {
  return formatFilmFilterQuery({ gameId, [role]: nflId });
}
