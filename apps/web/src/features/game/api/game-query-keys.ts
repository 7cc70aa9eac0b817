/**
 * The root of every game page query key: `['game', gameId, …]`. A live game's change (pushed or
 * polled) invalidates everything under its id at once — the game, its box score, play-by-play and
 * team stats. Not under the schedules keys: pushes patch those as lists of games.
 */
export function gameQueryKey(gameId: string) {
  return ['game', gameId] as const;
}
