import { games, playerGameStats, type Database } from '@all22/db';
import {
  listPointsAllowed,
  summarizePointsAllowed,
  type AnalystTeam,
  type FantasyScoring,
  type PointsAllowedTable,
  type PointsAllowedToPosition,
  type TeamId,
} from '@all22/domain';
import { and, eq, ilike, sum } from 'drizzle-orm';
import type { AnalystReads } from '../analyst-tool.js';
import { round1 } from './scoring-columns.js';

const POINT_COLUMNS = {
  fpStd: playerGameStats.fpStd,
  fpHalfPPR: playerGameStats.fpHalfPpr,
  fpPPR: playerGameStats.fpPpr,
} as const;

export type { PointsAllowedTable };

/**
 * Fantasy points each defense allowed to one position per finished regular-season game of a
 * season (the points its opponents' players at that position scored), most allowed first.
 */
export function readPointsAllowedTable(
  reads: AnalystReads,
  options: { season: number; position: string; scoring: FantasyScoring },
): Promise<PointsAllowedTable> {
  // One table answers every defense: read once per position while the league stands still.
  return reads.remember(
    `points-allowed:${options.season}:${options.position}:${options.scoring.pointsKey}`,
    () => computePointsAllowedTable(reads.database, options),
  );
}

async function computePointsAllowedTable(
  db: Database,
  options: { season: number; position: string; scoring: FantasyScoring },
): Promise<PointsAllowedTable> {
  const { season, position, scoring } = options;
  const finalGames = and(
    eq(games.season, season),
    eq(games.seasonType, 'REG'),
    ilike(games.phase, '%FINAL%'),
  );
  const [gameRows, pointRows] = await Promise.all([
    db
      .select({
        gameId: games.gameId,
        week: games.week,
        homeTeamId: games.homeTeamId,
        visitorTeamId: games.visitorTeamId,
      })
      .from(games)
      .where(finalGames),
    db
      .select({
        gameId: playerGameStats.gameId,
        teamId: playerGameStats.teamId,
        points: sum(POINT_COLUMNS[scoring.pointsKey]).mapWith(Number),
      })
      .from(playerGameStats)
      .innerJoin(games, eq(games.gameId, playerGameStats.gameId))
      .where(and(finalGames, eq(playerGameStats.position, position)))
      .groupBy(playerGameStats.gameId, playerGameStats.teamId),
  ]);
  const scored = new Map(pointRows.map((row) => [`${row.gameId}:${row.teamId}`, row.points]));
  return summarizePointsAllowed(
    listPointsAllowed(gameRows, (gameId, teamId) => scored.get(`${gameId}:${teamId}`) ?? 0),
  );
}

/** One defense's line of the table: its points allowed a game and its rank, most allowed first. */
export function pickPointsAllowed(table: PointsAllowedTable, teamId: TeamId) {
  const { perGame, leagueAverage } = table;
  const index = perGame.findIndex((entry) => entry.teamId === teamId);
  const own = perGame[index];
  return {
    games: own?.games ?? 0,
    pointsAllowedPerGame: round1(own?.value ?? 0),
    rank: index + 1,
    teamCount: perGame.length,
    leagueAveragePerGame: round1(leagueAverage),
    differenceFromAverage: round1((own?.value ?? 0) - leagueAverage),
  };
}

/** One defense against one position, and its rank among the league's defenses. */
export async function readPointsAllowed(
  reads: AnalystReads,
  team: AnalystTeam,
  options: { season: number; position: string; scoring: FantasyScoring },
): Promise<PointsAllowedToPosition> {
  const table = await readPointsAllowedTable(reads, options);
  return {
    team,
    position: options.position,
    season: options.season,
    scoring: options.scoring.label,
    ...pickPointsAllowed(table, team.teamId),
  };
}
