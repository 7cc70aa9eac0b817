import type { LeaderResponse, LeaderRow } from '@all22/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';
import { currentWeek, teams, weekGames } from '../testing/schedule-fixtures';

const row = (teamId: string, teamAbbr: string, values: Record<string, number | null>): LeaderRow => ({
  rank: 0,
  nflId: null,
  displayName: null,
  position: null,
  teamId,
  teamAbbr,
  gameId: null,
  week: null,
  opponentTeamId: null,
  values: { games: 5, ...values },
});

const table = (group: 'team-offense' | 'team-defense', leaders: LeaderRow[]): LeaderResponse => ({
  group,
  period: 'season',
  season: 2024,
  seasonType: 'REG',
  week: null,
  sortKey: group === 'team-offense' ? 'ppg' : 'ppgAllowed',
  sortValue: group === 'team-offense' ? 'DESC' : 'ASC',
  page: 1,
  pageSize: 32,
  total: leaders.length,
  columns: [],
  leaders,
});

const offense = table('team-offense', [
  row(teams.kc.teamId, 'KC', { ppg: 31.2, totalYpg: 410, passYpg: 300, rushYpg: 110 }),
  row(teams.bal.teamId, 'BAL', { ppg: 28, totalYpg: 430, passYpg: 250, rushYpg: 180 }),
  row(teams.ari.teamId, 'ARI', { ppg: 17.4, totalYpg: 300, passYpg: 200, rushYpg: 100 }),
]);
const defense = table('team-defense', [
  row(teams.bal.teamId, 'BAL', {
    ppgAllowed: 16,
    totalYpgAllowed: 290,
    passYpgAllowed: 200,
    rushYpgAllowed: 90,
  }),
  row(teams.kc.teamId, 'KC', {
    ppgAllowed: 21,
    totalYpgAllowed: 330,
    passYpgAllowed: 220,
    rushYpgAllowed: 110,
  }),
  row(teams.ari.teamId, 'ARI', {
    ppgAllowed: 27.5,
    totalYpgAllowed: 380,
    passYpgAllowed: 260,
    rushYpgAllowed: 120,
  }),
]);

function stubRankingCalls(overrides: Record<string, () => Response> = {}) {
  return stubFetch({
    '/api/schedules/current': () => jsonResponse(currentWeek),
    '/api/teams/all': () => jsonResponse({ teams: Object.values(teams) }),
    '/api/scores/live/games': () => jsonResponse(weekGames),
    '/api/schedules/week/odds': () => jsonResponse({ odds: [] }),
    '/api/stats/leaders/team-offense/season': () => jsonResponse(offense),
    '/api/stats/leaders/team-defense/season': () => jsonResponse(defense),
    ...overrides,
  });
}

/** The ranked teams' order (the league's other teams, yet to play, follow them). */
const RANKED = new Set([teams.kc.teamId, teams.bal.teamId, teams.ari.teamId]);
const teamOrder = () =>
  within(screen.getByRole('table', { name: 'Team rankings' }))
    .getAllByTestId('ranking-row')
    .map((tableRow) => tableRow.getAttribute('data-team-id'))
    .filter((teamId) => teamId !== null && RANKED.has(teamId));

describe('the team rankings page', () => {
  it("ranks every team's per-game offense and defense, team names linking to their pages", async () => {
    const fetchMock = stubRankingCalls();
    renderApp({ path: '/teams/rankings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team Rankings' })).toBeTruthy();
    const rankings = await screen.findByRole('table', { name: 'Team rankings' });
    const [first] = within(rankings).getAllByTestId('ranking-row');
    // Points per game, best first: KC 31.2 (1st); its defense allows 21.0 (2nd).
    expect(first!.textContent).toBe(
      'KC Kansas City Chiefs531.21st410.02nd300.01st110.02nd21.02nd330.02nd220.02nd110.02nd',
    );
    // jsdom lays out at 1,024 px wide, where the phone's abbreviation is hidden from the name too.
    expect(within(first!).getByRole('link', { name: 'Kansas City Chiefs' }).getAttribute('href')).toBe(
      `/teams/team/${teams.kc.teamId}`,
    );
    // Every team of the league is listed: those yet to play last, with no figures.
    const rows = within(rankings).getAllByTestId('ranking-row');
    expect(rows).toHaveLength(Object.keys(teams).length);
    const idle = rows.at(-1)!;
    expect(RANKED.has(idle.getAttribute('data-team-id') ?? '')).toBe(false);
    expect(idle.textContent).toContain('—');
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls.find((url) => url.includes('team-offense'))).toContain(
      'season=2024&seasonType=REG&pageSize=32',
    );
    expect(document.title).toBe('Team Rankings | All22');
  });

  it('sorts by any column, best first then worst first, by click or keyboard', async () => {
    stubRankingCalls();
    renderApp({ path: '/teams/rankings' });
    await screen.findByRole('table', { name: 'Team rankings' });
    expect(teamOrder()).toEqual([teams.kc.teamId, teams.bal.teamId, teams.ari.teamId]);
    fireEvent.click(screen.getByRole('button', { name: 'PTS/G (Points allowed per game)' }));
    expect(teamOrder()).toEqual([teams.bal.teamId, teams.kc.teamId, teams.ari.teamId]);
    const allowed = screen.getByRole('button', {
      name: 'PTS/G (Points allowed per game), sorted best first',
    });
    allowed.focus();
    fireEvent.keyDown(allowed, { key: 'Enter' });
    expect(teamOrder()).toEqual([teams.ari.teamId, teams.kc.teamId, teams.bal.teamId]);
    expect(
      screen.getByRole('button', { name: 'PTS/G (Points allowed per game), sorted worst first' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'RUSH/G (Rushing yards per game)' }));
    expect(teamOrder()).toEqual([teams.bal.teamId, teams.kc.teamId, teams.ari.teamId]);
  });

  it('says so when a table cannot be loaded, and before the first games', async () => {
    stubRankingCalls({
      '/api/stats/leaders/team-defense/season': () =>
        jsonResponse({ message: 'Leaders are down', statusCode: 503 }, { status: 503 }),
    });
    const { unmount } = renderApp({ path: '/teams/rankings' });
    expect(
      await screen.findByText(/The team rankings could not be loaded/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    unmount();
    stubRankingCalls({
      '/api/stats/leaders/team-offense/season': () => jsonResponse(table('team-offense', [])),
      '/api/stats/leaders/team-defense/season': () => jsonResponse(table('team-defense', [])),
    });
    renderApp({ path: '/teams/rankings' });
    expect(await screen.findByText(/No 2024 regular-season games played yet/)).toBeTruthy();
  });
});
