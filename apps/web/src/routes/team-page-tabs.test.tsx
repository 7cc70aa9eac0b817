import type { RosterPlayer, TeamRosterResponse, TeamStatsResponse } from '@all22/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';
import { finalGame, teams, upcomingGame } from '../testing/schedule-fixtures';
import { ravensStats, stubTeamCalls, subscriber } from '../testing/team-fixtures';

const rosterPlayer = (overrides: Partial<RosterPlayer>): RosterPlayer => ({
  nflId: 1,
  gsisId: null,
  smartId: '00000000-0000-4000-8000-000000000001',
  displayName: 'Player',
  firstName: 'Player',
  lastName: 'Player',
  position: 'WR',
  positionGroup: 'WR',
  jerseyNumber: null,
  status: 'ACT',
  isPracticeSquad: false,
  depth: 1,
  birthDate: null,
  heightInches: null,
  weight: null,
  college: null,
  experience: 2,
  headshot: null,
  injury: { injuryStatus: 'UNSPECIFIED' },
  ...overrides,
});

const roster: TeamRosterResponse = {
  teamId: teams.bal.teamId,
  season: 2024,
  seasonType: 'REG',
  week: 6,
  players: [
    rosterPlayer({
      nflId: 11,
      displayName: 'Zed Older',
      firstName: 'Zed',
      lastName: 'Older',
      jerseyNumber: 80,
      birthDate: '1990-01-01',
      heightInches: 74,
    }),
    rosterPlayer({
      nflId: 12,
      displayName: 'Amos Young',
      firstName: 'Amos',
      lastName: 'Young',
      jerseyNumber: 11,
      birthDate: '2001-06-01',
      heightInches: 70,
      injury: { injuryStatus: 'OUT' },
    }),
    rosterPlayer({
      nflId: 13,
      displayName: 'Cal Passer',
      firstName: 'Cal',
      lastName: 'Passer',
      position: 'QB',
      positionGroup: 'QB',
      jerseyNumber: 8,
    }),
    rosterPlayer({
      nflId: 14,
      displayName: 'Dee Corner',
      firstName: 'Dee',
      lastName: 'Corner',
      position: 'CB',
      positionGroup: 'DB',
      jerseyNumber: 24,
      status: 'PS',
    }),
  ],
};

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

describe('the team page tabs', () => {
  it('lists the roster by position group with injury chips, sortable by a click or the keyboard', async () => {
    const fetchMock = stubTeamCalls({ '/api/teams/roster': () => jsonResponse(roster) });
    renderApp({ path: `/teams/team/${teams.bal.teamId}/roster`, session: subscriber() });
    const receivers = await screen.findByRole('table', { name: 'Wide receivers roster' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Quarterbacks',
      'Wide receivers',
      'Defensive backs',
    ]);
    // By jersey number first.
    expect(rowNames(receivers)).toEqual(['Amos Young', 'Zed Older']);
    const [young, older] = within(receivers).getAllByRole('row').slice(1);
    expect(within(young!).getByText('OUT')).toBeTruthy();
    expect(older!.textContent).toContain(`6'2"`);
    expect(within(older!).getByRole('link', { name: 'Zed Older' }).getAttribute('href')).toBe(
      '/players/player/11',
    );
    expect(screen.getByRole('table', { name: 'Defensive backs roster' }).textContent).toContain(
      'Practice squad',
    );

    fireEvent.click(within(receivers).getByRole('button', { name: 'Age' }));
    expect(rowNames(screen.getByRole('table', { name: 'Wide receivers roster' }))).toEqual([
      'Amos Young',
      'Zed Older',
    ]);
    // The same header again: oldest first. The sort labels are buttons: Enter works too.
    const ageButton = within(screen.getByRole('table', { name: 'Wide receivers roster' })).getByRole(
      'button',
      { name: 'Age' },
    );
    ageButton.focus();
    fireEvent.keyDown(ageButton, { key: 'Enter' });
    expect(rowNames(screen.getByRole('table', { name: 'Wide receivers roster' }))).toEqual([
      'Zed Older',
      'Amos Young',
    ]);
    const rosterCall = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('/api/teams/roster'));
    expect(rosterCall).toContain(`season=2024&teamId=${teams.bal.teamId}`);
  });

  it('says so when the roster cannot be loaded', async () => {
    stubTeamCalls({
      '/api/teams/roster': () =>
        jsonResponse({ message: 'Rosters are down', statusCode: 503 }, { status: 503 }),
    });
    renderApp({ path: `/teams/team/${teams.bal.teamId}/roster`, session: subscriber() });
    expect(await screen.findByText(/The roster could not be loaded/, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it("shows this week's injury report, or that nobody is on it", async () => {
    const fetchMock = stubTeamCalls({
      '/api/schedules/game/team/injuries': () => jsonResponse({ injuries: [] }),
    });
    renderApp({ path: `/teams/team/${teams.bal.teamId}/injuries`, session: subscriber() });
    expect(await screen.findByText("No players are on this week's injury report.")).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2024 · Week 6 injury report' })).toBeTruthy();
    const call = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/injuries'));
    expect(call).toContain(`season=2024&week=6&seasonType=REG&teamId=${teams.bal.teamId}`);
  });

  it('lists the injury report with status chips and player links', async () => {
    stubTeamCalls({
      '/api/schedules/game/team/injuries': () =>
        jsonResponse({
          injuries: [
            {
              injuryStatus: 'QUESTIONABLE',
              bodyPart: 'Ankle',
              practiceStatus: 'LIMITED',
              person: {
                id: 31,
                smartId: 'x',
                displayName: 'Hurt Guy',
                firstName: 'Hurt',
                lastName: 'Guy',
                position: 'RB',
                jerseyNumber: 22,
                headshot: null,
              },
            },
          ],
        }),
    });
    renderApp({ path: `/teams/team/${teams.bal.teamId}/injuries`, session: subscriber() });
    const row = await screen.findByTestId('injury-row');
    expect(row.textContent).toBe('HGHurt GuyRBAnkleLimitedQUESTIONABLE');
    expect(within(row).getByRole('link', { name: 'Hurt Guy' }).getAttribute('href')).toBe(
      '/players/player/31',
    );
  });

  it('shows insights with the figures they come from', async () => {
    stubTeamCalls();
    renderApp({ path: `/teams/team/${teams.bal.teamId}/insights`, session: subscriber() });
    const differential = await screen.findByTestId('insight-point-differential');
    expect(differential.textContent).toContain('+45');
    expect(differential.textContent).toContain('From: Points for 140 · Points against 95 · Games 5');
  });

  it('lists the transactions, linking players and other teams', async () => {
    stubTeamCalls({
      '/api/teams/transactions': () =>
        jsonResponse({
          teamId: teams.bal.teamId,
          season: 2024,
          transactions: [
            {
              transactionId: 1,
              transactionDate: '2024-10-02',
              type: 'TRADE',
              nflId: 41,
              displayName: 'Moved Man',
              position: 'WR',
              fromTeamId: teams.buf.teamId,
              toTeamId: teams.bal.teamId,
              details: 'Traded for a pick',
            },
          ],
        }),
    });
    renderApp({ path: `/teams/team/${teams.bal.teamId}/transactions`, session: subscriber() });
    const row = await screen.findByTestId('transaction-row');
    expect(row.textContent).toBe('Oct 2, 2024TRADEMoved ManWRBUFBALTraded for a pick');
    expect(within(row).getByRole('link', { name: 'BUF' }).getAttribute('href')).toBe(
      `/teams/team/${teams.buf.teamId}`,
    );
  });

  it("links the film room to the team's plays and its games with film", async () => {
    const weekOne = { ...finalGame, week: 1, weekSlug: 'WEEK_1' };
    stubTeamCalls({
      '/api/teams/schedule': () => jsonResponse([weekOne, { ...upcomingGame, week: 7, weekSlug: 'WEEK_7' }]),
      '/api/plays': () => jsonResponse({ plays: [], total: 1234, page: 1, pageSize: 1 }),
    });
    renderApp({ path: `/teams/team/${teams.bal.teamId}/film-room`, session: subscriber() });
    expect(await screen.findByText('1,234 plays with the team on offense or defense.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All plays in the film room' }).getAttribute('href')).toBe(
      `/film/plays?season=2024&seasonType=REG&teamId=${teams.bal.teamId}`,
    );
    const rows = screen.getAllByTestId('film-game-row');
    expect(rows).toHaveLength(1);
    expect(
      within(rows[0]!)
        .getByRole('link', { name: /^Watch film/ })
        .getAttribute('href'),
    ).toBe(
      `/film/plays?season=2024&seasonType=REG&weekSlug=WEEK_1&gameId=${finalGame.gameId}&teamId=${teams.bal.teamId}`,
    );
  });

  it("shows the team's season figures and its players' lines on the Stats tab", async () => {
    const stats: TeamStatsResponse = {
      ...ravensStats,
      players: {
        ...ravensStats.players,
        rushing: [
          {
            nflId: 51,
            displayName: 'Derrick Runner',
            position: 'RB',
            jerseyNumber: 22,
            teamId: teams.bal.teamId,
            stats: {
              attempts: 90,
              yards: 512,
              yardsPerAttempt: 5.69,
              touchdowns: 6,
              longest: 40,
              fumblesLost: 0,
            },
          },
        ],
      },
    };
    stubTeamCalls({ '/api/teams/stats': () => jsonResponse(stats) });
    renderApp({ path: `/teams/team/${teams.bal.teamId}/stats`, session: subscriber() });
    const offense = await screen.findByRole('table', { name: 'Offense season figures' });
    expect(within(offense).getByRole('rowheader', { name: 'Points' }).closest('tr')?.textContent).toBe(
      'Points14028.0',
    );
    const rushing = screen.getByRole('table', { name: 'Rushing player stats' });
    expect(within(rushing).getAllByRole('row')[1]?.textContent).toBe('Derrick Runner RB905125.76400');
    expect(within(rushing).getByRole('link', { name: 'Derrick Runner' }).getAttribute('href')).toBe(
      '/players/player/51',
    );
    // Sections nobody played in are left out.
    expect(screen.queryByRole('table', { name: 'Passing player stats' })).toBeNull();
  });

  it('shows the depth chart by unit, starters first, outside production', async () => {
    stubTeamCalls({
      '/api/teams/depthChart': () =>
        jsonResponse({
          teamId: teams.bal.teamId,
          season: 2024,
          seasonType: 'REG',
          week: 6,
          units: [
            {
              unit: 'OFFENSE',
              slots: [
                {
                  positionSlot: 'QB',
                  players: [
                    { nflId: 62, displayName: 'Second Guy', position: 'QB', jerseyNumber: 2, depthOrder: 2 },
                    { nflId: 61, displayName: 'First Guy', position: 'QB', jerseyNumber: 8, depthOrder: 1 },
                  ],
                },
              ],
            },
          ],
        }),
    });
    renderApp({ path: `/teams/team/${teams.bal.teamId}/depth-chart`, session: subscriber() });
    const offense = await screen.findByRole('table', { name: 'Offense depth chart' });
    expect(
      within(offense)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['PosStarter2nd', 'QBFirst GuySecond Guy']);
  });
});
