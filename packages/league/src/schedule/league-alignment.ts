import type { TeamId } from '@all22/domain';
import { FRANCHISES, type ConferenceAbbr, type DivisionRegion, type Franchise } from '../franchises/index.js';

export const CONFERENCES: readonly ConferenceAbbr[] = ['AFC', 'NFC'];

/** The four teams of a division, in the franchise list's order (fixed, so rotations are stable). */
export function getDivisionTeams(conference: ConferenceAbbr, region: DivisionRegion): readonly Franchise[] {
  return FRANCHISES.filter((team) => team.conferenceAbbr === conference && team.division === region);
}

const BY_ID = new Map<TeamId, Franchise>(FRANCHISES.map((team) => [team.teamId, team]));

/** The franchise of a team id; throws for an id that is not one of the 32 teams. */
export function requireFranchise(teamId: TeamId): Franchise {
  const franchise = BY_ID.get(teamId);
  if (!franchise) throw new RangeError(`Unknown team id "${teamId}"`);
  return franchise;
}

/** "AFC East" — the division key used throughout the schedule code. */
export function getDivisionName(team: Pick<Franchise, 'conferenceAbbr' | 'division'>): string {
  return `${team.conferenceAbbr} ${team.division}`;
}

/** Teams in the Mountain and Pacific time zones: the schedule keeps their home games out of early Eastern windows. */
const WESTERN_ABBRS = new Set(['ARI', 'DEN', 'LV', 'LAC', 'LA', 'SF', 'SEA']);

/** True when the team plays its home games in the Mountain or Pacific zone. */
export function isWesternTeam(teamId: TeamId): boolean {
  return WESTERN_ABBRS.has(requireFranchise(teamId).abbr);
}
