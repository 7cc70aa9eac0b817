import type { TeamId } from '@all22/domain';
import { FRANCHISES, type Franchise } from '../franchises/index.js';
import type { DivisionRank } from '../schedule/division-ranks.js';
import { getDivisionName } from '../schedule/league-alignment.js';

/** Test helper: previous ranks in franchise-list order within each division (first listed = 1st). */
export function createListedOrderRanks(): Map<TeamId, DivisionRank> {
  const counters = new Map<string, number>();
  const ranks = new Map<TeamId, DivisionRank>();
  for (const team of FRANCHISES) {
    const rank = (counters.get(getDivisionName(team)) ?? 0) + 1;
    counters.set(getDivisionName(team), rank);
    ranks.set(team.teamId, rank as DivisionRank);
  }
  return ranks;
}

/** Test helper: the franchise with this abbreviation. */
export function teamByAbbr(abbr: string): Franchise {
  const team = FRANCHISES.find((candidate) => candidate.abbr === abbr);
  if (!team) throw new Error(`No team ${abbr}`);
  return team;
}
