import type { AccountInfo } from '@all22/contracts';
import { SIGNED_OUT_USER_STATE } from '@all22/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaticSession } from '../lib/session/session';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { testAppConfig } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import {
  currentWeek,
  finalGame,
  liveGame,
  makeGame,
  makeLeaderRow,
  makeLeaders,
  standings,
  teams,
  upcomingGame,
  weekGames,
  weekOdds,
} from '../testing/schedule-fixtures';

const leadersByGroup = {
  passing: makeLeaders('passing', [
    makeLeaderRow(101, 'Dean Passer', {
      completions: 22,
      attempts: 33,
      yards: 252,
      touchdowns: 3,
      interceptions: 1,
    }),
  ]),
  rushing: makeLeaders('rushing', [
    makeLeaderRow(102, 'Ray Runner', { attempts: 18, yards: 121, touchdowns: 1 }),
  ]),
  receiving: makeLeaders('receiving', []),
};

function stubHomeCalls(overrides: Record<string, (request: Request) => Response> = {}) {
  return stubFetch({
    '/api/schedules/current': () => jsonResponse(currentWeek),
    '/api/scores/live/games': () => jsonResponse(weekGames),
    '/api/schedules/week/odds': () => jsonResponse(weekOdds),
    '/api/schedules/standings': () => jsonResponse(standings),
    '/api/teams/all': () => jsonResponse({ teams: Object.values(teams) }),
    '/api/stats/leaders/passing/game': () => jsonResponse(leadersByGroup.passing),
    '/api/stats/leaders/rushing/game': () => jsonResponse(leadersByGroup.rushing),
    '/api/stats/leaders/receiving/game': () => jsonResponse(leadersByGroup.receiving),
    ...overrides,
  });
}

// The page's module loads lazily: loaded here, the first test does not wait for it.
beforeAll(() => import('./home'));

const section = (name: string) => screen.findByRole('region', { name });

function makeAccount(favoriteTeams: string[]): AccountInfo {
  return {
    UID: 'u1',
    email: 'fan@example.com',
    createdTimestamp: 0,
    profile: { firstName: 'Pat', lastName: 'Fan' },
    data: {
      display: { showOddsInfo: true, pointsPerReception: 0, clipTypes: ['SIDELINE', 'ENDZONE'] },
      league: { favoriteTeams },
    },
  };
}

describe('home', () => {
  it('shows this week’s games with status, score and odds, each linking to its game', async () => {
    stubHomeCalls();
    renderApp({ path: '/' });
    await waitFor(() => expect(document.title).toBe('Home | All22'));
    const games = await section("This week's games");
    expect(within(games).getByText('2024 · Week 6')).toBeTruthy();
    const cards = await within(games).findAllByRole('link', { name: /Buffalo|Giants|49ers/ });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      `/games/game/${liveGame.gameId}`,
      `/games/game/${upcomingGame.gameId}`,
      `/games/game/${finalGame.gameId}`,
    ]);
    const [live, upcoming, final] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(live).getByText('Q2 05:12')).toBeTruthy();
    expect(within(final).getByText('23')).toBeTruthy();
    expect(within(upcoming).getByText('SUN OCT 13 · 4:25 PM ET')).toBeTruthy();
    // Spread, moneyline in American odds (2.5 → +150, 1.5 → -200; ARI shown as AZ), total.
    expect(await within(upcoming).findByLabelText('Odds: SF -3.5, AZ +150 · SF -200, O/U 44.5')).toBeTruthy();
    expect(within(final).queryByLabelText(/Odds/)).toBeNull();
  });

  it('leaves the odds out, and does not fetch them, for a user who switched live odds off', async () => {
    const account: AccountInfo = {
      UID: 'u1',
      email: 'fan@example.com',
      createdTimestamp: 0,
      profile: { firstName: 'Pat', lastName: 'Fan' },
      data: {
        display: { showOddsInfo: false, pointsPerReception: 0, clipTypes: ['SIDELINE', 'ENDZONE'] },
        league: { favoriteTeams: [] },
      },
    };
    const fetchMock = stubHomeCalls();
    renderApp({ path: '/', session: createStaticSession({ account }) });
    const games = await section("This week's games");
    await within(games).findAllByRole('link', { name: /49ers/ });
    expect(within(games).queryByLabelText(/Odds/)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/schedules/week/odds'))).toBe(
      false,
    );
  });

  it('shows the week’s top performers with their line, linking to the players', async () => {
    stubHomeCalls();
    renderApp({ path: '/' });
    const performers = await section('Top performers');
    const passer = await within(performers).findByRole('article', { name: 'Top passer' });
    const link = await within(passer).findByRole('link', { name: 'Dean Passer' });
    expect(link.getAttribute('href')).toBe('/players/player/101');
    expect(within(passer).getByText('22 CMP · 33 ATT · 252 YDS · 3 TD · 1 INT')).toBeTruthy();
    const rusher = within(performers).getByRole('article', { name: 'Top rusher' });
    expect(await within(rusher).findByText('18 ATT · 121 YDS · 1 TD')).toBeTruthy();
    const receiver = within(performers).getByRole('article', { name: 'Top receiver' });
    expect(await within(receiver).findByText('No stats yet this week')).toBeTruthy();
  });

  it('shows the standings by division with clinch prefixes, teams linking to their pages', async () => {
    stubHomeCalls();
    renderApp({ path: '/' });
    const standingsSection = await section('Standings');
    const west = await within(standingsSection).findByRole('table', { name: 'AFC West' });
    const chiefs = within(west).getByRole('link', { name: 'Kansas City Chiefs' });
    expect(chiefs.getAttribute('href')).toBe(`/teams/team/${teams.kc.teamId}`);
    expect(within(west).getByText('y-')).toBeTruthy();
    expect(within(west).getByText('5-0')).toBeTruthy();
    const nfcWest = within(standingsSection).getByRole('table', { name: 'NFC West' });
    const rows = within(nfcWest)
      .getAllByRole('link')
      .map((row) => row.textContent);
    expect(rows).toEqual(['San Francisco 49ers', 'Arizona Cardinals']);
    expect(within(standingsSection).getByText(/z clinched home field/)).toBeTruthy();
  });

  it('links into the stats and the film room', async () => {
    stubHomeCalls();
    renderApp({ path: '/' });
    expect((await screen.findByRole('link', { name: 'Explore the stats' })).getAttribute('href')).toBe(
      '/stats/home',
    );
    expect(screen.getByRole('link', { name: 'Open the Film Room' }).getAttribute('href')).toBe(
      '/film/plays?displayGameFilmCards=true',
    );
  });

  it('shows each block loading, then its empty state', async () => {
    stubHomeCalls({
      '/api/scores/live/games': () => jsonResponse({ games: [] }),
      '/api/schedules/standings': () => jsonResponse({ ...standings, standings: [] }),
      '/api/stats/leaders/passing/game': () => jsonResponse(leadersByGroup.receiving),
      '/api/stats/leaders/rushing/game': () => jsonResponse(leadersByGroup.receiving),
    });
    renderApp({ path: '/' });
    expect(await screen.findByRole('status', { name: "Loading this week's games" })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading top performers' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading standings' })).toBeTruthy();

    expect(await within(await section("This week's games")).findByText('No games this week')).toBeTruthy();
    expect(await within(await section('Standings')).findByText('No standings yet this season')).toBeTruthy();
    expect(
      await within(await section('Top performers')).findAllByText('No stats yet this week'),
    ).toHaveLength(3);
  });

  it('shows an error in each block when the current week cannot be loaded', async () => {
    stubHomeCalls({
      '/api/schedules/current': () =>
        jsonResponse({ message: 'The league is resting', statusCode: 503 }, { status: 503 }),
    });
    renderApp({ path: '/' });
    for (const [name, what] of [
      ["This week's games", "This week's games"],
      ['Top performers', 'Top performers'],
      ['Standings', 'Standings'],
    ] as const) {
      const alert = await within(await section(name)).findByRole('alert', {}, { timeout: 3_000 });
      expect(alert.textContent).toContain(`${what} could not be loaded. The league is resting`);
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    }
  });
});

describe('home: the teams a user follows', () => {
  it('shows a visitor the default team, 3800, with its record, place and next game, and how to pick favourites', async () => {
    stubHomeCalls();
    // Sign-in on, freemium on (home is open to visitors): the hint asks the visitor to sign in.
    renderApp({ path: '/', config: { ...testAppConfig, authEnabled: true, freemium: true } });
    const followed = await section('Team to follow');
    const card = await within(followed).findByRole('article', { name: 'Arizona Cardinals' });
    expect(within(card).getByRole('link', { name: 'Arizona Cardinals' }).getAttribute('href')).toBe(
      `/teams/team/${teams.ari.teamId}`,
    );
    expect(await within(card).findByText('2-3 · 2nd in NFC West')).toBeTruthy();
    expect(within(card).getByText('Next game')).toBeTruthy();
    const next = within(card).getByRole('link', { name: '@ San Francisco 49ers' });
    expect(next.getAttribute('href')).toBe(`/games/game/${upcomingGame.gameId}`);
    expect(within(card).getByText('SUN OCT 13 · 4:25 PM ET')).toBeTruthy();
    expect(followed.textContent).toContain('Sign in and pick your favourite teams in Settings');
    expect(within(followed).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('shows a card per favourite, most favoured first: the live score and clock, or the next game from the schedule', async () => {
    const nextBaltimoreGame = makeGame({
      gameId: 2024102000,
      visitor: teams.buf,
      home: teams.bal,
      phase: 'PRE',
      displayStatus: '1:00 PM ET',
      isoTime: '2024-10-20T17:00:00.000Z',
    });
    const scheduleCalls: string[] = [];
    stubHomeCalls({
      // Baltimore's week is over (its game is final); the Giants have no game left.
      '/api/teams/schedule': (request) => {
        const url = new URL(request.url);
        scheduleCalls.push(`${url.searchParams.get('teamId')}/${url.searchParams.get('season')}`);
        return jsonResponse(
          url.searchParams.get('teamId') === teams.bal.teamId ? [finalGame, nextBaltimoreGame] : [finalGame],
        );
      },
    });
    const account = makeAccount([teams.kc.teamId, teams.bal.teamId, teams.nyg.teamId]);
    renderApp({ path: '/', session: createStaticSession({ account }) });
    const followed = await section('Your teams');
    expect(screen.queryByRole('region', { name: 'Team to follow' })).toBeNull();
    const cards = await within(followed).findAllByRole('article');
    expect(cards.map((card) => within(card).getAllByRole('link')[0]?.textContent)).toEqual([
      'Kansas City Chiefs',
      'Baltimore Ravens',
      'New York Giants',
    ]);
    const [kc, bal, nyg] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(await within(kc).findByText('5-0 · 1st in AFC West')).toBeTruthy();
    expect(within(kc).getByText('Live · Q2 05:12')).toBeTruthy();
    expect(within(kc).getByRole('link', { name: 'KC 7 – 14 BUF' }).getAttribute('href')).toBe(
      `/games/game/${liveGame.gameId}`,
    );
    const next = await within(bal).findByRole('link', { name: 'vs Buffalo Bills' });
    expect(next.getAttribute('href')).toBe(`/games/game/${nextBaltimoreGame.gameId}`);
    expect(await within(nyg).findByText('No game left to play this season')).toBeTruthy();
    // Only the teams without a game still to play this week read their schedule.
    expect(scheduleCalls.sort()).toEqual([`${teams.bal.teamId}/2024`, `${teams.nyg.teamId}/2024`]);
    expect(within(followed).getByRole('link', { name: 'Change in Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it('follows the default team for an account without favourites; with sign-in off, no hint', async () => {
    stubHomeCalls();
    renderApp({ path: '/', session: createStaticSession({ account: makeAccount([]) }) });
    const followed = await section('Team to follow');
    expect(await within(followed).findByRole('article', { name: 'Arizona Cardinals' })).toBeTruthy();
    // Sign-in is off in the test configuration: there are no accounts to pick favourites on.
    expect(within(followed).queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('points a signed-in user without favourites to Settings', async () => {
    stubHomeCalls();
    const user = {
      ...SIGNED_OUT_USER_STATE,
      isLoggedIn: true,
      isSubscribed: true,
      subscribedPlan: 'Monthly',
    };
    renderApp({
      path: '/',
      config: { ...testAppConfig, authEnabled: true },
      session: createStaticSession({ user, account: makeAccount([]) }),
    });
    const followed = await section('Team to follow');
    await within(followed).findByRole('article', { name: 'Arizona Cardinals' });
    expect(followed.textContent).toContain('Pick your favourite teams in Settings to follow them here.');
  });

  it('puts the favourites’ games right after the live ones in this week’s games', async () => {
    stubHomeCalls();
    renderApp({ path: '/', session: createStaticSession({ account: makeAccount([teams.nyg.teamId]) }) });
    const games = await section("This week's games");
    const cards = await within(games).findAllByRole('link', { name: /Buffalo|Giants|49ers/ });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      `/games/game/${liveGame.gameId}`,
      `/games/game/${finalGame.gameId}`,
      `/games/game/${upcomingGame.gameId}`,
    ]);
  });
});

describe('home reached from a subscribers’ page (freemium)', () => {
  const authOn = {
    ...testAppConfig,
    authEnabled: true,
    freemium: true,
    freemiumRoutes: ['/support'],
    plansUrl: 'https://plans.example/buy',
  };
  const notice = () => screen.findByTestId('locked-page-notice');

  it('tells a visitor which page is for subscribers, with Subscribe and Sign in, and forgets it elsewhere', async () => {
    stubHomeCalls();
    const signIns: (string | undefined)[] = [];
    const session = createStaticSession({ user: SIGNED_OUT_USER_STATE });
    session.signIn = async (returnTo) => void signIns.push(returnTo);
    const { router } = renderApp({ path: '/stats/passing/season?season=2024', config: authOn, session });
    const shown = await notice();
    expect(router.state.location.pathname).toBe('/');
    expect(shown.textContent).toContain('Passing Season Leaders is for subscribers.');
    expect(within(shown).getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      'https://plans.example/buy',
    );
    within(shown).getByRole('button', { name: 'Sign in' }).click();
    expect(signIns).toEqual(['/stats/passing/season?season=2024']);

    await router.navigate('/support');
    expect(router.state.location.pathname).toBe('/support');
    await router.navigate('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('locked-page-notice')).toBeNull();
  });

  it('offers a free account the plans, with no sign-in; closing it hides it', async () => {
    stubHomeCalls();
    const session = createStaticSession({ user: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true } });
    renderApp({ path: '/film/plays', config: authOn, session });
    const shown = await notice();
    expect(shown.textContent).toContain('Film Room is for subscribers.');
    expect(shown.textContent).toContain('Your account has no plan yet');
    expect(within(shown).getByRole('link', { name: 'See the plans' })).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: 'Sign in' })).toBeNull();
    within(shown).getByRole('button', { name: 'Close' }).click();
    await waitFor(() => expect(screen.queryByTestId('locked-page-notice')).toBeNull());
  });

  it('shows a paused plan how to resume it instead of the Subscribe promo', async () => {
    stubHomeCalls();
    const session = createStaticSession({
      user: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true, isPaused: true },
    });
    renderApp({ path: '/', config: authOn, session });
    const card = await screen.findByRole('region', { name: 'Your plan is paused' });
    expect(within(card).getByRole('link', { name: 'Resume your plan' }).getAttribute('href')).toMatch(
      /\/identity\/subscriptions$/,
    );
    expect(screen.queryByRole('link', { name: 'Subscribe' })).toBeNull();
  });
});
