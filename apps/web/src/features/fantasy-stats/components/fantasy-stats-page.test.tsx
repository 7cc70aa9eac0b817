import type { FantasyRankingPlayer } from '@all22/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rankingRows, receiverRow, weeklyPoints } from '../../../testing/fantasy-stats-fixtures';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { testAppConfig } from '../../../testing/fixtures';
import { ACCOUNT, player, subscriber } from '../../../testing/player-fixtures';
import { renderApp } from '../../../testing/render-app';
import { createQueryClient } from '../../../lib/query-client';
import { primeStore } from '../../../app/prime-store';
import { currentWeek, teams } from '../../../testing/schedule-fixtures';

const RANKING = '/api/secured/stats/fantasy/season';
const WEEKLY = '/api/secured/stats/fantasy/weekly';

/** The shell's calls and the page's two, answering `rows`; the calls made, by path. */
function stubFantasyCalls({
  rows = rankingRows,
  ranking,
}: { rows?: readonly FantasyRankingPlayer[]; ranking?: () => Response } = {}) {
  const fetchMock = stubFetch({
    '/api/schedules/current': () => jsonResponse(currentWeek),
    '/api/teams/all': () => jsonResponse({ teams: Object.values(teams) }),
    '/api/scores/live/games': () => jsonResponse({ games: [] }),
    [RANKING]: ranking ?? (() => jsonResponse({ players: rows })),
    [WEEKLY]: () => jsonResponse(weeklyPoints),
  });
  /** The query of each call to `path`, oldest first. */
  const queries = (path: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === path)
      .map((url) => Object.fromEntries(url.searchParams));
  return { fetchMock, queries };
}

const openPage = (search = '') =>
  renderApp({ path: `/fantasy/stats${search}`, session: subscriber(ACCOUNT) });

const table = () => screen.findByRole('table', { name: /^Fantasy stats, / });
const bodyRows = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('tbody tr')];
const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

// Each test renders the whole app and a table re-sorted or re-filtered through the API a few times.
describe('/fantasy/stats', { timeout: 15_000 }, () => {
  it("shows the ranking in the account's scoring, each name opening his Fantasy tab", async () => {
    const { queries } = stubFantasyCalls();
    openPage();
    const shown = await table();
    expect(shown.getAttribute('aria-label')).toBe(
      'Fantasy stats, 2024 regular season, season to date, PPR scoring',
    );
    expect(queries(RANKING).at(-1)).toEqual({
      season: '2024',
      limit: '500',
      sortKey: 'fpPPR',
      sortValue: 'DESC',
      position: 'QB,RB,WR,TE,K',
    });
    const rows = bodyRows(shown);
    expect(rows).toHaveLength(3);
    expect(cellTexts(rows[1]!).slice(0, 8)).toEqual([
      'WR3',
      'Wes Catcher',
      'WR',
      'AZ',
      '2',
      '2',
      '42.5',
      '21.3',
    ]);
    const link = within(rows[0]!).getByRole('link', { name: player.displayName });
    expect(link.getAttribute('href')).toBe(`/players/player/${player.nflId}/fantasy`);
    expect(screen.getByText(/PPR scoring, your setting\./)).toBeTruthy();
    expect(screen.getByText('3 players · PPR scoring · unranked players (no games) last')).toBeTruthy();
  });

  it('switches scoring on the page, in the address, without touching the setting', async () => {
    const { queries, fetchMock } = stubFantasyCalls();
    const { router } = openPage();
    await table();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Standard' }));
    await waitFor(() => expect(router.state.location.search).toBe('?scoring=standard'));
    await waitFor(() => expect(queries(RANKING).at(-1)).toMatchObject({ sortKey: 'fpStd' }));
    const shown = await table();
    await waitFor(() => expect(cellTexts(bodyRows(shown)[1]!).slice(0, 8)).toContain('30.5'));
    expect(cellTexts(bodyRows(shown)[1]!)[0]).toBe('WR7');
    expect(screen.getByText('Showing Standard scoring here; your setting is PPR.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('sorts by any column from the keyboard, the sorted header marked', async () => {
    const { queries } = stubFantasyCalls();
    const { router } = openPage();
    const shown = await table();
    const user = userEvent.setup();
    const receptions = within(shown).getByRole('button', { name: 'REC, Receptions' });
    receptions.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=receptions&order=desc'));
    await waitFor(() =>
      expect(queries(RANKING).at(-1)).toMatchObject({ sortKey: 'receptions', sortValue: 'DESC' }),
    );
    await waitFor(() => expect(receptions.closest('th')?.getAttribute('aria-sort')).toBe('descending'));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(queries(RANKING).at(-1)).toMatchObject({ sortKey: 'receptions', sortValue: 'ASC' }),
    );
    await user.click(within(shown).getByRole('button', { name: 'Player' }));
    await waitFor(() =>
      expect(queries(RANKING).at(-1)).toMatchObject({ sortKey: 'displayName', sortValue: 'ASC' }),
    );
  });

  it('filters by position, team and weeks through the address', async () => {
    const { queries } = stubFantasyCalls();
    const { router } = openPage();
    await table();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Position'), 'WR');
    await user.selectOptions(screen.getByLabelText('Team'), teams.ari.teamId);
    await user.selectOptions(screen.getByLabelText('From week'), '3');
    await user.selectOptions(screen.getByLabelText('To week'), '5');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        position: 'WR',
        team: teams.ari.teamId,
        weeks: '3-5',
      }),
    );
    await waitFor(() =>
      expect(queries(RANKING).at(-1)).toMatchObject({
        position: 'WR',
        teamId: teams.ari.teamId,
        weekFrom: '3',
        weekTo: '5',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Season to date' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?position=WR&team=${teams.ari.teamId}`));
  });

  it('shows the weekly grid: points with their tier, BYE, and a legend', async () => {
    const { queries } = stubFantasyCalls();
    openPage('?view=weekly');
    const grid = await screen.findByRole('table', { name: /^Fantasy points by week, / });
    expect(queries(WEEKLY).at(-1)).toEqual(queries(RANKING).at(-1));
    const receiver = bodyRows(grid).find((row) => row.textContent?.includes(receiverRow.displayName))!;
    expect(cellTexts(receiver)).toEqual([
      'WR3',
      'Wes Catcher',
      'AZ',
      '12.5 (Flex)',
      'BYE',
      '30.0 (Elite)',
      '42.5',
    ]);
    const legend = screen.getByRole('list', { name: 'Tiers' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Elite: 25+ points',
      'Strong: 15–24.9 points',
      'Flex: 8–14.9 points',
      'Low: under 8 points',
      "BYE: his team's bye week",
      '—: did not play',
    ]);
  });

  it('says so when no player matches, and offers every player again', async () => {
    stubFantasyCalls({ rows: [] });
    const { router } = openPage('?position=TE&team=0325');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No players match these filters in 2024.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show every player' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a failed ranking with a way to try again', async () => {
    let calls = 0;
    stubFantasyCalls({
      ranking: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ message: 'Database unavailable', statusCode: 503 }, { status: 503 })
          : jsonResponse({ players: rankingRows });
      },
    });
    openPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The fantasy ranking could not be loaded. Database unavailable');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(bodyRows(await table())).toHaveLength(3);
  });

  it('opens from the ranking primed at start, asking nothing more, in standard scoring', async () => {
    const { queries } = stubFantasyCalls();
    // The app's own store: answers stay fresh for a minute (spec 1 §7).
    const queryClient = createQueryClient();
    const session = subscriber({
      ...ACCOUNT,
      data: { ...ACCOUNT.data, display: { ...ACCOUNT.data.display, pointsPerReception: 0 } },
    });
    await primeStore(queryClient, testAppConfig, session, currentWeek);
    expect(queries(RANKING)).toHaveLength(1);
    renderApp({ path: '/fantasy/stats', session, queryClient });
    const shown = await table();
    expect(shown.getAttribute('aria-label')).toBe(
      'Fantasy stats, 2024 regular season, season to date, Standard scoring',
    );
    expect(bodyRows(shown)).toHaveLength(rankingRows.length);
    expect(queries(RANKING)).toHaveLength(1);
  });

  it('names what the address had that it could not use', async () => {
    stubFantasyCalls();
    openPage('?position=DEF&weeks=9-2');
    await table();
    const warning = screen
      .getByText('Some filters in the address were not applied')
      .closest('[role="alert"]')!;
    expect(warning.textContent).toContain('Position "DEF" is not one of QB, RB, WR, TE, K');
    expect(warning.textContent).toContain('Weeks "9-2" is not a range of weeks 1-18');
  });

  it('tells a signed-out visitor it is for subscribers where the page is open to them, asking nothing', async () => {
    const { fetchMock } = stubFantasyCalls();
    renderApp({
      path: '/fantasy/stats',
      config: { ...testAppConfig, authEnabled: true, freemium: true, freemiumRoutes: ['/fantasy/*'] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Fantasy stats are for subscribers');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/secured/'))).toBe(false);
  });
});
