import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppConfig } from '../testing/fixtures';
import { jsonResponse } from '../testing/fetch-stub';
import {
  ACCOUNT,
  SEASON,
  advancedRow,
  passing,
  player,
  stubPlayerCalls,
  subscriber,
} from '../testing/player-fixtures';
import { renderApp } from '../testing/render-app';
import { teams } from '../testing/schedule-fixtures';

const ravens = teams.bal;

// The route loads the page's code on its first visit: loaded once here, so the first test's wait
// is for the page to render, not for a busy machine to import it.
beforeAll(async () => {
  await import('./player-page');
});

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
});
