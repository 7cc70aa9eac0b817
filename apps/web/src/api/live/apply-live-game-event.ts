import type { GameResponse, GamesResponse, LiveGameEvent } from '@all22/contracts';

/**
 * A game with a pushed change applied: every field the event carries, in every place the Game
 * entity repeats it (each team's score and possession, `awayTeam`, `score`). Fields the event
 * does not carry (kick-off, teams, spread) stay as they were.
 */
export function applyLiveGameEvent(game: GameResponse, event: LiveGameEvent): GameResponse {
  const withTeamState = <T extends GameResponse['homeTeam']>(team: T, score: number): T => ({
    ...team,
    score: { total: score },
    hasPossession: event.possessionTeamId === team.teamId,
  });
  const visitorTeam = withTeamState(game.visitorTeam, event.visitorScore);
  return {
    ...game,
    phase: event.phase,
    displayStatus: event.displayStatus,
    quarter: event.quarter,
    clock: event.clock,
    possessionTeamId: event.possessionTeamId,
    hasPossession: event.possessionTeamId !== null,
    down: event.down,
    distance: event.distance,
    yardLine: event.yardLine,
    downAndDist: event.downAndDist,
    isRedzone: event.isRedzone,
    visitorTeam,
    awayTeam: visitorTeam,
    homeTeam: withTeamState(game.homeTeam, event.homeScore),
    score: {
      phase: event.phase,
      visitorTeamScore: { pointTotal: event.visitorScore },
      homeTeamScore: { pointTotal: event.homeScore },
    },
  };
}

/**
 * A games list with the event applied to its game. The same object comes back when the list does
 * not hold the game, so TanStack Query leaves views of other weeks alone.
 */
export function applyLiveGameEventToList(
  list: GamesResponse | undefined,
  event: LiveGameEvent,
): GamesResponse | undefined {
  if (!list?.games.some((game) => game.gameId === event.gameId)) return list;
  return {
    ...list,
    games: list.games.map((game) => (game.gameId === event.gameId ? applyLiveGameEvent(game, event) : game)),
  };
}
