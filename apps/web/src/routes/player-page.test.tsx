import type {
  AccountInfo,
  AdvancedStatsPlayer,
  FantasySeasonPlayer,
  Player,
  PlayerFantasyWeeksResponse,
  PlayerGameLogResponse,
  PlayerSeasonsResponse,
} from '@all22/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStaticSession } from '../lib/session/session';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { testAppConfig } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { currentWeek, finalGame, teams, upcomingGame } from '../test/schedule-fixtures';

const ACCOUNT: AccountInfo = {
  UID: 'user-1',
  email: 'sam@example.com',
  createdTimestamp: 1_700_000_000_000,
  profile: { firstName: 'Sam', lastName: 'Baker' },
  data: {
    display: { showOddsInfo: true, pointsPerReception: 1, clipTypes: ['SIDELINE', 'ENDZONE'] },
    league: { favoriteTeams: [] },
  },
};

const subscriber = (account: AccountInfo | null = null) =>
  createStaticSession({
    user: { ...createStaticSession().getSnapshot().user, isLoggedIn: true, isSubscribed: true },
    account,
  });

const ravens = teams.bal;
const player: Player = {
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

const SEASON = currentWeek.season;
const passing = {
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
const fantasyRow: FantasySeasonPlayer = {
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
const advancedRow: AdvancedStatsPlayer = {
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
const seasons: PlayerSeasonsResponse = {
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
const gameLog: PlayerGameLogResponse = {
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
const fantasyWeeks: PlayerFantasyWeeksResponse = {
  nflId: player.nflId,
  season: SEASON,
  seasonType: 'REG',
  weeks: [
    { week: 1, gameId: 2024090801, opponentTeamId: '2310', fpStd: 18.2, fpHalfPPR: 18.7, fpPPR: 19.2 },
    { week: 2, gameId: 2024091502, opponentTeamId: '3800', fpStd: 28.4, fpHalfPPR: 28.9, fpPPR: 29.4 },
  ],
  totals: { fpStd: 46.6, fpHalfPPR: 47.6, fpPPR: 48.6 },
};

function stubPlayerCalls(overrides: Record<string, () => Response> = {}) {
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

describe('the player page', () => {
  it('shows the header card: name linking to the page, team, position and number, injury, bye and next game', async () => {
    const fetchMock = stubPlayerCalls();
    renderApp({ path: '/players/player/00-0033873', session: subscriber() });
    const name = await screen.findByRole('link', { name: 'Dean Passer' });
    expect(name.closest('h1')).toBeTruthy();
    expect(name.getAttribute('href')).toBe('/players/player/2558125');
    expect(screen.getByRole('link', { name: 'Baltimore Ravens' }).getAttribute('href')).toBe(
      `/teams/team/${ravens.teamId}`,
    );
    expect(screen.getByTestId('player-details').textContent).toBe('QB · #8');
    expect(screen.getByText('Questionable')).toBeTruthy();
    // No headshot: the chip with initials stands in.
    expect(screen.getByText('DP')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('player-schedule').textContent).toBe('BYE: WEEK 2 · UPCOMING: vs AZ'),
    );
    // The gsisId went out under its own name.
    const lookup = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('/api/players/player'));
    expect(lookup).toContain('gsisId=00-0033873');
    await waitFor(() => expect(document.title).toBe('Dean Passer | All22'));
  });

  it('is the 404 page for an unknown player', async () => {
    stubPlayerCalls({
      '/api/players/player': () =>
        jsonResponse({ message: 'No player with nflId 1', statusCode: 404 }, { status: 404 }),
    });
    renderApp({ path: '/players/player/1', session: subscriber() });
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('404 Not Found'));
  });

  it('is the 404 page for an id of no known shape, without asking the API', async () => {
    const fetchMock = stubPlayerCalls();
    renderApp({ path: '/players/player/not-an-id', session: subscriber() });
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/players/player'))).toBe(false);
  });
  it("shows a qualified QB's Fantasy Stats in the user's scoring and his first 3 Season Stats", async () => {
    const fetchMock = stubPlayerCalls();
    renderApp({ path: `/players/player/${player.nflId}`, session: subscriber(ACCOUNT) });
    const fantasy = await screen.findByRole('region', { name: 'Fantasy Stats' });
    // The account scores a point per reception: the PPR rank label.
    expect(
      within(fantasy)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['110.5FPTS', '22.1FPTS/G', 'QB6POS RK']);
    const season = screen.getByRole('region', { name: 'Season Stats' });
    expect(
      within(season)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['300.0Pass YPG', '2.4Pass TD/G', '0.6INT/G']);
    const advanced = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('/api/secured/stats/players-offense/passing/season'));
    expect(advanced).toContain(`nflId=${player.nflId}`);
    expect(advanced).toContain(`season=${SEASON}`);
  });

  it('shows no header stats but the rule when the player does not qualify', async () => {
    // 70 attempts in 5 games is 14 a game: not more than 14.
    const few = { ...advancedRow, passing: { ...passing, attempts: 70 } };
    stubPlayerCalls({
      '/api/secured/stats/players-offense/passing/season': () => jsonResponse({ players: [few] }),
    });
    renderApp({ path: `/players/player/${player.nflId}`, session: subscriber() });
    expect((await screen.findByTestId('player-stats-unqualified')).textContent).toBe(
      `Season stats show once he averages more than 14 pass attempts per game (${SEASON} season).`,
    );
    expect(screen.queryByRole('region', { name: 'Fantasy Stats' })).toBeNull();
  });

  it('asks no subscriber call for a visitor and hides the header stats', async () => {
    const fetchMock = stubPlayerCalls();
    // Authentication on, freemium on: a signed-out visitor may open player pages.
    renderApp({
      path: `/players/player/${player.nflId}`,
      config: { ...testAppConfig, authEnabled: true, freemium: true, freemiumRoutes: ['/players/*'] },
    });
    await screen.findByRole('table', { name: 'Game log' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/secured/'))).toBe(false);
    expect(screen.queryByRole('region', { name: 'Season Stats' })).toBeNull();
  });

  it('hides the header stats silently when the subscriber calls fail', async () => {
    const failure = () => jsonResponse({ message: 'boom', statusCode: 503 }, { status: 503 });
    stubPlayerCalls({
      '/api/secured/stats/fantasy/season': failure,
      '/api/secured/stats/players-offense/passing/season': failure,
    });
    renderApp({ path: `/players/player/${player.nflId}`, session: subscriber() });
    await screen.findByRole('table', { name: 'Game log' });
    await waitFor(() => expect(screen.queryByLabelText("Loading the player's stats")).toBeNull());
    expect(screen.queryByRole('region', { name: 'Fantasy Stats' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('summarises his seasons, the weekly chart and the game log with links to each game', async () => {
    stubPlayerCalls();
    renderApp({ path: `/players/player/${player.nflId}`, session: subscriber() });
    const table = await screen.findByRole('table', { name: 'Season by season' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      `${SEASON - 1} Regular`,
      `${SEASON} Regular`,
    ]);
    expect(within(rows[0]!).getByText('4,200')).toBeTruthy();
    const log = screen.getByRole('table', { name: 'Game log' });
    const result = within(log).getByRole('link', { name: 'W 31-10' });
    expect(result.getAttribute('href')).toBe('/games/game/2024091502');
    expect(screen.getByRole('img', { name: /Passing yards by week: week 1: 250, week 2: 350/ })).toBeTruthy();
  });

  it('lists fantasy points by week with the season rank on the Fantasy tab', async () => {
    stubPlayerCalls();
    renderApp({ path: `/players/player/${player.nflId}/fantasy`, session: subscriber(ACCOUNT) });
    expect((await screen.findByTestId('fantasy-season-rank')).textContent).toBe(
      'QB6 · 110.5 points · 22.1 per game',
    );
    const table = screen.getByRole('table', { name: 'Fantasy points by week' });
    const last = within(table).getAllByRole('row').at(-1)!;
    expect(last.textContent).toBe('Season46.647.648.6');
    expect(screen.getByText(/PPR scoring/)).toBeTruthy();
  });

  it('shows insights with their source figures on the Insights tab', async () => {
    stubPlayerCalls();
    renderApp({ path: `/players/player/${player.nflId}/insights`, session: subscriber() });
    const best = await screen.findByText('Week 2 vs ARI: 350 passing yards (W 31-10).');
    expect(best.closest('[data-insight]')?.textContent).toContain('Source: 600 passing yards in 2 games');
    expect(screen.getByText(/1,500 passing yards in 2024, 36% of his best \(4,200 in 2023\)/)).toBeTruthy();
  });

  it('says so when the URL asks for a season he did not play, and shows his stats season', async () => {
    stubPlayerCalls();
    renderApp({ path: `/players/player/${player.nflId}?season=1999`, session: subscriber() });
    expect(
      await screen.findByText(`No regular-season games for “1999”; showing ${SEASON} instead.`),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: `${SEASON} game log` })).toBeTruthy();
  });
});
