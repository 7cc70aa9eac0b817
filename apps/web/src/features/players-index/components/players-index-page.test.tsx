import type { PlayerListItem, PlayerListResponse, TeamResponse } from '@all22/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { currentWeek, teams, weekGames } from '../../../testing/schedule-fixtures';
import { NAME_SEARCH_DEBOUNCE_MS } from './players-index-filters';

const toPlayerTeam = ({ city: _city, teamType: _teamType, division, ...team }: TeamResponse) => ({
  ...team,
  division: { abbr: division?.abbr ?? null, fullName: division?.fullName ?? null },
});

const player = (nflId: number, displayName: string, fields: Partial<PlayerListItem> = {}): PlayerListItem => {
  const [firstName = '', lastName = ''] = displayName.split(' ');
  return {
    nflId,
    smartId: `00000000-0000-4000-8000-${String(nflId).padStart(12, '0')}`,
    displayName,
    firstName,
    lastName,
    position: 'QB',
    positionGroup: 'QB',
    jerseyNumber: 15,
    status: 'ACT',
    birthDate: '1995-09-17',
    experience: 7,
    headshot: null,
    currentTeam: toPlayerTeam(teams.kc),
    injury: { injuryStatus: 'UNSPECIFIED' },
    ...fields,
  };
};

const page: PlayerListResponse = {
  players: [
    player(101, 'Pat Arm', { headshot: '/api/images/headshots/p101?size={size}&dpr={dpr}' }),
    player(102, 'Ty Catcher', {
      position: 'WR',
      positionGroup: 'WR',
      jerseyNumber: null,
      experience: 0,
      status: 'RES',
      currentTeam: toPlayerTeam(teams.ari),
      injury: { injuryStatus: 'IR' },
    }),
    player(103, 'Sam Free', { status: 'FA', currentTeam: null, birthDate: null }),
  ],
  total: 3,
  page: 1,
  pageSize: 50,
  sortKey: 'name',
  sortValue: 'ASC',
};

/** The shell's calls, and the index's: `players` answers each /api/players request. */
function stubIndexCalls(players: (request: Request) => Response = () => jsonResponse(page)) {
  return stubFetch({
    '/api/schedules/current': () => jsonResponse(currentWeek),
    '/api/teams/all': () => jsonResponse({ teams: Object.values(teams) }),
    '/api/scores/live/games': () => jsonResponse(weekGames),
    '/api/schedules/week/odds': () => jsonResponse({ odds: [] }),
    '/api/players': players,
  });
}

/** The query strings of the index calls made so far. */
const indexCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/players')
    .map((url) => Object.fromEntries(url.searchParams));

const bodyRows = async () => {
  const table = await screen.findByTestId('players-index-table');
  return within(table).getAllByRole('row').slice(1);
};

// The route loads the page's code on first visit: loaded once here, so a test's waits (5 s) are
// for the page to render, not for a busy machine to import it.
beforeAll(async () => {
  await Promise.all([import('./players-index-page'), import('../../../routes/section-page')]);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the players index', () => {
  it('lists the players with headshots or chips, links to each player and team, and counts them', async () => {
    const fetchMock = stubIndexCalls();
    renderApp({ path: '/players' });
    const rows = await bodyRows();
    expect(await screen.findByRole('heading', { name: 'Players', level: 1 })).toBeTruthy();
    expect(indexCalls(fetchMock)[0]).toEqual({
      sortKey: 'name',
      sortValue: 'ASC',
      page: '1',
      pageSize: '50',
    });
    expect(screen.getByText('3 players')).toBeTruthy();

    const [arm, catcher, free] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(arm).getByRole('link', { name: 'Pat Arm' }).getAttribute('href')).toBe(
      '/players/player/101',
    );
    expect(arm.querySelector('img[src^="/api/images/headshots/p101?size=36"]')).not.toBeNull();
    expect(within(arm).getByRole('link', { name: 'KC' }).getAttribute('href')).toBe(
      `/teams/team/${teams.kc.teamId}`,
    );
    expect(
      within(arm)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['QB', 'KC', '15', expect.stringMatching(/^\d+$/), '7', 'Active']);
    // No headshot: a chip with the initials; ARI shows as AZ; an injury chip; a rookie is R.
    expect(within(catcher).getByTestId('headshot-fallback').textContent).toBe('TC');
    expect(within(catcher).getByRole('link', { name: 'AZ' })).toBeTruthy();
    expect(within(catcher).getByText('IR')).toBeTruthy();
    expect(
      within(catcher)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['WR', 'AZ', '—', expect.stringMatching(/^\d+$/), 'R', 'Injured reserve']);
    expect(within(catcher).getByTestId('player-details').textContent).toBe('WR · Injured reserve');
    expect(
      within(free)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['QB', '—', '15', '—', '7', 'Free agent']);
  });

  it('falls back to the chip when a headshot fails to load', async () => {
    stubIndexCalls();
    renderApp({ path: '/players' });
    const [arm] = await bodyRows();
    fireEvent.error(arm!.querySelector('img[src^="/api/images/headshots/"]')!);
    expect(within(arm!).getByTestId('headshot-fallback').textContent).toBe('PA');
  });

  it('reads the search, filters, sort and page from the address', async () => {
    const fetchMock = stubIndexCalls();
    renderApp({
      path: `/players?term=lee&position=WR&teamId=${teams.kc.teamId}&status=RES&sortKey=age&sortValue=DESC&page=2&pageSize=25`,
    });
    await bodyRows();
    expect(indexCalls(fetchMock).at(-1)).toEqual({
      term: 'lee',
      position: 'WR',
      teamId: teams.kc.teamId,
      status: 'RES',
      sortKey: 'age',
      sortValue: 'DESC',
      page: '2',
      pageSize: '25',
    });
    expect((screen.getByRole('searchbox', { name: 'Name' }) as HTMLInputElement).value).toBe('lee');
    expect((screen.getByLabelText('Position') as HTMLSelectElement).value).toBe('WR');
    await waitFor(() =>
      expect((screen.getByLabelText('Team') as HTMLSelectElement).value).toBe(teams.kc.teamId),
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('RES');
  });

  it('asks for retired players only when the status says so', async () => {
    const fetchMock = stubIndexCalls();
    const { router } = renderApp({ path: '/players' });
    await bodyRows();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'everyone' } });
    await waitFor(() => expect(router.state.location.search).toBe('?includeRetired=true'));
    await waitFor(() => expect(indexCalls(fetchMock).at(-1)).toMatchObject({ includeRetired: 'true' }));
    expect(indexCalls(fetchMock).at(-1)).not.toHaveProperty('status');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'RET' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=RET'));
  });

  it('searches a typed name once typing pauses, not on every key', async () => {
    const fetchMock = stubIndexCalls();
    const { router } = renderApp({ path: '/players?page=3' });
    await bodyRows();
    vi.useFakeTimers();
    const field = screen.getByRole('searchbox', { name: 'Name' });
    for (const text of ['m', 'ma', 'mah']) {
      fireEvent.change(field, { target: { value: text } });
      act(() => void vi.advanceTimersByTime(NAME_SEARCH_DEBOUNCE_MS - 50));
    }
    expect(router.state.location.search).toBe('?page=3');
    act(() => void vi.advanceTimersByTime(50));
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.search).toBe('?term=mah'));
    await waitFor(() => expect(indexCalls(fetchMock).at(-1)).toMatchObject({ term: 'mah', page: '1' }));
    expect(indexCalls(fetchMock).some((call) => call.term === 'm' || call.term === 'ma')).toBe(false);
    // Enter searches at once.
    fireEvent.change(field, { target: { value: 'mahomes' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?term=mahomes'));
  });

  it('keeps each step in the history: Back restores the filters and the name field', async () => {
    stubIndexCalls();
    const { router } = renderApp({ path: '/players' });
    await bodyRows();
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'QB' } });
    await waitFor(() => expect(router.state.location.search).toBe('?position=QB'));
    const field = screen.getByRole('searchbox', { name: 'Name' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'lee' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?position=QB&term=lee'));
    // Refining the name replaces its entry; Back leaves the search as a whole.
    fireEvent.change(field, { target: { value: 'leep' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?position=QB&term=leep'));
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?position=QB'));
    await waitFor(() => expect(field.value).toBe(''));
    expect((screen.getByLabelText('Position') as HTMLSelectElement).value).toBe('QB');
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect((screen.getByLabelText('Position') as HTMLSelectElement).value).toBe(''));
  }, 20_000);

  it('keeps both of two quick changes (the second made before the first has rendered)', async () => {
    stubIndexCalls();
    const { router } = renderApp({ path: '/players' });
    await bodyRows();
    await screen.findByRole('option', { name: teams.kc.fullName });
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'QB' } });
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: teams.kc.teamId } });
    await waitFor(() => expect(router.state.location.search).toBe(`?position=QB&teamId=${teams.kc.teamId}`));
  }, 20_000);

  it('sorts through the API from the headers, both ways, and pages', async () => {
    const fetchMock = stubIndexCalls((request) => {
      const params = new URL(request.url).searchParams;
      return jsonResponse({
        ...page,
        total: 120,
        page: Number(params.get('page')),
        sortKey: params.get('sortKey'),
        sortValue: params.get('sortValue'),
      });
    });
    const { router } = renderApp({ path: '/players' });
    await bodyRows();
    expect(screen.getByRole('columnheader', { name: /Player/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Age' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortKey=age'));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Age/ }).getAttribute('aria-sort')).toBe('ascending'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Age' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortKey=age&sortValue=DESC'));
    await waitFor(() =>
      expect(indexCalls(fetchMock).at(-1)).toMatchObject({ sortKey: 'age', sortValue: 'DESC' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortKey=age&sortValue=DESC&page=2'));
    await waitFor(() => expect(indexCalls(fetchMock).at(-1)).toMatchObject({ page: '2' }));
    // A new filter starts again at page 1, keeping the sort.
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: teams.ari.teamId } });
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?sortKey=age&sortValue=DESC&teamId=${teams.ari.teamId}`),
    );
  });

  it('says when no players match, with a way to clear the filters', async () => {
    stubIndexCalls(() => jsonResponse({ ...page, players: [], total: 0 }));
    const { router } = renderApp({ path: `/players?term=zzz&position=K&teamId=${teams.kc.teamId}` });
    expect(await screen.findByText('No players match “zzz”, K, Kansas City Chiefs.')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect((screen.getByRole('searchbox', { name: 'Name' }) as HTMLInputElement).value).toBe(''),
    );
  });

  it('says when the players cannot be loaded, and offers Retry', async () => {
    let isDown = true;
    stubIndexCalls(() =>
      isDown
        ? jsonResponse({ message: 'Database unavailable', statusCode: 503 }, { status: 503 })
        : jsonResponse(page),
    );
    renderApp({ path: '/players' });
    expect(
      await screen.findByText(
        /The players could not be loaded\. Database unavailable/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await bodyRows()).toHaveLength(3);
  });

  it('names the values of the address it ignored, and offers the plain index when the API refuses one', async () => {
    stubIndexCalls(() =>
      jsonResponse(
        { message: "Invalid query parameter 'teamId': unknown", statusCode: 400 },
        { status: 400 },
      ),
    );
    renderApp({ path: '/players?position=XX&sortKey=salary' });
    expect(await screen.findByText(/Position "XX" is not one of QB/)).toBeTruthy();
    expect(screen.getByText('Sort column "salary" is not a column; sorting by name.')).toBeTruthy();
    expect(await screen.findByText(/Invalid query parameter 'teamId'/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset the search and filters' }).getAttribute('href')).toBe(
      '/players',
    );
  });
});
