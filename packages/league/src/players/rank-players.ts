import type { LeaguePlayerState } from './league-state.js';

/** What a sidelined player loses on the depth chart: enough to drop below every healthy player. */
const SIDELINED_PENALTY = 100;
/** A questionable player still starts unless a teammate is about as good. */
export const QUESTIONABLE_PENALTY = 3;

/** The figure depth charts sort by: overall minus injuries. */
export function getDepthScore(player: LeaguePlayerState): number {
  const { injury } = player;
  if (injury === null) return player.ratings.overall;
  return (
    player.ratings.overall - (injury.status === 'QUESTIONABLE' ? QUESTIONABLE_PENALTY : SIDELINED_PENALTY)
  );
}

/** Best first by overall alone (healthy or not); ties to the lower nflId. */
export function compareByOverall(a: LeaguePlayerState, b: LeaguePlayerState): number {
  return b.ratings.overall - a.ratings.overall || a.nflId - b.nflId;
}

/**
 * Sorts a list in place, best first by depth score (ties to the lower nflId). Scores are worked
 * out once per player rather than once per comparison: depth charts are sorted every week.
 */
export function sortByDepth(players: LeaguePlayerState[]): LeaguePlayerState[] {
  const scores = new Map(players.map((player) => [player, getDepthScore(player)]));
  return players.sort((a, b) => scores.get(b)! - scores.get(a)! || a.nflId - b.nflId);
}
