import {
  getFantasyScoring,
  type AnalystTeam,
  type FantasyRanking,
  type OutlookMatchup,
  type PositionOutlook,
  type PositionOutlookPlayer,
  type TeamId,
} from '@all22/domain';
import { z } from 'zod';
import type { AnalystContext, AnalystTool } from '../analyst-tool.js';
import { readAnalystSeason, type AnalystSeason } from './analyst-season.js';
import { fantasyRankingsTool } from './fantasy-rankings-tool.js';
import { readPlayerInjury } from './read-injury.js';
import { readFinishedPlayerGames } from './read-player-games.js';
import { pickPointsAllowed, readPointsAllowedTable, type PointsAllowedTable } from './read-points-allowed.js';
import { readScheduleOutlook } from './read-schedule-outlook.js';
import { resolveAnalystTeam } from './resolve-analyst-entities.js';
import { average, pickPoints, round1 } from './scoring-columns.js';
import { positionArgument } from './tool-arguments.js';

const parameters = z.object({
  position: positionArgument,
  limit: z
    .number()
    .int()
    .min(1)
    .max(30)
    .default(12)
    .describe('How many players, by season rank (default 12)'),
  games: z.number().int().min(1).max(6).default(3).describe('The recent window in games (default 3)'),
});

type RankedRow = FantasyRanking['players'][number];

/** Carries plus targets per game of some game lines, one decimal (0 without games). */
const touchesPerGame = (lines: readonly { targets: number; rushAttempts: number }[]) =>
  average(lines.map((line) => line.targets + line.rushAttempts)) ?? 0;

/** The figures of a defense's line a matchup states. */
const pickDefense = ({
  pointsAllowedPerGame,
  rank,
  teamCount,
  differenceFromAverage,
}: ReturnType<typeof pickPointsAllowed>) => ({
  pointsAllowedPerGame,
  rank,
  teamCount,
  differenceFromAverage,
});

/** A team's next game, its bye, and how the opponent defends the position (read once a team). */
async function readTeamWeek(
  context: AnalystContext,
  teamId: TeamId,
  season: AnalystSeason,
  allowed: PointsAllowedTable,
): Promise<Pick<PositionOutlookPlayer, 'isOnByeThisWeek' | 'byeWeek' | 'matchup'>> {
  const team: AnalystTeam = await resolveAnalystTeam(context.database, teamId);
  const schedule = await readScheduleOutlook(context, team, { season, count: 1 });
  const next = schedule.nextGames[0];
  const matchup: OutlookMatchup | null = next
    ? {
        week: next.week,
        opponentAbbr: next.opponent.abbr,
        isHome: next.isHome,
        ...pickDefense(pickPointsAllowed(allowed, next.opponent.teamId)),
      }
    : null;
  return { isOnByeThisWeek: schedule.isOnByeThisWeek, byeWeek: schedule.byeWeek, matchup };
}

/**
 * A position's top players this season with what a trade or a lineup turns on: their points a
 * game over the last games against the season, their touches (carries plus targets) likewise,
 * injury status, bye and this week's opponent's points allowed to the position.
 */
export const positionOutlookTool: AnalystTool<typeof parameters, PositionOutlook> = {
  name: 'get_position_outlook',
  description:
    "A position's top players this regular season by fantasy points (user's scoring) with their form: rank, " +
    'points and points per game for the season and over the last games and the change, carries plus targets per ' +
    'game for the season and lately and the change, injury status, bye week, and the next opponent with the ' +
    'fantasy points a game it allows to the position and its rank (1 = allows the most).',
  parameters,
  async run({ position, limit, games }, context) {
    const scoring = getFantasyScoring(context.pointsPerReception);
    const season = await readAnalystSeason(context);
    const [ranking, allowed] = await Promise.all([
      fantasyRankingsTool.run({ position, limit }, context),
      readPointsAllowedTable(context, { season: season.season, position, scoring }),
    ]);
    const teamWeeks = new Map<TeamId, ReturnType<typeof readTeamWeek>>();
    const outlook = async (row: RankedRow): Promise<PositionOutlookPlayer> => {
      const { teamId } = row.player;
      if (teamId && !teamWeeks.has(teamId)) {
        teamWeeks.set(teamId, readTeamWeek(context, teamId, season, allowed));
      }
      const [lines, injury, week] = await Promise.all([
        readFinishedPlayerGames(context, row.player.nflId, season.season),
        readPlayerInjury(context, row.player),
        teamId ? teamWeeks.get(teamId)! : null,
      ]);
      const recent = lines.slice(0, games).map(({ line }) => line);
      const recentPointsPerGame = average(recent.map((line) => round1(pickPoints(line, scoring))));
      const seasonTouches = touchesPerGame(lines.map(({ line }) => line));
      const recentTouches = touchesPerGame(recent);
      return {
        ...row,
        recentGames: recent.length,
        recentPointsPerGame,
        recentChange: recentPointsPerGame === null ? null : round1(recentPointsPerGame - row.pointsPerGame),
        touchesPerGame: seasonTouches,
        recentTouchesPerGame: recentTouches,
        touchesChange: round1(recentTouches - seasonTouches),
        recentTargetsPerGame: average(recent.map((line) => line.targets)) ?? 0,
        recentCarriesPerGame: average(recent.map((line) => line.rushAttempts)) ?? 0,
        injuryStatus: injury.injuryStatus,
        isOnByeThisWeek: week?.isOnByeThisWeek ?? false,
        byeWeek: week?.byeWeek ?? null,
        matchup: week?.matchup ?? null,
      };
    };
    return {
      position,
      season: season.season,
      scoring: scoring.label,
      windowGames: games,
      currentWeek: season.currentWeek,
      players: await Promise.all(ranking.players.map(outlook)),
    };
  },
};
