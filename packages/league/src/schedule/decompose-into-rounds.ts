import type { TeamId } from '@all22/domain';
import type { Random } from '../random/index.js';

/** A game as an edge between two teams; `index` is its position in the caller's list. */
export interface RoundEdge {
  index: number;
  homeTeamId: TeamId;
  visitorTeamId: TeamId;
}

/**
 * One perfect matching of `teams` from `edges` (each team in exactly one chosen edge), or null.
 * Backtracking search that always extends the team with the fewest usable edges first; the edge
 * order is shuffled so different seeds give different matchings. Meant for blocks of up to 32
 * teams with a handful of edges each, where it answers at once.
 */
const findPerfectMatching = (
  teams: readonly TeamId[],
  edges: readonly RoundEdge[],
  random: Random,
): RoundEdge[] | null => {
  const byTeam = new Map<TeamId, RoundEdge[]>(teams.map((team) => [team, []]));
  for (const edge of random.shuffle(edges)) {
    byTeam.get(edge.homeTeamId)?.push(edge);
    byTeam.get(edge.visitorTeamId)?.push(edge);
  }
  const matched = new Set<TeamId>();
  const chosen: RoundEdge[] = [];
  const extend = (): boolean => {
    if (matched.size === teams.length) return true;
    let best: RoundEdge[] | null = null;
    for (const team of teams) {
      if (matched.has(team)) continue;
      const usable = (byTeam.get(team) ?? []).filter(
        (edge) => !matched.has(edge.homeTeamId) && !matched.has(edge.visitorTeamId),
      );
      if (usable.length === 0) return false;
      if (!best || usable.length < best.length) best = usable;
    }
    for (const edge of best ?? []) {
      matched.add(edge.homeTeamId);
      matched.add(edge.visitorTeamId);
      chosen.push(edge);
      if (extend()) return true;
      chosen.pop();
      matched.delete(edge.homeTeamId);
      matched.delete(edge.visitorTeamId);
    }
    return false;
  };
  return extend() ? chosen : null;
};

/**
 * Splits a regular block of games (every team of `teams` in the same number d of them) into d
 * rounds, each a perfect matching: every team plays exactly once per round. The formula's blocks
 * (a division's 12 games, a 4×4 rotation, a conference's same-place cycles, the 17th games) always
 * split; a dead end retries with another shuffle, and after `maxAttempts` the block is reported
 * as unsplittable, which means the games were not built by the formula.
 */
export function decomposeIntoRounds(
  teams: readonly TeamId[],
  edges: readonly RoundEdge[],
  random: Random,
  maxAttempts = 50,
): RoundEdge[][] {
  const degree = (edges.length * 2) / teams.length;
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    let remaining = [...edges];
    const rounds: RoundEdge[][] = [];
    while (remaining.length > 0) {
      const round = findPerfectMatching(teams, remaining, random);
      if (!round) break;
      const used = new Set(round.map((edge) => edge.index));
      remaining = remaining.filter((edge) => !used.has(edge.index));
      rounds.push(round);
    }
    if (remaining.length === 0 && rounds.length === degree) return rounds;
  }
  throw new Error(`Cannot split ${edges.length} games among ${teams.length} teams into rounds`);
}
