import type { TeamStatsResponse } from '@all22/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';
import { finalGame, makeStandingsRow, standings, teams, upcomingGame } from '../testing/schedule-fixtures';
import { ravensStats, stubTeamCalls, subscriber } from '../testing/team-fixtures';

describe('the team page', () => {
  it('heads the page with the logo, name, record with division rank and the four season boxes', async () => {
    const fetchMock = stubTeamCalls();
    renderApp({ path: `/teams/team/${teams.bal.teamId}`, session: subscriber() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Baltimore Ravens' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('team-record').textContent).toBe('4-1 · 1st in AFC North'));
    const season = await screen.findByRole('region', { name: '2024 season' });
    // Team passing is net of sacks, and the box says so (the team leaders' passer is gross).
    const passing = await within(season).findByLabelText(/^Pass Yds \(net of sacks\): 1,234\./);
    expect(passing.getAttribute('aria-label')).toContain('246.8 per game');
    expect(passing.textContent).toBe('Pass Yds1,234net of sacks');
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

  it('leads the Overview with the team leaders, each linking to his page', async () => {
    const stats: TeamStatsResponse = {
      ...ravensStats,
      players: {
        ...ravensStats.players,
        passing: [
          {
            nflId: 21,
            displayName: 'Lamar Arm',
            position: 'QB',
            jerseyNumber: 8,
            teamId: teams.bal.teamId,
            stats: { yards: 1500, completions: 100, attempts: 150, touchdowns: 10, interceptions: 2 },
          },
        ],
        defense: [
          {
            nflId: 22,
            displayName: 'Roq Tackler',
            position: 'LB',
            jerseyNumber: 0,
            teamId: teams.bal.teamId,
            stats: { tackles: 50, sacks: 1 },
          },
          {
            nflId: 23,
            displayName: 'Odafe Rusher',
            position: 'EDGE',
            jerseyNumber: 99,
            teamId: teams.bal.teamId,
            stats: { tackles: 20, sacks: 6.5 },
          },
        ],
      },
    };
    stubTeamCalls({ '/api/teams/stats': () => jsonResponse(stats) });
    renderApp({ path: `/teams/team/${teams.bal.teamId}`, session: subscriber() });
    const leaders = await screen.findByRole('list', { name: 'Team leaders' });
    const cards = within(leaders).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Passing yards (before sacks)1,500Lamar Arm QB100/150, 10 TD, 2 INT'),
      expect.stringContaining('Tackles50Roq Tackler'),
      expect.stringContaining('Sacks6.5Odafe Rusher'),
    ]);
    expect(within(leaders).getByRole('link', { name: 'Lamar Arm' }).getAttribute('href')).toBe(
      '/players/player/21',
    );
  });

  it("explains each team's division rank and seed under the standings, with the clinch legend", async () => {
    const explained = {
      ...standings,
      standings: [
        makeStandingsRow(teams.bal, 4, 1, 1, {
          explanation: {
            division: '1st in the AFC North, won division tie-breaker over PIT on head-to-head (2-0)',
            seed: 'Seed 2: division winner, on record (4-1)',
          },
        }),
      ],
    };
    stubTeamCalls({ '/api/schedules/standings': () => jsonResponse(explained) });
    renderApp({ path: `/teams/team/${teams.bal.teamId}`, session: subscriber() });
    const division = await screen.findByRole('table', { name: 'AFC North standings' });
    expect(within(division).getByTestId('standings-explanation').textContent).toBe(
      '1st in the AFC North, won division tie-breaker over PIT on head-to-head (2-0).Seed 2: division winner, on record (4-1).',
    );
    expect(screen.getByTestId('clinch-legend').textContent).toBe(
      'z clinched home field · y clinched division · x clinched playoff berth · e eliminated',
    );
  });
});
