import { games, teams, type Database } from '@all22/db';
import { getByeWeek, isFinal, type AnalystTeam, type ScheduleOutlook } from '@all22/domain';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { AnalystSeason } from './analyst-season.js';
import { toAnalystTeam } from './resolve-analyst-entities.js';

/** A team's bye week of the league clock's season and its next `count` games not yet final. */
export async function readScheduleOutlook(
  db: Database,
  team: AnalystTeam,
  options: { season: AnalystSeason; count: number },
): Promise<ScheduleOutlook> {
  const { currentSeason, currentWeek } = options.season;
  const rows = await db
    .select({ game: games })
    .from(games)
    .where(
      and(
        eq(games.season, currentSeason),
        or(eq(games.homeTeamId, team.teamId), eq(games.visitorTeamId, team.teamId)),
      ),
    )
    .orderBy(asc(games.isoTime));
  const opponentIds = rows.map(({ game }) =>
    game.homeTeamId === team.teamId ? game.visitorTeamId : game.homeTeamId,
  );
  const opponentRows =
    opponentIds.length === 0 ? [] : await db.select().from(teams).where(inArray(teams.teamId, opponentIds));
  const opponents = new Map(opponentRows.map((row) => [row.teamId, row]));
  const byeWeek = getByeWeek(rows.map(({ game }) => game));
  const nextGames = rows
    .filter(({ game }) => !isFinal(game.phase))
    .slice(0, options.count)
    .flatMap(({ game }) => {
      const isHome = game.homeTeamId === team.teamId;
      const opponent = opponents.get(isHome ? game.visitorTeamId : game.homeTeamId);
      return opponent
        ? [
            {
              week: game.week,
              opponent: toAnalystTeam(opponent),
              isHome,
              kickoff: game.isoTime.toISOString(),
            },
          ]
        : [];
    });
  return {
    team,
    season: currentSeason,
    byeWeek,
    currentWeek,
    byeIsPast: byeWeek === null ? null : currentWeek === null ? null : byeWeek < currentWeek,
    isOnByeThisWeek: byeWeek !== null && byeWeek === currentWeek,
    nextGames,
  };
}
