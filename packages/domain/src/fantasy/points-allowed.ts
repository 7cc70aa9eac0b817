import type { GameId, TeamId } from '../ids.js';

/**
 * Fantasy points a defense allowed to one position: what its opponents' players at that position
 * scored against it. The Fantasy AI analyst's points-allowed tool and the fantasy insights'
 * matchups read the same rows.
 */

/** A finished game, by its two teams. */
export interface PointsAllowedGame {
  readonly gameId: GameId;
  readonly week: number;
  readonly homeTeamId: TeamId;
  readonly visitorTeamId: TeamId;
}

/** One side of one game: the points the offense's players at the position scored on the defense. */
export interface PositionPointsAllowed {
  readonly gameId: GameId;
  readonly week: number;
  readonly defenseTeamId: TeamId;
  readonly offenseTeamId: TeamId;
  readonly points: number;
}

/**
 * Both sides of every game: for each team as the defense, the points its opponent's players at
 * the position scored (`scored(gameId, teamId)`, 0 when none of them scored or played).
 */
export function listPointsAllowed(
  games: readonly PointsAllowedGame[],
  scored: (gameId: GameId, teamId: TeamId) => number,
): PositionPointsAllowed[] {
  return games.flatMap(({ gameId, week, homeTeamId, visitorTeamId }) => [
    {
      gameId,
      week,
      defenseTeamId: homeTeamId,
      offenseTeamId: visitorTeamId,
      points: scored(gameId, visitorTeamId),
    },
    {
      gameId,
      week,
      defenseTeamId: visitorTeamId,
      offenseTeamId: homeTeamId,
      points: scored(gameId, homeTeamId),
    },
  ]);
}

/** Every defense's points allowed a game (unrounded), most allowed first, and the league average. */
export interface PointsAllowedTable {
  readonly perGame: readonly { readonly teamId: TeamId; readonly value: number; readonly games: number }[];
  /** The mean of the defenses' per-game figures; 0 without games. */
  readonly leagueAverage: number;
}

const byTeamId = (a: TeamId, b: TeamId) => (a < b ? -1 : a > b ? 1 : 0);

/** The points each defense allowed per game, most first (ties by team id), and their mean. */
export function summarizePointsAllowed(rows: readonly PositionPointsAllowed[]): PointsAllowedTable {
  const allowed = new Map<TeamId, { points: number; games: number }>();
  for (const row of rows) {
    const entry = allowed.get(row.defenseTeamId) ?? { points: 0, games: 0 };
    entry.points += row.points;
    entry.games += 1;
    allowed.set(row.defenseTeamId, entry);
  }
  const perGame = [...allowed].map(([teamId, entry]) => ({
    teamId,
    value: entry.points / entry.games,
    games: entry.games,
  }));
  perGame.sort((a, b) => b.value - a.value || byTeamId(a.teamId, b.teamId));
  const leagueAverage =
    perGame.length === 0 ? 0 : perGame.reduce((total, entry) => total + entry.value, 0) / perGame.length;
  return { perGame, leagueAverage };
}
