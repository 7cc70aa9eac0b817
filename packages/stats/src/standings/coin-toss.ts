/**
 * The last tie-breaker is a coin toss. Ours must be repeatable, so the "coin" is a 32-bit FNV-1a
 * hash of the season and the team id: the same season always gives the same order, and the order
 * differs between seasons.
 */
export function computeCoinTossValue(season: number, teamId: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${season}|${teamId}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
