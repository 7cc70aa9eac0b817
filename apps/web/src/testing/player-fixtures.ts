/** The player page tests' data: one quarterback, his season lines, game log and fantasy weeks. */
import type {
  AccountInfo,
  AdvancedStatsPlayer,
  FantasySeasonPlayer,
  Player,
  PlayerFantasyWeeksResponse,
  PlayerGameLogResponse,
  PlayerSeasonsResponse,
} from '@all22/contracts';
import { createStaticSession } from '../lib/session/session';
import { jsonResponse, stubFetch } from './fetch-stub';
import { currentWeek, finalGame, teams, upcomingGame } from './schedule-fixtures';

export const ACCOUNT: AccountInfo = {
  UID: 'user-1',
  email: 'sam@example.com',
  createdTimestamp: 1_700_000_000_000,
  profile: { firstName: 'Sam', lastName: 'Baker' },
  data: {
    display: { showOddsInfo: true, pointsPerReception: 1, clipTypes: ['SIDELINE', 'ENDZONE'] },
    league: { favoriteTeams: [] },
  },
};

export function subscriber(account: AccountInfo | null = null) {
  return createStaticSession({
    user: { ...createStaticSession().getSnapshot().user, isLoggedIn: true, isSubscribed: true },
    account,
  });
}

const ravens = teams.bal;
export const player: Player = {
  nflId: 2558125,
  gsisId: '00-0033873',
  smartId: '00000000-0000-4000-8000-000002558125',
  displayName: 'Dean Passer',
  firstName: 'Dean',
  lastName: 'Passer',
  position: 'QB',
  positionGroup: 'QB',
  jerseyNumber: 8,
  currentTeamId: ravens.teamId,
  birthDate: '1997-01-07',
  heightInches: 74,
  weight: 212,
  college: 'Louisville',
  experience: 7,
  status: 'ACT',
  headshot: null,
  currentTeam: {
    teamId: ravens.teamId,
    smartId: ravens.smartId,
    abbr: ravens.abbr,
    fullName: ravens.fullName,
    nick: ravens.nick,
    logo: ravens.logo,
    primaryColor: ravens.primaryColor,
    secondaryColor: ravens.secondaryColor,
    conferenceAbbr: 'AFC',
    division: { abbr: 'AN', fullName: 'AFC North' },
  },
  injury: { injuryStatus: 'QUESTIONABLE', bodyPart: 'Ankle', practiceStatus: null },
};

export const SEASON = currentWeek.season;
export const passing = {
  attempts: 180,
  completions: 120,
  yards: 1500,
  touchdowns: 12,
  interceptions: 3,
  passerRating: 104.2,
  completionPercentage: 66.7,
  yardsPerGame: 300,
  touchdownsPerGame: 2.4,
  interceptionsPerGame: 0.6,
};
const rushing = { attempts: 20, yards: 80, touchdowns: 1, yardsPerGame: 16 };
export const fantasyRow: FantasySeasonPlayer = {
  nflId: player.nflId,
  displayName: player.displayName,
  season: SEASON,
  seasonType: 'REG',
  teamId: ravens.teamId,
  position: 'QB',
  gamesPlayed: 5,
  fpStd: 110.5,
  fpHalfPPR: 110.5,
  fpPPR: 110.5,
  fpPGStd: 22.1,
  fpPGHalfPPR: 22.1,
  fpPGPPR: 22.1,
  fpPosRkStd: 4,
  fpPosRkHalfPPR: 5,
  fpPosRkPPR: 6,
  fpPosRkLblStd: 'QB4',
  fpPosRkLblHalfPPR: 'QB5',
  fpPosRkLblPPR: 'QB6',
  passing,
  rushing,
};
export const advancedRow: AdvancedStatsPlayer = {
  nflId: player.nflId,
  displayName: player.displayName,
  season: SEASON,
  seasonType: 'REG',
  teamId: ravens.teamId,
  position: 'QB',
  gamesPlayed: 5,
  gamesDnp: 0,
  passing,
  rushing,
};
const emptySections = { receiving: {}, defense: {}, coverage: {}, kicking: {}, punting: {}, returning: {} };
export const seasons: PlayerSeasonsResponse = {
  nflId: player.nflId,
  seasons: [
    {
      season: SEASON - 1,
      seasonType: 'REG',
      teamId: ravens.teamId,
      position: 'QB',
      gamesPlayed: 17,
      gamesDnp: 0,
      fpStd: 300,
      fpHalfPPR: 300,
      fpPPR: 300,
      stats: { passing: { ...passing, yards: 4200, attempts: 560 }, rushing, ...emptySections },
    },
    {
      season: SEASON,
      seasonType: 'REG',
      teamId: ravens.teamId,
      position: 'QB',
      gamesPlayed: 5,
      gamesDnp: 0,
      fpStd: 110.5,
      fpHalfPPR: 110.5,
      fpPPR: 110.5,
      stats: { passing, rushing, ...emptySections },
    },
  ],
};
const headline = (passYards: number, fpStd: number) => ({
  snaps: 60,
  passAttempts: 36,
  passCompletions: 24,
  passYards,
  passTouchdowns: 2,
  interceptionsThrown: 1,
  rushAttempts: 4,
  rushYards: 16,
  rushTouchdowns: 0,
  targets: 0,
  receptions: 0,
  receivingYards: 0,
  receivingTouchdowns: 0,
  tackles: 0,
  sacks: 0,
  defInterceptions: 0,
  fumblesLost: 0,
  fpStd,
  fpHalfPPR: fpStd,
  fpPPR: fpStd,
});
export const gameLog: PlayerGameLogResponse = {
  nflId: player.nflId,
  season: SEASON,
  seasonType: 'REG',
  games: [
    {
      gameId: 2024090801,
      week: 1,
      weekSlug: 'WEEK_1',
      gameDate: '2024-09-08',
      teamId: ravens.teamId,
      opponentTeamId: '2310',
      opponentAbbr: 'KC',
      isHome: false,
      phase: 'FINAL',
      teamScore: 20,
      opponentScore: 27,
      result: 'L',
      headline: headline(250, 18.2),
    },
    {
      gameId: 2024091502,
      week: 2,
      weekSlug: 'WEEK_2',
      gameDate: '2024-09-15',
      teamId: ravens.teamId,
      opponentTeamId: '3800',
      opponentAbbr: 'ARI',
      isHome: true,
      phase: 'FINAL',
      teamScore: 31,
      opponentScore: 10,
      result: 'W',
      headline: headline(350, 28.4),
    },
  ],
};
export const fantasyWeeks: PlayerFantasyWeeksResponse = {
  nflId: player.nflId,
  season: SEASON,
  seasonType: 'REG',
  weeks: [
    { week: 1, gameId: 2024090801, opponentTeamId: '2310', fpStd: 18.2, fpHalfPPR: 18.7, fpPPR: 19.2 },
    { week: 2, gameId: 2024091502, opponentTeamId: '3800', fpStd: 28.4, fpHalfPPR: 28.9, fpPPR: 29.4 },
  ],
  totals: { fpStd: 46.6, fpHalfPPR: 47.6, fpPPR: 48.6 },
};

export function stubPlayerCalls(overrides: Record<string, () => Response> = {}) {
  // Week 1 played, week 2 the bye, week 3 still to come at home against Arizona.
  const weekOne = { ...finalGame, week: 1, weekSlug: 'WEEK_1' };
  const weekThree = {
    ...upcomingGame,
    week: 3,
    weekSlug: 'WEEK_3',
    homeTeamId: ravens.teamId,
    homeTeam: { ...upcomingGame.homeTeam, ...ravens },
  };
  return stubFetch({
    '/api/schedules/current': () => jsonResponse(currentWeek),
    '/api/teams/all': () => jsonResponse({ teams: Object.values(teams) }),
    '/api/scores/live/games': () => jsonResponse({ games: [] }),
    '/api/players/player': () => jsonResponse(player),
    '/api/teams/schedule': () => jsonResponse([weekOne, weekThree]),
    '/api/secured/stats/fantasy/season': () => jsonResponse({ players: [fantasyRow] }),
    '/api/secured/stats/players-offense/passing/season': () => jsonResponse({ players: [advancedRow] }),
    '/api/players/seasons': () => jsonResponse(seasons),
    '/api/players/gameLog': () => jsonResponse(gameLog),
    '/api/players/fantasyWeeks': () => jsonResponse(fantasyWeeks),
    ...overrides,
  });
}
