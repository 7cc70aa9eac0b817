import type { TeamId } from '@all22/domain';
import { FRANCHISES } from '../franchises/index.js';
import type { Random } from '../random/index.js';
import { getDivisionName } from './league-alignment.js';

/** A team's finish in its division, 1 (winner) to 4. */
export type DivisionRank = 1 | 2 | 3 | 4;

/** Previous-season division finishes for every team (the input of the same-place games). */
export type DivisionRanks = ReadonlyMap<TeamId, DivisionRank>;

/**
 * Checks that `ranks` gives all 32 teams a rank and each division the ranks 1–4 once; throws a
 * RangeError naming the first problem, so a bad standings hand-off fails before scheduling starts.
 */
export function assertDivisionRanks(ranks: DivisionRanks): void {
  const seen = new Map<string, Set<number>>();
  for (const team of FRANCHISES) {
    const rank = ranks.get(team.teamId);
    if (rank === undefined)
      throw new RangeError(`No previous division rank for team ${team.teamId} (${team.abbr})`);
    const division = getDivisionName(team);
    const ranksInDivision = seen.get(division) ?? new Set<number>();
    if (ranksInDivision.has(rank))
      throw new RangeError(`Division rank ${rank} appears twice in the ${division}`);
    ranksInDivision.add(rank);
    seen.set(division, ranksInDivision);
  }
  for (const [division, ranksInDivision] of seen) {
    if (![1, 2, 3, 4].every((rank) => ranksInDivision.has(rank))) {
      throw new RangeError(`The ${division} needs ranks 1–4 exactly once`);
    }
  }
}

/** Division finishes in a random order per division — a stand-in for the season before the first simulated one. */
export function createRandomDivisionRanks(random: Random): Map<TeamId, DivisionRank> {
  const ranks = new Map<TeamId, DivisionRank>();
  const divisions = new Map<string, TeamId[]>();
  for (const team of FRANCHISES) {
    const key = getDivisionName(team);
    divisions.set(key, [...(divisions.get(key) ?? []), team.teamId]);
  }
  for (const [, teamIds] of divisions) {
    random.shuffle(teamIds).forEach((teamId, index) => ranks.set(teamId, (index + 1) as DivisionRank));
  }
  return ranks;
}
