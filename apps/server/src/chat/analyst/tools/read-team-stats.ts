import { games, teamGameStats, type Database, type TeamGameStats } from '@all22/db';
import type { AnalystTeam, TeamStatsSummary } from '@all22/domain';
import { and, eq, ilike } from 'drizzle-orm';
import { round1 } from './scoring-columns.js';

/** A count of the compact stored line (absent when zero). */
const countOf = (line: TeamGameStats, key: string): number => {
  const value = line.stats[key];
  return typeof value === 'number' ? value : 0;
};

const sumOf = (lines: readonly TeamGameStats[], pick: (line: TeamGameStats) => number) =>
  lines.reduce((total, line) => total + pick(line), 0);

const perGame = (total: number, count: number) => (count > 0 ? round1(total / count) : null);
const percentage = (part: number, whole: number) => (whole > 0 ? round1((100 * part) / whole) : null);

/**
 * A team's regular season in its finished games (a live game's line is partial, and the record
 * counts finished games): record, scoring, yards, turnovers, red-zone and third-down rates.
 */
export async function readTeamStats(
  db: Database,
  team: AnalystTeam,
  season: number,
): Promise<TeamStatsSummary> {
  const rows = await db
    .select({ line: teamGameStats })
    .from(teamGameStats)
    .innerJoin(games, eq(games.gameId, teamGameStats.gameId))
    .where(
      and(
        eq(teamGameStats.teamId, team.teamId),
        eq(teamGameStats.season, season),
        eq(teamGameStats.seasonType, 'REG'),
        ilike(games.phase, '%FINAL%'),
      ),
    );
  const lines = rows.map((row) => row.line);
  const count = lines.length;
  const average = (pick: (line: (typeof lines)[number]) => number) => perGame(sumOf(lines, pick), count);
  return {
    team,
    season,
    games: count,
    wins: lines.filter((line) => line.pointsFor > line.pointsAgainst).length,
    losses: lines.filter((line) => line.pointsFor < line.pointsAgainst).length,
    ties: lines.filter((line) => line.pointsFor === line.pointsAgainst).length,
    pointsPerGame: average((line) => line.pointsFor),
    pointsAllowedPerGame: average((line) => line.pointsAgainst),
    yardsPerGame: average((line) => line.totalYards),
    passingYardsPerGame: average((line) => line.passYards),
    rushingYardsPerGame: average((line) => line.rushYards),
    yardsAllowedPerGame: average((line) => line.totalYardsAllowed),
    turnovers: sumOf(lines, (line) => line.turnovers),
    takeaways: sumOf(lines, (line) => line.takeaways),
    redZonePercentage: percentage(
      sumOf(lines, (line) => countOf(line, 'redZoneTouchdowns')),
      sumOf(lines, (line) => countOf(line, 'redZoneTrips')),
    ),
    thirdDownPercentage: percentage(
      sumOf(lines, (line) => countOf(line, 'thirdDownConversions')),
      sumOf(lines, (line) => countOf(line, 'thirdDownAttempts')),
    ),
  };
}
