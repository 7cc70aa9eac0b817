import { asSmartId, asTeamId, type SmartId, type TeamId } from '@all22/domain';
import { createDeterministicUuid } from '../random/index.js';
import { FRANCHISES, getDivisionAbbr, getFranchiseFullName, type Franchise } from './franchises.js';

/** TEAM for the 32 franchises; PRO for the two all-star teams, left out of lists unless asked for. */
export type TeamType = 'TEAM' | 'PRO';

/** A team as the league's data describes it: the spec's Team entity without the display rules. */
export interface LeagueTeam {
  teamId: TeamId;
  /** Stable across league seeds: a team is the same team in every simulated league. */
  smartId: SmartId;
  abbr: string;
  city: string;
  nick: string;
  fullName: string;
  conferenceAbbr: 'AFC' | 'NFC';
  /** Null for the all-star teams, which belong to no division. */
  division: { abbr: string; fullName: string } | null;
  primaryColor: string;
  secondaryColor: string;
  teamType: TeamType;
  /** Image URL template; the client fills in {size} and {dpr} (spec 2 §9: logos at quality 100). */
  logo: string;
}

/** Smart ids of teams hash this fixed namespace, not LEAGUE_SEED, so they never change. */
const TEAM_ID_NAMESPACE = 'all22-teams';

/** The logo URL template the API serves for a team (see apps/server's image routes). */
export function getTeamLogoUrlTemplate(teamId: TeamId): string {
  return `/api/images/logos/${teamId}?size={size}&dpr={dpr}&quality=100&crop=auto`;
}

const fromFranchise = (franchise: Franchise): LeagueTeam => ({
  teamId: franchise.teamId,
  smartId: asSmartId(createDeterministicUuid(TEAM_ID_NAMESPACE, franchise.teamId)),
  abbr: franchise.abbr,
  city: franchise.city,
  nick: franchise.nick,
  fullName: getFranchiseFullName(franchise),
  conferenceAbbr: franchise.conferenceAbbr,
  division: {
    abbr: getDivisionAbbr(franchise),
    fullName: `${franchise.conferenceAbbr} ${franchise.division}`,
  },
  primaryColor: franchise.primaryColor,
  secondaryColor: franchise.secondaryColor,
  teamType: 'TEAM',
  logo: getTeamLogoUrlTemplate(franchise.teamId),
});

const allStarTeam = (
  teamId: string,
  conferenceAbbr: 'AFC' | 'NFC',
  colors: [string, string],
): LeagueTeam => ({
  teamId: asTeamId(teamId),
  smartId: asSmartId(createDeterministicUuid(TEAM_ID_NAMESPACE, teamId)),
  abbr: conferenceAbbr,
  city: conferenceAbbr,
  nick: 'All-Stars',
  fullName: `${conferenceAbbr} All-Stars`,
  conferenceAbbr,
  division: null,
  primaryColor: colors[0],
  secondaryColor: colors[1],
  teamType: 'PRO',
  logo: getTeamLogoUrlTemplate(asTeamId(teamId)),
});

/** The two all-star teams (teamType PRO). */
export const ALL_STAR_TEAMS: readonly LeagueTeam[] = [
  allStarTeam('8600', 'AFC', ['#C8102E', '#FFFFFF']),
  allStarTeam('8700', 'NFC', ['#013369', '#FFFFFF']),
];

/** Every team: the 32 franchises (teamType TEAM), then the two all-star teams. */
export const LEAGUE_TEAMS: readonly LeagueTeam[] = [...FRANCHISES.map(fromFranchise), ...ALL_STAR_TEAMS];
