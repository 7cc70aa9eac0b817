import { type Database, games, teams } from '@all22/db';
import { getByeWeek, type TeamId } from '@all22/domain';
import { and, eq } from 'drizzle-orm';

/** A team as a ranking row names it: its abbreviation and its bye week. */
export interface TeamByeLabel {
  abbr: string;
  /** The first regular-season week without a game (spec 1 §4); null when none. */
  byeWeek: number | null;
}

/** Every team's abbreviation and the season's regular-season bye week, by team id. */
export async function selectTeamByes(db: Database, season: number): Promise<Map<TeamId, TeamByeLabel>> {
  const [teamRows, gameRows] = await Promise.all([
    db.select({ teamId: teams.teamId, abbr: teams.abbr }).from(teams),
    db
      .select({ homeTeamId: games.homeTeamId, visitorTeamId: games.visitorTeamId, week: games.week })
      .from(games)
      .where(and(eq(games.season, season), eq(games.seasonType, 'REG'))),
  ]);
  const weeksByTeam = new Map<TeamId, { seasonType: 'REG'; week: number }[]>();
  for (const game of gameRows) {
    for (const teamId of [game.homeTeamId, game.visitorTeamId]) {
      const weeks = weeksByTeam.get(teamId) ?? [];
      weeks.push({ seasonType: 'REG', week: game.week });
      weeksByTeam.set(teamId, weeks);
    }
  }
  return new Map(
    teamRows.map((team) => [
      team.teamId,
      { abbr: team.abbr, byeWeek: getByeWeek(weeksByTeam.get(team.teamId) ?? []) },
    ]),
  );
}
