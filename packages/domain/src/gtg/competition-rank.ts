/** Which end of a figure ranks first: more points scored, fewer points allowed. */
export type RankOrder = 'high' | 'low';

/**
 * Competition ranks ("1224"): equal values share a rank and the next value skips as many places.
 * Entries without a value (a team yet to play) get no rank. Returns each key's rank.
 */
export function getCompetitionRanks<K>(
  entries: readonly { key: K; value: number | null }[],
  order: RankOrder,
): Map<K, number> {
  const ranked = entries
    .filter(
      (entry): entry is { key: K; value: number } => entry.value !== null && Number.isFinite(entry.value),
    )
    .sort((a, b) => (order === 'high' ? b.value - a.value : a.value - b.value));
  const ranks = new Map<K, number>();
  ranked.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const rank = previous && previous.value === entry.value ? ranks.get(previous.key)! : index + 1;
    ranks.set(entry.key, rank);
  });
  return ranks;
}

/** A per-game figure, or null before the first game. */
export function perGame(total: number, games: number): number | null {
  return games > 0 ? total / games : null;
}
