import type { PlayerTeam } from '@all22/contracts';
import { teams } from '@all22/db';
import type { TeamId } from '@all22/domain';
import { getTeamLogoUrlTemplate } from '@all22/league';

/** The team columns a player page shows; select them from a (left-)joined teams table. */
export const playerTeamColumns = {
  teamId: teams.teamId,
  smartId: teams.smartId,
  abbr: teams.abbr,
  fullName: teams.fullName,
  nick: teams.nick,
  logoUrl: teams.logoUrl,
  primaryColor: teams.primaryColor,
  secondaryColor: teams.secondaryColor,
  conferenceAbbr: teams.conferenceAbbr,
  divisionAbbr: teams.divisionAbbr,
  divisionFullName: teams.divisionFullName,
};

interface PlayerTeamRow {
  teamId: TeamId;
  smartId: string;
  abbr: string;
  fullName: string;
  nick: string;
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  conferenceAbbr: string | null;
  divisionAbbr: string | null;
  divisionFullName: string | null;
}

/** The joined team as the API shows it, or null for a free agent (the left join found no team). */
export function toPlayerTeam(row: PlayerTeamRow | null): PlayerTeam | null {
  if (!row) return null;
  const { teamId, smartId, abbr, fullName, nick, primaryColor, secondaryColor } = row;
  return {
    teamId,
    smartId,
    abbr,
    fullName,
    nick,
    // A team without its own logo gets the generated monogram.
    logo: row.logoUrl ?? getTeamLogoUrlTemplate(teamId),
    primaryColor,
    secondaryColor,
    conferenceAbbr: row.conferenceAbbr,
    division: { abbr: row.divisionAbbr, fullName: row.divisionFullName },
  };
}
