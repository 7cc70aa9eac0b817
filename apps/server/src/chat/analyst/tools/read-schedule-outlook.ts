import { games } from '@all22/db';
import {
  getByeWeek,
  isFinal,
  type AnalystTeam,
  type ScheduleOutlook,
  type SeasonType,
  type TeamId,
} from '@all22/domain';
import { asc, eq } from 'drizzle-orm';
import type { AnalystReads } from '../analyst-tool.js';
import type { AnalystSeason } from './analyst-season.js';
import { listAnalystTeams, toAnalystTeam } from './resolve-analyst-entities.js';

/** The columns of a season's games a schedule outlook reads. */
interface SeasonGame {
  readonly gameId: number;
  readonly seasonType: SeasonType;
  readonly week: number;
  readonly homeTeamId: TeamId;
  readonly visitorTeamId: TeamId;
  readonly phase: string;
  /** ISO text: remembered values are plain JSON. */
  readonly kickoff: string;
}

/** A season's games in kickoff order, read once and shared by every team's outlook while the league stands still. */
function readSeasonGames(reads: AnalystReads, season: number): Promise<SeasonGame[]> {
  return reads.remember(`season-games:${season}`, async () => {
    const rows = await reads.database
      .select({
        gameId: games.gameId,
        seasonType: games.seasonType,
        week: games.week,
        homeTeamId: games.homeTeamId,
        visitorTeamId: games.visitorTeamId,
        phase: games.phase,
        isoTime: games.isoTime,
      })
      .from(games)
      .where(eq(games.season, season))
      .orderBy(asc(games.isoTime), asc(games.gameId));
    return rows.map(({ isoTime, ...game }) => ({ ...game, kickoff: isoTime.toISOString() }));
  });
}

/** A team's bye week of the league clock's season and its next `count` games not yet final. */
export async function readScheduleOutlook(
  reads: AnalystReads,
  team: AnalystTeam,
  options: { season: AnalystSeason; count: number },
): Promise<ScheduleOutlook> {
  const { currentSeason, currentWeek } = options.season;
  const [seasonGames, teamRows] = await Promise.all([
    readSeasonGames(reads, currentSeason),
    listAnalystTeams(reads.database),
  ]);
  const own = seasonGames.filter(
    (game) => game.homeTeamId === team.teamId || game.visitorTeamId === team.teamId,
  );
  const opponents = new Map(teamRows.map((row) => [row.teamId, row]));
  const byeWeek = getByeWeek(own);
  const nextGames = own
    .filter((game) => !isFinal(game.phase))
    .slice(0, options.count)
    .flatMap((game) => {
      const isHome = game.homeTeamId === team.teamId;
      const opponent = opponents.get(isHome ? game.visitorTeamId : game.homeTeamId);
      return opponent
        ? [
            {
              week: game.week,
              opponent: toAnalystTeam(opponent),
              isHome,
              kickoff: game.kickoff,
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
