import type { TeamId } from '@all22/domain';
import { collectLeagueResults, type LeagueResults } from '../standings/league-results.js';
import { NFL_TEAMS } from '../standings/nfl-teams.js';
import type { StandingsGame } from '../standings/types.js';

/** Test helpers: games between clubs named by abbreviation (the team ids of NFL_TEAMS). */
let gameCounter = 0;

/** A final game: visitor at home, with scores. */
export function playGame(
  week: number,
  visitor: string,
  visitorScore: number,
  home: string,
  homeScore: number,
  season = 2023,
): StandingsGame {
  gameCounter += 1;
  return {
    gameId: `test-${gameCounter}`,
    season,
    seasonType: 'REG',
    week,
    homeTeamId: home as TeamId,
    visitorTeamId: visitor as TeamId,
    homeScore,
    visitorScore,
    isFinal: true,
  };
}

/** A final game won 20–10 by `winner` at home. */
export function beat(winner: string, loser: string, week = 1, season = 2023): StandingsGame {
  return playGame(week, loser, 10, winner, 20, season);
}

/** A game not yet played. */
export function schedule(visitor: string, home: string, week: number, season = 2023): StandingsGame {
  return {
    ...playGame(week, visitor, 0, home, 0, season),
    homeScore: null,
    visitorScore: null,
    isFinal: false,
  };
}

export function leagueOf(games: readonly StandingsGame[], season = 2023): LeagueResults {
  return collectLeagueResults(NFL_TEAMS, games, { season });
}

export function ids(...abbrs: string[]) {
  return abbrs.map((abbr) => abbr as TeamId);
}

/**
 * A single round robin inside each conference (15 rounds, one per week, circle method) in which
 * the club earlier in its strength list always wins: every record is distinct and known.
 */
export function playConferenceRoundRobins(
  strengthOrders: readonly (readonly string[])[],
  season: number,
  finalThroughWeek = 15,
): StandingsGame[] {
  const games: StandingsGame[] = [];
  for (const order of strengthOrders) {
    const [fixed, ...rotating] = order;
    if (fixed === undefined) continue;
    for (let round = 0; round < order.length - 1; round += 1) {
      const circle = [fixed, ...rotating.slice(round), ...rotating.slice(0, round)];
      for (let index = 0; index < circle.length / 2; index += 1) {
        const a = circle[index] as string;
        const b = circle[circle.length - 1 - index] as string;
        const [winner, loser] = order.indexOf(a) < order.indexOf(b) ? [a, b] : [b, a];
        const week = round + 1;
        games.push(
          week <= finalThroughWeek
            ? beat(winner, loser, week, season)
            : schedule(loser, winner, week, season),
        );
      }
    }
  }
  return games;
}
