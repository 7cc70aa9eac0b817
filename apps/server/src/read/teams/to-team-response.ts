import type { TeamResponse } from '@all22/contracts';
import type { Team } from '@all22/db';
import { getTeamLogoUrlTemplate } from '@all22/league';

/** A teams row as the API's Team: the logo template filled in, the division as an object. */
export function toTeamResponse(team: Team): TeamResponse {
  return {
    teamId: team.teamId,
    smartId: team.smartId,
    abbr: team.abbr,
    city: team.city,
    fullName: team.fullName,
    nick: team.nick,
    logo: team.logoUrl ?? getTeamLogoUrlTemplate(team.teamId),
    primaryColor: team.primaryColor,
    secondaryColor: team.secondaryColor,
    teamType: team.teamType,
    conferenceAbbr: team.conferenceAbbr,
    division:
      team.divisionAbbr && team.divisionFullName
        ? { abbr: team.divisionAbbr, fullName: team.divisionFullName }
        : null,
  };
}
