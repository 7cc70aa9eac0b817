import { isLive, isPregame } from './game-phase.js';

/** The team the app follows for a user who has picked no favourite (spec 1 §9): Arizona. */
export const DEFAULT_TEAM_ID = '3800';

/** The teams a user follows: their favourites, most favoured first, or the default team. */
export interface TeamsToFollow {
  teamIds: readonly string[];
  /** True when the user has no favourite and the default team stands in. */
  isDefault: boolean;
}

/**
 * The teams to follow for `favoriteTeams` (the account's list; null or empty when signed out or
 * none picked): the list itself with repeats dropped, else the default team (spec 1 §9).
 */
export function getTeamsToFollow(favoriteTeams: readonly string[] | null | undefined): TeamsToFollow {
  const teamIds = [...new Set(favoriteTeams ?? [])];
  return teamIds.length > 0 ? { teamIds, isDefault: false } : { teamIds: [DEFAULT_TEAM_ID], isDefault: true };
}

/** What finding a team's games needs from a game. */
export interface TeamGameCandidate {
  homeTeamId: string;
  visitorTeamId: string;
}

/** True when `teamId` plays in `game`, at home or away. */
export function isTeamInGame(game: TeamGameCandidate, teamId: string): boolean {
  return game.homeTeamId === teamId || game.visitorTeamId === teamId;
}

/** What finding a team's next game needs: its teams, phase and kickoff (ISO 8601). */
export interface TeamScheduleCandidate extends TeamGameCandidate {
  phase: string;
  isoTime: string;
}

/**
 * The team's live game in `games`, or null. A team plays one game at a time; the earliest wins
 * should a feed ever show two.
 */
export function getTeamLiveGame<T extends TeamScheduleCandidate>(
  games: readonly T[],
  teamId: string,
): T | null {
  return earliest(games.filter((game) => isTeamInGame(game, teamId) && isLive(game.phase)));
}

/**
 * The team's next game in `games`: its earliest game that has not kicked off, by phase rather than
 * the browser's clock (which need not be the league's), of any season type — a fan's next game may
 * be in the postseason. Null when none is left.
 */
export function getTeamNextGame<T extends TeamScheduleCandidate>(
  games: readonly T[],
  teamId: string,
): T | null {
  return earliest(games.filter((game) => isTeamInGame(game, teamId) && isPregame(game.phase)));
}

function earliest<T extends { isoTime: string }>(games: readonly T[]): T | null {
  const timeOf = (game: T) => {
    const time = Date.parse(game.isoTime);
    return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
  };
  return games.reduce<T | null>(
    (first, game) => (first === null || timeOf(game) < timeOf(first) ? game : first),
    null,
  );
}
