import type { TeamStatsResponse } from '@all22/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStaticSession } from '../lib/session/session';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';
import { currentWeek, finalGame, standings, teams, upcomingGame, weekGames } from '../test/schedule-fixtures';

const subscriber = () =>
  createStaticSession({ user: { ...createStaticSession().getSnapshot().user, isSubscribed: true } });

const ravensStats: TeamStatsResponse = {
  teamId: teams.bal.teamId,
  season: 2024,
  seasonType: 'REG',
  games: 5,
  stats: {
    passYards: 1234,
    passYpg: 246.8,
    rushYards: 876,
    rushYpg: 175.2,
    pointsFor: 140,
    ppg: 28,
    pointsAgainst: 95,
    ppgAllowed: 19,
  },
  players: { passing: [], rushing: [], receiving: [], defense: [], kicking: [] },
};

function stubTeamCalls(overrides: Record<string, () => Response> = {}) {
  return stubFetch({
    '/api/schedules/current': () => jsonResponse(currentWeek),
    '/api/teams/all': () => jsonResponse({ teams: Object.values(teams) }),
    '/api/scores/live/games': () => jsonResponse(weekGames),
    '/api/schedules/week/odds': () => jsonResponse({ odds: [] }),
    '/api/schedules/standings': () => jsonResponse(standings),
    '/api/teams/stats': () => jsonResponse(ravensStats),
    '/api/teams/schedule': () => jsonResponse([finalGame]),
    ...overrides,
  });
}

describe('the team page', () => {
  it('heads the page with the logo, name, record with division rank and the four season boxes', async () => {
    const fetchMock = stubTeamCalls();
    renderApp({ path: `/teams/team/${teams.bal.teamId}`, session: subscriber() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Baltimore Ravens' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('team-record').textContent).toBe('4-1 · 1st in AFC North'));
    const season = await screen.findByRole('region', { name: '2024 season' });
    const passing = await within(season).findByLabelText(/^Pass Yds: 1,234\./);
    expect(passing.getAttribute('aria-label')).toContain('246.8 per game');
    expect(within(season).getByLabelText(/^Pts Against: 95\./)).toBeTruthy();
    const statsCall = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('/api/teams/stats'));
    expect(statsCall).toContain(`teamId=${teams.bal.teamId}&season=2024&seasonType=REG`);
    await waitFor(() => expect(document.title).toBe('Baltimore Ravens | All22'));
  }, 20_000);

  it("shows the schedule with results from the team's side and its division's standings", async () => {
    const weekOne = { ...finalGame, week: 1, weekSlug: 'WEEK_1' };
    const weekThree = { ...upcomingGame, week: 3, weekSlug: 'WEEK_3' };
    stubTeamCalls({ '/api/teams/schedule': () => jsonResponse([weekOne, weekThree]) });
    renderApp({ path: `/teams/team/${teams.bal.teamId}`, session: subscriber() });
    const schedule = await screen.findByRole('table', { name: 'Schedule and results' });
    const rows = within(schedule).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'W 23-10' }).getAttribute('href')).toBe(
      `/games/game/${finalGame.gameId}`,
    );
    expect(within(rows[0]!).getByRole('link', { name: 'New York Giants' })).toBeTruthy();
    // The bye falls between weeks 1 and 3.
    expect(rows.map((row) => row.textContent?.slice(0, 10))).toEqual([
      'Week 1SUN ',
      'Week 2BYE',
      'Week 3SUN ',
    ]);
    const division = await screen.findByRole('table', { name: 'AFC North standings' });
    expect(within(division).getByRole('link', { name: 'Baltimore Ravens' })).toBeTruthy();
  });

  it('leaves the boxes out and says so when the schedule fails', async () => {
    stubTeamCalls({
      '/api/teams/stats': () => jsonResponse({ message: 'Stats are down', statusCode: 503 }, { status: 503 }),
      '/api/teams/schedule': () =>
        jsonResponse({ message: 'Schedule is down', statusCode: 503 }, { status: 503 }),
    });
    renderApp({ path: `/teams/team/${teams.bal.teamId}`, session: subscriber() });
    expect(await screen.findByText(/The schedule could not be loaded/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByLabelText(/^Pass Yds/)).toBeNull();
  });
});
