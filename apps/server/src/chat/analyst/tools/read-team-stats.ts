import { standings, teamSeasonStats, type Database } from '@all22/db';
import type { AnalystTeam, TeamStatsSummary } from '@all22/domain';
import { and, desc, eq } from 'drizzle-orm';
import { round1 } from './scoring-columns.js';

const perGame = (total: number, games: number) => (games > 0 ? round1(total / games) : null);

/** A stored rate of the compact team line (absent when its denominator was zero). */
const rateOf = (stats: Record<string, unknown>, key: string): number | null =>
  typeof stats[key] === 'number' ? round1(stats[key]) : null;

/** A team's regular season so far: record, scoring, yards, turnovers and rates. */
export async function readTeamStats(
  db: Database,
  team: AnalystTeam,
  season: number,
): Promise<TeamStatsSummary> {
  const [line] = await db
    .select()
    .from(teamSeasonStats)
    .where(
      and(
        eq(teamSeasonStats.teamId, team.teamId),
        eq(teamSeasonStats.season, season),
        eq(teamSeasonStats.seasonType, 'REG'),
      ),
    );
  const [standing] = await db
    .select({ wins: standings.overallWins, losses: standings.overallLosses, ties: standings.overallTies })
    .from(standings)
    .where(
      and(eq(standings.teamId, team.teamId), eq(standings.season, season), eq(standings.seasonType, 'REG')),
    )
    .orderBy(desc(standings.week))
    .limit(1);
  const games = line?.games ?? 0;
  return {
    team,
    season,
    games,
    wins: standing?.wins ?? 0,
    losses: standing?.losses ?? 0,
    ties: standing?.ties ?? 0,
    pointsPerGame: perGame(line?.pointsFor ?? 0, games),
    pointsAllowedPerGame: perGame(line?.pointsAgainst ?? 0, games),
    yardsPerGame: perGame(line?.totalYards ?? 0, games),
    passingYardsPerGame: perGame(line?.passYards ?? 0, games),
    rushingYardsPerGame: perGame(line?.rushYards ?? 0, games),
    yardsAllowedPerGame: perGame(line?.totalYardsAllowed ?? 0, games),
    turnovers: line?.turnovers ?? 0,
    takeaways: line?.takeaways ?? 0,
    redZonePercentage: rateOf(line?.stats ?? {}, 'redZonePercentage'),
    thirdDownPercentage: rateOf(line?.stats ?? {}, 'thirdDownPercentage'),
  };
}
