import type { NflId } from '@all22/domain';

/** A candidate for a positional rank. */
export interface FantasyRankCandidate {
  nflId: NflId;
  /** The position ranks are within, e.g. "WR". */
  position: string;
  gamesPlayed: number;
  points: number;
}

/** A positional rank and its label ("WR3"); both null when the player is unranked. */
export interface FantasyPositionRank {
  rank: number | null;
  label: string | null;
}

/**
 * Ranks players within their position by points, best first. Only players with games played are
 * ranked (the rest are null, which the API sorts last as 999999). Equal points are ordered by
 * nflId, so ranks are distinct and the same input always gives the same ranks.
 */
export function rankFantasyPositions(
  candidates: readonly FantasyRankCandidate[],
): Map<NflId, FantasyPositionRank> {
  const byPosition = new Map<string, FantasyRankCandidate[]>();
  const ranks = new Map<NflId, FantasyPositionRank>();
  for (const candidate of candidates) {
    if (candidate.gamesPlayed <= 0 || candidate.position === '') {
      ranks.set(candidate.nflId, { rank: null, label: null });
      continue;
    }
    const group = byPosition.get(candidate.position) ?? [];
    group.push(candidate);
    byPosition.set(candidate.position, group);
  }
  for (const [position, group] of byPosition) {
    group.sort((a, b) => b.points - a.points || a.nflId - b.nflId);
    group.forEach((candidate, index) => {
      ranks.set(candidate.nflId, { rank: index + 1, label: `${position}${index + 1}` });
    });
  }
  return ranks;
}
