import { type Database, games, teams } from '@all22/db';
import type { FactTeam, SeasonWeek, TeamGameResult, TeamId } from '@all22/domain';
import { and, asc, min } from 'drizzle-orm';
import { isBeforeWeek, isFinalNonPreseason } from './week-conditions.js';

/** Every team of the league as facts name it, by id. */
export async function loadFactTeams(db: Database): Promise<Map<TeamId, FactTeam>> {
  const rows = await db
    .select({ teamId: teams.teamId, abbr: teams.abbr, fullName: teams.fullName })
    .from(teams);
  return new Map(rows.map((team) => [team.teamId, team]));
}

/**
 * Every team's final regular-season and playoff games before the week, all seasons, from each
 * side, by kick-off (about 300 games a season: one read for every series, streak and record).
 */
export async function loadTeamResults(
  db: Database,
  week: SeasonWeek,
  teamsById: ReadonlyMap<TeamId, FactTeam>,
): Promise<TeamGameResult[]> {
  const rows = await db
    .select({
      gameId: games.gameId,
      season: games.season,
      seasonType: games.seasonType,
      week: games.week,
      weekSlug: games.weekSlug,
      homeTeamId: games.homeTeamId,
      visitorTeamId: games.visitorTeamId,
      homeScore: games.homeScore,
      visitorScore: games.visitorScore,
    })
    .from(games)
    .where(and(isFinalNonPreseason, isBeforeWeek(games, week)))
    .orderBy(asc(games.isoTime), asc(games.gameId));
  return rows.flatMap((game) => {
    const home = teamsById.get(game.homeTeamId)!;
    const visitor = teamsById.get(game.visitorTeamId)!;
    const ref = {
      gameId: game.gameId,
      season: game.season,
      seasonType: game.seasonType,
      week: game.week,
      weekSlug: game.weekSlug,
    };
    return [
      {
        ...ref,
        teamId: home.teamId,
        opponent: visitor,
        isHome: true,
        teamScore: game.homeScore,
        opponentScore: game.visitorScore,
      },
      {
        ...ref,
        teamId: visitor.teamId,
        opponent: home,
        isHome: false,
        teamScore: game.visitorScore,
        opponentScore: game.homeScore,
      },
    ];
  });
}

/** The league's first season with a game (series and careers count from it); null for an empty league. */
export async function findFirstSeason(db: Database): Promise<number | null> {
  const [row] = await db.select({ season: min(games.season) }).from(games);
  return row?.season ?? null;
}
