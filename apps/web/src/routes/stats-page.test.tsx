import type { LeaderResponse, LeaderRow } from '@all22/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createStaticSession } from '../lib/session/session';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';
import { currentWeek, teams, weekGames } from '../testing/schedule-fixtures';

const subscriber = () =>
  createStaticSession({ user: { ...createStaticSession().getSnapshot().user, isSubscribed: true } });

const column = (key: string, label: string, decimals = 0, isPercentage = false) => ({
  key,
  label,
  tooltip: `${label} explained.`,
  decimals,
  isPercentage,
});

const row = (
  rank: number,
  nflId: number,
  displayName: string,
  values: Record<string, number | null>,
): LeaderRow => ({
  rank,
  nflId,
  displayName,
  position: 'QB',
  teamId: teams.kc.teamId,
  teamAbbr: teams.kc.abbr,
  gameId: null,
  week: null,
  opponentTeamId: null,
  values,
});

const passing: LeaderResponse = {
  group: 'passing',
  period: 'season',
  season: 2024,
  seasonType: 'REG',
  week: null,
  sortKey: 'yards',
  sortValue: 'DESC',
  page: 1,
  pageSize: 25,
  total: 2,
  columns: [
    column('attempts', 'ATT'),
    column('completionPercentage', 'CMP %', 1, true),
    column('yards', 'YDS'),
  ],
  leaders: [
    row(1, 101, 'Pat Longthrow', { attempts: 212, completionPercentage: 66.14, yards: 1734 }),
    row(2, 102, 'Joe "Deep" Arm, Jr.', { attempts: 0, completionPercentage: null, yards: 0 }),
  ],
};

const receiving: LeaderResponse = {
  ...passing,
  group: 'receiving',
  sortKey: 'targets',
  columns: [column('targets', 'TGT'), column('yards', 'YDS')],
  leaders: [{ ...row(1, 201, 'Ty Catcher', { targets: 41, yards: 512 }), position: 'WR' }],
  total: 1,
};

function stubStatsCalls(leaders: Record<string, (request: Request) => Response> = {}) {
  return stubFetch({
    '/api/schedules/current': () => jsonResponse(currentWeek),
    '/api/teams/all': () => jsonResponse({ teams: Object.values(teams) }),
    '/api/scores/live/games': () => jsonResponse(weekGames),
    '/api/schedules/week/odds': () => jsonResponse({ odds: [] }),
    '/api/stats/leaders/passing/season': () => jsonResponse(passing),
    '/api/stats/leaders/receiving/season': () => jsonResponse(receiving),
    ...leaders,
  });
}

/** The query strings of the leaders calls made so far. */
const leaderCalls = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === path);

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: /Passing season leaders|Receiving season leaders/ });
  return within(table).getAllByRole('row').slice(1);
};

afterEach(() => vi.unstubAllGlobals());

describe('the stats pages', () => {
  it("shows the API's rows with the number display rules and links to the players", async () => {
    const fetchMock = stubStatsCalls();
    renderApp({ path: '/stats/passing/season', session: subscriber() });
    const rows = await bodyRows();
    expect(
      rows.map((cells) =>
        within(cells)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'QB', 'KC', '212', '1,734'],
      ['2', 'QB', 'KC', '0', '0'],
    ]);
    const player = within(rows[0]!).getByRole('link', { name: 'Pat Longthrow' });
    expect(player.getAttribute('href')).toBe('/players/player/101');
    const call = leaderCalls(fetchMock, '/api/stats/leaders/passing/season')[0]!;
    expect(Object.fromEntries(call.searchParams)).toEqual({
      season: '2024',
      seasonType: 'REG',
      page: '1',
      pageSize: '25',
    });
    expect(screen.getByRole('columnheader', { name: /YDS/ }).getAttribute('aria-sort')).toBe('descending');
    // The tooltip describes the header button (its name stays the label).
    expect(screen.getByRole('button', { name: 'ATT' }).getAttribute('title')).toBe('ATT explained.');
  }, 20_000);

  it('sorts through the API when a header is clicked, and keeps the sort in the address', async () => {
    const fetchMock = stubStatsCalls();
    const { router } = renderApp({ path: '/stats/passing/season?page=2', session: subscriber() });
    await bodyRows();
    fireEvent.click(screen.getByRole('button', { name: 'ATT' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortKey=attempts&sortValue=DESC'));
    await waitFor(() =>
      expect(
        leaderCalls(fetchMock, '/api/stats/leaders/passing/season').some(
          (url) => url.searchParams.get('sortKey') === 'attempts' && url.searchParams.get('page') === '1',
        ),
      ).toBe(true),
    );
  });

  it('reads the filters from the address and writes new ones to it', async () => {
    const fetchMock = stubStatsCalls();
    const { router } = renderApp({
      path: `/stats/passing/season?season=2022&seasonType=POST&teamId=${teams.kc.teamId}`,
      session: subscriber(),
    });
    await bodyRows();
    expect(leaderCalls(fetchMock, '/api/stats/leaders/passing/season')[0]!.search).toBe(
      `?season=2022&seasonType=POST&teamId=${teams.kc.teamId}&page=1&pageSize=25`,
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Team') as HTMLSelectElement).value).toBe(teams.kc.teamId),
    );
    fireEvent.change(screen.getByLabelText('Season'), { target: { value: '2023' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?season=2023&seasonType=POST&teamId=${teams.kc.teamId}`),
    );
  });

  it('says which values of the address it could not use, and shows the defaults', async () => {
    const fetchMock = stubStatsCalls();
    renderApp({ path: '/stats/passing/season?season=abc&sortValue=UP', session: subscriber() });
    expect(
      await screen.findByText('Season "abc" is not a season with stats (2018–2024); showing 2024.'),
    ).toBeTruthy();
    expect(screen.getByText('Sort order "UP" is not ASC or DESC; showing the default order.')).toBeTruthy();
    await bodyRows();
    expect(leaderCalls(fetchMock, '/api/stats/leaders/passing/season')[0]!.searchParams.get('season')).toBe(
      '2024',
    );
  });

  it('shows the essential figures first and every figure behind the All columns switch', async () => {
    stubStatsCalls();
    renderApp({ path: '/stats/passing/season', session: subscriber() });
    await bodyRows();
    const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers()).toEqual(['#', 'Player', 'Pos', 'Team', 'ATT', 'YDS']);
    fireEvent.click(screen.getByRole('switch', { name: 'All columns (1 more)' }));
    expect(headers()).toEqual(['#', 'Player', 'Pos', 'Team', 'ATT', 'CMP %', 'YDS']);
    const [first] = await bodyRows();
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'QB', 'KC', '212', '66.1%', '1,734']);
    fireEvent.click(screen.getByRole('switch', { name: 'All columns' }));
    expect(headers()).toEqual(['#', 'Player', 'Pos', 'Team', 'ATT', 'YDS']);
  });

  it('shows a hidden figure when the table is sorted by it', async () => {
    stubStatsCalls({
      '/api/stats/leaders/passing/season': () =>
        jsonResponse({ ...passing, sortKey: 'completionPercentage', sortValue: 'ASC' }),
    });
    renderApp({
      path: '/stats/passing/season?sortKey=completionPercentage&sortValue=ASC',
      session: subscriber(),
    });
    await bodyRows();
    expect(screen.getByRole('columnheader', { name: /CMP %/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('exports the whole table as the CSV the server streams, with the filters and sort of the table', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs: keep the blob the button hands over.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => void Object.assign(URL, original));
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:csv');
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('all22-passing-season-2024-REG.csv');
    });
    const serverCsv = '\uFEFF#,Player,Pos,Team,ATT,CMP %,YDS\r\n1,Pat Longthrow,QB,KC,212,66.1%,"1,734"\r\n';
    const fetchMock = stubStatsCalls({
      '/api/stats/leaders/passing/season.csv': () =>
        new Response(serverCsv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    });
    renderApp({ path: '/stats/passing/season?sortKey=attempts&sortValue=ASC&page=2', session: subscriber() });
    await bodyRows();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const call = leaderCalls(fetchMock, '/api/stats/leaders/passing/season.csv')[0]!;
    // Every page: the table's filters and sort, no page or page size.
    expect(Object.fromEntries(call.searchParams)).toEqual({
      season: '2024',
      seasonType: 'REG',
      sortKey: 'attempts',
      sortValue: 'ASC',
    });
    // The server's bytes as they came: its byte-order mark, and no second one.
    expect(Buffer.from(await blobs[0]!.arrayBuffer()).toString('utf8')).toBe(serverCsv);
    click.mockRestore();
  });

  it('says so beside the button when the export fails', async () => {
    stubStatsCalls({
      '/api/stats/leaders/passing/season.csv': () =>
        jsonResponse({ message: 'Too many requests', statusCode: 429 }, { status: 429 }),
    });
    renderApp({ path: '/stats/passing/season', session: subscriber() });
    await bodyRows();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The CSV could not be downloaded. Too many requests',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it("links a receiver's targets to the film room with his filters", async () => {
    stubStatsCalls();
    renderApp({ path: '/stats/receiving/season', session: subscriber() });
    const [first] = await bodyRows();
    const link = within(first!).getByRole('link', {
      name: /^41 targets: Ty Catcher's plays in the film room$/,
    });
    expect(link.getAttribute('href')).toBe(
      `/film/plays?season=2024&seasonType=REG&targetId=201&target=true&possessionTeamId=${teams.kc.teamId}`,
    );
    expect(within(first!).queryByRole('link', { name: /512/ })).toBeNull();
  });

  it('says when no leaders match, and when the leaders cannot be loaded', async () => {
    stubStatsCalls({
      '/api/stats/leaders/passing/season': () => jsonResponse({ ...passing, total: 0, leaders: [] }),
      '/api/stats/leaders/rushing/season': () =>
        jsonResponse({ message: 'Stats are down', statusCode: 503 }, { status: 503 }),
    });
    const { router } = renderApp({ path: '/stats/passing/season', session: subscriber() });
    expect(await screen.findByText(/No leaders for these filters yet/)).toBeTruthy();
    await router.navigate('/stats/rushing/season');
    expect(
      await screen.findByText(/The leaders could not be loaded\. Stats are down/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('offers a way back to the defaults when the API refuses a value of the address', async () => {
    stubStatsCalls({
      '/api/stats/leaders/passing/season': () =>
        jsonResponse(
          { message: "Invalid query parameter 'sortKey': must be one of attempts, yards", statusCode: 400 },
          { status: 400 },
        ),
    });
    renderApp({ path: '/stats/passing/season?sortKey=sacks', session: subscriber() });
    expect(await screen.findByText(/Invalid query parameter 'sortKey'/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset the filters and sort' }).getAttribute('href')).toBe(
      '/stats/passing/season',
    );
  });

  it('shows a card per category on the overview, each linking to its table for the season', async () => {
    const fetchMock = stubStatsCalls({
      '/api/stats/leaders/rushing/season': () => jsonResponse({ ...passing, group: 'rushing' }),
      '/api/stats/leaders/defense/season': () => jsonResponse({ ...passing, group: 'defense' }),
      '/api/stats/leaders/team-offense/season': () => jsonResponse({ ...passing, group: 'team-offense' }),
      '/api/stats/leaders/team-defense/season': () => jsonResponse({ ...passing, group: 'team-defense' }),
    });
    renderApp({ path: '/stats/home?season=2023', session: subscriber() });
    const card = await screen.findByRole('article', { name: 'Passing leaders' });
    expect(await within(card).findByRole('link', { name: 'Pat Longthrow' })).toBeTruthy();
    expect(within(card).getByText('1,734')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'All passing leaders' }).getAttribute('href')).toBe(
      '/stats/passing/season?season=2023&seasonType=REG',
    );
    expect(screen.getAllByRole('article')).toHaveLength(6);
    await waitFor(() =>
      expect(leaderCalls(fetchMock, '/api/stats/leaders/team-defense/season')).toHaveLength(1),
    );
    expect(leaderCalls(fetchMock, '/api/stats/leaders/team-defense/season')[0]!.search).toBe(
      '?season=2023&seasonType=REG&pageSize=5',
    );
  });

  it('switches the leaderboard between categories through the address', async () => {
    stubStatsCalls();
    const { router } = renderApp({ path: '/stats/home-alpha?sortKey=yards', session: subscriber() });
    await bodyRows();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'receiving' } });
    await waitFor(() => expect(router.state.location.search).toBe('?category=receiving'));
    expect(await screen.findByRole('link', { name: 'Ty Catcher' })).toBeTruthy();
  });
});
