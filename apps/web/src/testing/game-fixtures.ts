import type { BoxScoreResponse, GameResponse, PlayByPlayResponse } from '@all22/contracts';
import { jsonResponse, stubFetch } from './fetch-stub';
import { currentWeek, makeStandingsRow, standings, teams, weekGames, weekOdds } from './schedule-fixtures';

/** Test data for the game-detail calls (box score, play-by-play), shaped by the contracts. */

export function detailHeader(game: GameResponse) {
  return {
    gameId: game.gameId,
    smartId: game.smartId,
    season: game.season,
    seasonType: game.seasonType,
    week: game.week,
    phase: game.phase,
    isFinal: game.phase === 'FINAL',
    homeTeamId: game.homeTeamId,
    visitorTeamId: game.visitorTeamId,
  };
}

const emptyPlayers = { passing: [], rushing: [], receiving: [], defense: [], kicking: [] };

export function makeBoxScore(game: GameResponse): BoxScoreResponse {
  const side = (team: GameResponse['homeTeam'], byPeriod: number[]) => ({
    teamId: team.teamId,
    abbr: team.abbr,
    score: team.score.total,
    scoreByPeriod: byPeriod,
    headline: {
      totalYards: 1234,
      passYards: 250,
      rushYards: 120,
      firstDowns: 20,
      turnovers: 1,
      penalties: 4,
      timeOfPossession: '31:02',
    },
    players: {
      ...emptyPlayers,
      passing: [
        {
          nflId: 9000 + Number(team.teamId),
          displayName: `${team.abbr} Passer`,
          position: 'QB',
          jerseyNumber: 9,
          teamId: team.teamId,
          stats: {
            completions: 20,
            attempts: 30,
            yards: 250,
            touchdowns: 2,
            interceptions: 0,
            sacks: 1,
            passerRating: 110.42,
          },
        },
      ],
    },
  });
  return {
    ...detailHeader(game),
    visitor: side(game.visitorTeam, [7, 10, 0, 6]),
    home: side(game.homeTeam, [0, 3, 7, 0]),
  };
}

export function makePlayByPlay(game: GameResponse): PlayByPlayResponse {
  const play = (sequence: number, homeWinProbability: number) => ({
    id: `${game.gameId}-${sequence}`,
    playId: sequence,
    sequence,
    quarter: 1,
    clock: '10:00',
    down: 1,
    distance: 10,
    yardLine: `${game.homeTeam.abbr} 30`,
    possessionTeamId: game.visitorTeamId,
    defenseTeamId: game.homeTeamId,
    playType: 'play_type_rush' as const,
    description: `Run number ${sequence}.`,
    yardsGained: 4,
    isNoPlay: false,
    isPenalty: false,
    firstDown: false,
    isTurnover: false,
    touchdown: false,
    points: 0,
    scoringTeamId: null,
    homeScore: 0,
    visitorScore: 0,
    homeWinProbability,
    expectedPointsAdded: 0.1,
    isScoring: false,
  });
  const drive = (number: number, plays: ReturnType<typeof play>[]) => ({
    number,
    teamId: game.visitorTeamId,
    startQuarter: 1,
    startClock: '15:00',
    startYardLine: `${game.visitorTeam.abbr} 25`,
    plays,
    result: 'PUNT' as const,
    playCount: plays.length,
    yards: 8,
    timeOfPossession: '02:10',
    timeOfPossessionSeconds: 130,
  });
  return {
    ...detailHeader(game),
    drives: [drive(1, [play(1, 0.4), play(2, 0.35)]), drive(2, [play(3, 0.3)])],
  };
}

/** Stubs every call of the game page for `game` (other game ids answer 404); `overrides` replace some. */
export function stubGameCalls(
  game: GameResponse,
  current = currentWeek,
  overrides: Record<string, (request: Request) => Response> = {},
) {
  return stubFetch({
    '/api/schedules/game': (request) =>
      new URL(request.url).searchParams.get('gameId') === String(game.gameId)
        ? jsonResponse(game)
        : jsonResponse({ message: 'No game with that id', statusCode: 404 }, { status: 404 }),
    '/api/schedules/current': () => jsonResponse(current),
    '/api/teams/all': () => jsonResponse({ teams: Object.values(teams) }),
    '/api/scores/live/games': () => jsonResponse(weekGames),
    '/api/schedules/week/odds': () => jsonResponse(weekOdds),
    '/api/schedules/standings': () =>
      jsonResponse({
        ...standings,
        standings: standings.standings.map((row) =>
          row.team.id === teams.bal.teamId ? makeStandingsRow(teams.bal, 4, 1, 1, { seed: 2 }) : row,
        ),
      }),
    '/api/games/boxScore': () => jsonResponse(makeBoxScore(game)),
    '/api/games/playByPlay': () => jsonResponse(makePlayByPlay(game)),
    '/api/schedules/liveWithWin': () => jsonResponse({ games: [] }),
    ...overrides,
  });
}
