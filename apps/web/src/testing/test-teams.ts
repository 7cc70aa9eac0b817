import type { TeamResponse } from '@all22/contracts';

/** One team per division plus an all-star team: enough to check the mega menu's grid. */
const DIVISION_TEAMS = [
  ['3200', 'BUF', 'Buffalo Bills', 'AFC', 'East'],
  ['0325', 'BAL', 'Baltimore Ravens', 'AFC', 'North'],
  ['2120', 'HOU', 'Houston Texans', 'AFC', 'South'],
  ['2310', 'KC', 'Kansas City Chiefs', 'AFC', 'West'],
  ['0200', 'DAL', 'Dallas Cowboys', 'NFC', 'East'],
  ['0810', 'CHI', 'Chicago Bears', 'NFC', 'North'],
  ['1400', 'ATL', 'Atlanta Falcons', 'NFC', 'South'],
  ['3800', 'ARI', 'Arizona Cardinals', 'NFC', 'West'],
] as const;

export const TEST_TEAMS: TeamResponse[] = [
  ...DIVISION_TEAMS.map(([teamId, abbr, fullName, conference, region], index) => ({
    teamId,
    smartId: `00000000-0000-4000-8000-00000000000${index}`,
    abbr,
    city: fullName.split(' ').slice(0, -1).join(' '),
    fullName,
    nick: fullName.split(' ').at(-1) ?? fullName,
    logo: `/api/images/logos/${teamId}?size={size}&dpr={dpr}&quality=100&crop=auto`,
    primaryColor: '#000000',
    secondaryColor: '#ffffff',
    teamType: 'TEAM' as const,
    conferenceAbbr: conference,
    division: { abbr: `${conference}${region[0]}`, fullName: `${conference} ${region}` },
  })),
  {
    teamId: '8600',
    smartId: '00000000-0000-4000-8000-000000000099',
    abbr: 'AFC',
    city: 'AFC',
    fullName: 'AFC Pro Bowl',
    nick: 'AFC',
    logo: '/api/images/logos/8600?size={size}&dpr={dpr}',
    primaryColor: '#000000',
    secondaryColor: '#ffffff',
    teamType: 'PRO',
    conferenceAbbr: 'AFC',
    division: null,
  },
];
