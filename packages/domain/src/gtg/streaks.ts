/** A game's result from one side: win, loss or tie. */
export type GameOutcome = 'W' | 'L' | 'T';

export function getGameOutcome(teamScore: number, opponentScore: number): GameOutcome {
  return teamScore > opponentScore ? 'W' : teamScore < opponentScore ? 'L' : 'T';
}

/**
 * The run at the end of `items` (oldest first) in which every item matches: the current streak,
 * oldest first. Empty when the latest item does not match.
 */
export function findTrailingRun<T>(items: readonly T[], matches: (item: T) => boolean): T[] {
  let start = items.length;
  while (start > 0 && matches(items[start - 1]!)) start -= 1;
  return items.slice(start);
}

/** A team's results in order, oldest first; the current streak of wins or losses (ties end one). */
export function findResultStreak<T extends { teamScore: number; opponentScore: number }>(
  results: readonly T[],
): { outcome: 'W' | 'L'; games: T[] } | null {
  const latest = results.at(-1);
  if (!latest) return null;
  const outcome = getGameOutcome(latest.teamScore, latest.opponentScore);
  if (outcome === 'T') return null;
  const games = findTrailingRun(
    results,
    (game) => getGameOutcome(game.teamScore, game.opponentScore) === outcome,
  );
  return { outcome, games };
}
