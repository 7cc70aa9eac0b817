import { games, playerGameStats, type Database } from '@all22/db';
import type { AnalystTeam, FantasyScoring, PointsAllowedToPosition, TeamId } from '@all22/domain';
import { and, eq, ilike, sum } from 'drizzle-orm';
import type { AnalystReads } from '../analyst-tool.js';
import { round1 } from './scoring-columns.js';

const POINT_COLUMNS = {
  fpStd: playerGameStats.fpStd,
  fpHalfPPR: playerGameStats.fpHalfPpr,
  fpPPR: playerGameStats.fpPpr,
} as const;

/** Every defense's points allowed to a position, most allowed first, and the league average. */
export interface PointsAllowedTable {
  readonly perGame: readonly { readonly teamId: TeamId; readonly value: number; readonly games: number }[];
  readonly leagueAverage: number;
}

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
      .select({ gameId: games.gameId, home: games.homeTeamId, visitor: games.visitorTeamId })
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
  const allowed = new Map<TeamId, { points: number; games: number }>();
  const add = (defense: TeamId, offense: TeamId, gameId: number) => {
    const entry = allowed.get(defense) ?? { points: 0, games: 0 };
    entry.points += scored.get(`${gameId}:${offense}`) ?? 0;
    entry.games += 1;
    allowed.set(defense, entry);
  };
  for (const game of gameRows) {
    add(game.home, game.visitor, game.gameId);
    add(game.visitor, game.home, game.gameId);
  }
  const perGame = [...allowed].map(([teamId, entry]) => ({
    teamId,
    value: entry.points / entry.games,
    games: entry.games,
  }));
  perGame.sort((a, b) => b.value - a.value || (a.teamId < b.teamId ? -1 : 1));
  const leagueAverage =
    perGame.length === 0 ? 0 : perGame.reduce((total, e) => total + e.value, 0) / perGame.length;
  return { perGame, leagueAverage };
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
