import { roundToTenth } from '../fantasy/usage-averages.js';
import type { PositionPointsAllowed } from '../fantasy/points-allowed.js';
import type { GameId, TeamId } from '../ids.js';

/**
 * A defense against one position, adjusted for its opponents: in each game, the points the
 * opponent's players at the position scored against it, less what that same offense scores at the
 * position on average in its other games. A positive adjustment is a defense that gives up more
 * than its opponents usually score: a good matchup. Figures are per game, one decimal.
 */
export interface AdjustedDefense {
  readonly teamId: TeamId;
  /** Games counted: those whose opponent has other games to average. */
  readonly games: number;
  readonly allowedPerGame: number;
  /** What the same offenses scored at the position in their other games, per game. */
  readonly opponentsAveragePerGame: number;
  /** allowedPerGame − opponentsAveragePerGame (from unrounded figures). */
  readonly adjustmentPerGame: number;
  /** 1 = the most points over the opponents' average (the best matchup). */
  readonly rank: number;
}

const byTeamId = (a: TeamId, b: TeamId) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every defense's opponent-adjusted points allowed to a position, best matchup first. A game whose
 * offense played no other game gives no average and is left out; a defense with no game left has
 * no line.
 */
export function adjustPointsAllowed(rows: readonly PositionPointsAllowed[]): AdjustedDefense[] {
  const offenses = new Map<TeamId, { points: number; games: number }>();
  for (const row of rows) {
    const entry = offenses.get(row.offenseTeamId) ?? { points: 0, games: 0 };
    entry.points += row.points;
    entry.games += 1;
    offenses.set(row.offenseTeamId, entry);
  }
  const defenses = new Map<TeamId, { allowed: number; expected: number; games: number }>();
  for (const row of rows) {
    const offense = offenses.get(row.offenseTeamId);
    if (!offense || offense.games < 2) continue;
    // The offense's average in its other games: this one left out, so a defense is not measured
    // against itself.
    const expected = (offense.points - row.points) / (offense.games - 1);
    const entry = defenses.get(row.defenseTeamId) ?? { allowed: 0, expected: 0, games: 0 };
    entry.allowed += row.points;
    entry.expected += expected;
    entry.games += 1;
    defenses.set(row.defenseTeamId, entry);
  }
  const lines = [...defenses].map(([teamId, entry]) => ({
    teamId,
    games: entry.games,
    allowed: entry.allowed / entry.games,
    expected: entry.expected / entry.games,
  }));
  lines.sort((a, b) => b.allowed - b.expected - (a.allowed - a.expected) || byTeamId(a.teamId, b.teamId));
  return lines.map((line, index) => ({
    teamId: line.teamId,
    games: line.games,
    allowedPerGame: roundToTenth(line.allowed),
    opponentsAveragePerGame: roundToTenth(line.expected),
    adjustmentPerGame: roundToTenth(line.allowed - line.expected),
    rank: index + 1,
  }));
}

/** A game of the week ahead, by its two teams. */
export interface WeekGame {
  readonly gameId: GameId;
  readonly homeTeamId: TeamId;
  readonly visitorTeamId: TeamId;
}

/** One offense's matchup this week at a position: the defense it faces and that defense's line. */
export interface WeekMatchup {
  readonly gameId: GameId;
  readonly offenseTeamId: TeamId;
  readonly isHome: boolean;
  readonly defense: AdjustedDefense;
}

/** How many matchups of each end a position's cards show. */
export const MATCHUP_CARDS_PER_END = 2;

/**
 * The week's matchups at a position, best first: every offense playing this week against its
 * opponent's adjusted line (offenses whose opponent has no line are left out). Best: `best` (the
 * first `count`); worst: `worst` (the last `count`, worst first), never the same matchup twice.
 */
export function rankWeekMatchups(
  weekGames: readonly WeekGame[],
  defenses: readonly AdjustedDefense[],
  count = MATCHUP_CARDS_PER_END,
): { best: WeekMatchup[]; worst: WeekMatchup[] } {
  const byTeam = new Map(defenses.map((line) => [line.teamId, line]));
  const matchups = weekGames.flatMap((game) =>
    (
      [
        [game.homeTeamId, game.visitorTeamId, true],
        [game.visitorTeamId, game.homeTeamId, false],
      ] as const
    ).flatMap(([offenseTeamId, defenseTeamId, isHome]) => {
      const defense = byTeam.get(defenseTeamId);
      return defense ? [{ gameId: game.gameId, offenseTeamId, isHome, defense }] : [];
    }),
  );
  matchups.sort((a, b) => a.defense.rank - b.defense.rank || byTeamId(a.offenseTeamId, b.offenseTeamId));
  const best = matchups.slice(0, Math.min(count, Math.floor(matchups.length / 2)));
  const worst = matchups
    .slice(best.length)
    .reverse()
    .slice(0, Math.min(count, matchups.length - best.length));
  return { best, worst };
}
