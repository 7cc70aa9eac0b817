import type { TeamId } from '@all22/domain';
import type { StandingsGame, StandingsOptions, StandingsTeam } from './types.js';

/** One counted game from one club's side. */
export interface GameResult {
  opponentId: TeamId;
  week: number;
  isHome: boolean;
  pointsFor: number;
  pointsAgainst: number;
  /** Present only when the game supplied touchdowns for both sides. */
  touchdownsFor?: number;
  touchdownsAgainst?: number;
  isConference: boolean;
  isDivision: boolean;
}

/** Everything the tie-breakers read: the clubs, their counted games and their remaining schedule. */
export interface LeagueResults {
  season: number;
  teams: ReadonlyMap<TeamId, StandingsTeam>;
  /** Counted games per club, in week order. */
  results: ReadonlyMap<TeamId, readonly GameResult[]>;
  /** Regular-season games of the season not counted yet (not final, or after `throughWeek`). */
  remainingGames: ReadonlyMap<TeamId, number>;
}

const isCounted = (game: StandingsGame, throughWeek: number): boolean =>
  game.isFinal && game.week <= throughWeek && game.homeScore != null && game.visitorScore != null;

function requireTeam(
  teams: ReadonlyMap<TeamId, StandingsTeam>,
  teamId: TeamId,
  game: StandingsGame,
): StandingsTeam {
  const team = teams.get(teamId);
  if (!team)
    throw new Error(`Game ${game.gameId} names team ${teamId}, which is not in the standings' team list`);
  return team;
}

/**
 * Splits the season's regular-season games into counted results per club and a count of the
 * games each club still has to play. Other seasons and season types are ignored.
 */
export function collectLeagueResults(
  teams: readonly StandingsTeam[],
  games: readonly StandingsGame[],
  options: StandingsOptions,
): LeagueResults {
  const throughWeek = options.throughWeek ?? Number.POSITIVE_INFINITY;
  const teamMap = new Map(teams.map((team) => [team.teamId, team]));
  const results = new Map<TeamId, GameResult[]>(teams.map((team) => [team.teamId, []]));
  const remainingGames = new Map<TeamId, number>(teams.map((team) => [team.teamId, 0]));

  const seasonGames = games
    .filter((game) => game.season === options.season && game.seasonType === 'REG')
    .sort((a, b) => a.week - b.week);
  for (const game of seasonGames) {
    const home = requireTeam(teamMap, game.homeTeamId, game);
    const visitor = requireTeam(teamMap, game.visitorTeamId, game);
    if (!isCounted(game, throughWeek)) {
      remainingGames.set(home.teamId, (remainingGames.get(home.teamId) ?? 0) + 1);
      remainingGames.set(visitor.teamId, (remainingGames.get(visitor.teamId) ?? 0) + 1);
      continue;
    }
    const isConference = home.conference === visitor.conference;
    const isDivision = isConference && home.division === visitor.division;
    const hasTouchdowns = game.homeTouchdowns != null && game.visitorTouchdowns != null;
    const homeScore = game.homeScore ?? 0;
    const visitorScore = game.visitorScore ?? 0;
    results.get(home.teamId)?.push({
      opponentId: visitor.teamId,
      week: game.week,
      isHome: true,
      pointsFor: homeScore,
      pointsAgainst: visitorScore,
      ...(hasTouchdowns
        ? { touchdownsFor: game.homeTouchdowns, touchdownsAgainst: game.visitorTouchdowns }
        : {}),
      isConference,
      isDivision,
    });
    results.get(visitor.teamId)?.push({
      opponentId: home.teamId,
      week: game.week,
      isHome: false,
      pointsFor: visitorScore,
      pointsAgainst: homeScore,
      ...(hasTouchdowns
        ? { touchdownsFor: game.visitorTouchdowns, touchdownsAgainst: game.homeTouchdowns }
        : {}),
      isConference,
      isDivision,
    });
  }
  return { season: options.season, teams: teamMap, results, remainingGames };
}

/** A club's counted games (empty for an unknown club). */
export function getResults(league: LeagueResults, teamId: TeamId): readonly GameResult[] {
  return league.results.get(teamId) ?? [];
}

/** The club's label for explanations: its abbreviation, else its id. */
export function getTeamLabel(league: LeagueResults, teamId: TeamId): string {
  return league.teams.get(teamId)?.abbr ?? teamId;
}
