import type {
  CurrentScheduleResponse,
  GameOddsResponse,
  GameResponse,
  LeaderResponse,
  StandingsResponse,
  StandingsRowResponse,
  TeamResponse,
} from '@all22/contracts';

/** Test data for the schedules, scores, standings and leaders calls, shaped by the contracts. */

export const currentWeek: CurrentScheduleResponse = {
  season: 2024,
  seasonType: 'REG',
  week: 6,
  weekSlug: 'WEEK_6',
  gamesPlayedSmartIds: [],
  numberOfGamesPlayed: 0,
};

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeTeam(
  teamId: string,
  abbr: string,
  fullName: string,
  division: string | null = 'AFC East',
): TeamResponse {
  return {
    teamId,
    smartId: uuid(Number(teamId)),
    abbr,
    city: fullName.split(' ')[0] ?? fullName,
    fullName,
    nick: fullName.split(' ').at(-1) ?? fullName,
    logo: `/api/images/logos/${teamId}?size={size}&dpr={dpr}&quality=100&crop=auto`,
    primaryColor: '#000000',
    secondaryColor: '#ffffff',
    teamType: 'TEAM',
    conferenceAbbr: division?.slice(0, 3) ?? null,
    division: division ? { abbr: division.replace(/[^A-Z]/g, ''), fullName: division } : null,
  };
}

export const teams = {
  bal: makeTeam('0325', 'BAL', 'Baltimore Ravens', 'AFC North'),
  nyg: makeTeam('3410', 'NYG', 'New York Giants', 'NFC East'),
  kc: makeTeam('2310', 'KC', 'Kansas City Chiefs', 'AFC West'),
  buf: makeTeam('0610', 'BUF', 'Buffalo Bills', 'AFC East'),
  ari: makeTeam('3800', 'ARI', 'Arizona Cardinals', 'NFC West'),
  sf: makeTeam('4500', 'SF', 'San Francisco 49ers', 'NFC West'),
} as const;

interface GameInput {
  gameId: number;
  visitor: TeamResponse;
  home: TeamResponse;
  phase?: string;
  displayStatus?: string;
  isoTime?: string;
  visitorScore?: number;
  homeScore?: number;
  spread?: GameResponse['spread'];
}

export function makeGame({
  gameId,
  visitor,
  home,
  phase = 'PREGAME',
  displayStatus = '1:00 PM ET',
  isoTime = '2024-10-13T17:00:00.000Z',
  visitorScore = 0,
  homeScore = 0,
  spread = { awayHandicap: null, homeHandicap: null },
}: GameInput): GameResponse {
  const visitorTeam = { ...visitor, score: { total: visitorScore }, hasPossession: false };
  return {
    id: uuid(gameId % 1_000_000),
    smartId: uuid(gameId % 1_000_000),
    gameId,
    season: 2024,
    seasonType: 'REG',
    week: 6,
    weekSlug: 'WEEK_6',
    time: isoTime,
    isoTime,
    gameDate: '2024-10-13',
    gameTimeEastern: '13:00:00',
    dateDayShort: 'SUN',
    dateDayMonth: 'OCT 13',
    phase,
    displayStatus,
    quarter: null,
    clock: null,
    visitorTeamId: visitor.teamId,
    homeTeamId: home.teamId,
    visitorTeam,
    awayTeam: visitorTeam,
    homeTeam: { ...home, score: { total: homeScore }, hasPossession: false },
    possessionTeamId: null,
    hasPossession: false,
    isRedzone: false,
    down: null,
    distance: null,
    yardLine: null,
    downAndDist: null,
    externalIds: [{ source: 'elias', id: `2024-REG-06-${home.teamId}` }],
    spread,
    score: {
      phase,
      visitorTeamScore: { pointTotal: visitorScore },
      homeTeamScore: { pointTotal: homeScore },
    },
  };
}

/** One game in each state: final (BAL beat NYG), live (KC–BUF), upcoming (ARI at SF with a line). */
export const finalGame = makeGame({
  gameId: 2024101000,
  visitor: teams.bal,
  home: teams.nyg,
  phase: 'FINAL',
  displayStatus: 'FINAL',
  isoTime: '2024-10-11T00:15:00.000Z',
  visitorScore: 23,
  homeScore: 10,
  spread: { awayHandicap: -9.5, homeHandicap: 9.5 },
});
export const liveGame = makeGame({
  gameId: 2024101300,
  visitor: teams.kc,
  home: teams.buf,
  phase: 'INGAME',
  displayStatus: 'Q2 05:12',
  visitorScore: 7,
  homeScore: 14,
  spread: { awayHandicap: -2.5, homeHandicap: 2.5 },
});
export const upcomingGame = makeGame({
  gameId: 2024101310,
  visitor: teams.ari,
  home: teams.sf,
  phase: 'PREGAME',
  displayStatus: '4:25 PM ET',
  isoTime: '2024-10-13T20:25:00.000Z',
  spread: { awayHandicap: 3.5, homeHandicap: -3.5 },
});

export const weekGames = { games: [upcomingGame, finalGame, liveGame] };

export const weekOdds: { odds: GameOddsResponse[] } = {
  odds: [
    {
      gameId: upcomingGame.gameId,
      smartId: upcomingGame.smartId,
      eliasId: `2024-REG-06-${teams.sf.teamId}`,
      awayHandicap: 3.5,
      homeHandicap: -3.5,
      awayPrice: 2.5,
      homePrice: 1.5,
      total: 44.5,
      overPrice: 1.91,
      underPrice: 1.91,
      updatedAt: '2024-10-13T12:00:00.000Z',
    },
  ],
};

function record(wins: number, losses: number, rank: number | null = null) {
  return { wins, losses, ties: 0, rank };
}

export function makeStandingsRow(
  team: TeamResponse,
  wins: number,
  losses: number,
  divisionRank: number,
  overrides: Partial<StandingsRowResponse> = {},
): StandingsRowResponse {
  return {
    team: { id: team.teamId, abbr: team.abbr, fullName: team.fullName },
    overall: record(wins, losses),
    home: record(0, 0),
    road: record(0, 0),
    conference: record(0, 0),
    division: record(0, 0, divisionRank),
    clinched: { homeField: false, division: false, wildCard: false, playoff: false, eliminated: false },
    winPct: wins + losses === 0 ? 0 : wins / (wins + losses),
    pointsFor: 0,
    pointsAgainst: 0,
    streak: null,
    seed: null,
    explanation: { division: '', seed: '' },
    ...overrides,
  };
}

export const standings: StandingsResponse = {
  season: 2024,
  seasonType: 'REG',
  week: 5,
  standings: [
    makeStandingsRow(teams.bal, 4, 1, 1, { streak: 'W3' }),
    makeStandingsRow(teams.nyg, 2, 3, 2),
    makeStandingsRow(teams.kc, 5, 0, 1, {
      streak: 'W5',
      clinched: { homeField: false, division: true, wildCard: false, playoff: true, eliminated: false },
    }),
    makeStandingsRow(teams.buf, 3, 2, 1, { streak: 'L1' }),
    makeStandingsRow(teams.ari, 2, 3, 2),
    makeStandingsRow(teams.sf, 3, 2, 1),
  ],
};

export function makeLeaders(
  group: 'passing' | 'rushing' | 'receiving',
  leaders: LeaderResponse['leaders'],
): LeaderResponse {
  const column = (key: string, label: string) => ({
    key,
    label,
    tooltip: label,
    decimals: 0,
    isPercentage: false,
  });
  return {
    group,
    period: 'game',
    season: 2024,
    seasonType: 'REG',
    week: 6,
    sortKey: 'yards',
    sortValue: 'DESC',
    page: 1,
    pageSize: 1,
    total: leaders.length,
    columns: [
      column('completions', 'CMP'),
      column('attempts', 'ATT'),
      column('receptions', 'REC'),
      column('yards', 'YDS'),
      column('touchdowns', 'TD'),
      column('interceptions', 'INT'),
    ],
    leaders,
  };
}

export function makeLeaderRow(nflId: number, displayName: string, values: Record<string, number>) {
  return {
    rank: 1,
    nflId,
    displayName,
    position: 'QB',
    teamId: teams.bal.teamId,
    teamAbbr: teams.bal.abbr,
    gameId: finalGame.gameId,
    week: 6,
    opponentTeamId: teams.nyg.teamId,
    values,
  };
}
