import type { AccountInfo } from '@all22/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStaticSession } from '../lib/session/session';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';
import {
  currentWeek,
  finalGame,
  liveGame,
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

function stubHomeCalls(overrides: Record<string, () => Response> = {}) {
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

const section = (name: string) => screen.findByRole('region', { name });

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
