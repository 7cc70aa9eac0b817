import { type Database, type Game, type GameOdds, gameOdds, games, type Team, teams } from '@all22/db';
import { asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/** A game with what its answer shows: both teams and the betting line (null before the odds). */
export interface GameRow {
  game: Game;
  homeTeam: Team;
  visitorTeam: Team;
  odds: GameOdds | null;
}

const homeTeams = alias(teams, 'home_team');
const visitorTeams = alias(teams, 'visitor_team');

/** The games matching `where`, with their teams and odds, by kick-off then game id. */
export async function selectGames(db: Database, where: SQL | undefined): Promise<GameRow[]> {
  return db
    .select({ game: games, homeTeam: homeTeams, visitorTeam: visitorTeams, odds: gameOdds })
    .from(games)
    .innerJoin(homeTeams, eq(homeTeams.teamId, games.homeTeamId))
    .innerJoin(visitorTeams, eq(visitorTeams.teamId, games.visitorTeamId))
    .leftJoin(gameOdds, eq(gameOdds.gameId, games.gameId))
    .where(where)
    .orderBy(asc(games.isoTime), asc(games.gameId));
}
