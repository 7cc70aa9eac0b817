import type { StandingsTeam } from '@all22/stats';
import { FRANCHISES } from '../franchises/index.js';

/** The league's clubs as the standings rank them: conference, division and abbreviation. */
export const STANDINGS_TEAMS: readonly StandingsTeam[] = FRANCHISES.map((team) => ({
  teamId: team.teamId,
  conference: team.conferenceAbbr,
  division: `${team.conferenceAbbr} ${team.division}`,
  abbr: team.abbr,
}));
