import type { GameId, PlayKey } from '@all22/domain';

/** Plays per game, in the keys' order of first appearance (the film room's: newest game first). */
export function countPlaysByGame(keys: readonly PlayKey[]): { gameId: GameId; plays: number }[] {
  const counts = new Map<GameId, number>();
  for (const key of keys) counts.set(key.gameId, (counts.get(key.gameId) ?? 0) + 1);
  return [...counts].map(([gameId, plays]) => ({ gameId, plays }));
}
