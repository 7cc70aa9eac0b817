import type { AppConfig, PlayerSearchResult } from '@all22/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useParams } from 'react-router';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { testAppConfig } from '../../../testing/fixtures';
import { PlayerSearch } from './player-search';

const player = (overrides: Partial<PlayerSearchResult>): PlayerSearchResult => ({
  nflId: 1,
  smartId: '00000000-0000-4000-8000-000000000001',
  displayName: 'Player',
  firstName: 'Pla',
  lastName: 'Yer',
  headshot: '/api/images/headshots/00000000-0000-4000-8000-000000000001?size={size}&dpr={dpr}',
  currentTeamId: '2310',
  teamAbbr: 'KC',
  position: 'QB',
  status: 'ACT',
  injury: { injuryStatus: 'UNSPECIFIED' },
  ...overrides,
});

const MAHOMES = player({
  nflId: 2558125,
  displayName: 'Patrick Mahomes',
  firstName: 'Patrick',
  lastName: 'Mahomes',
});
const MURRAY = player({
  nflId: 2562382,
  displayName: 'Kyler Murray',
  teamAbbr: 'ARI',
  headshot: null,
});

function PlayerPage() {
  return <p>Player page {useParams().playerId}</p>;
}

/** The field that replaces the stand-in once its code has loaded. */
async function findLoadedField(standIn: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const field = screen.getByRole('combobox', { name: 'Search players' });
    if (field === standIn) throw new Error('still the stand-in');
    return field;
  });
}

async function renderSearch(
  players: PlayerSearchResult[] = [MAHOMES, MURRAY],
  status = 200,
  config: Partial<AppConfig> = {},
) {
  const fetchMock = stubFetch({
    '/api/players/search': () =>
      status === 200
        ? jsonResponse({ players })
        : jsonResponse({ message: 'Search is down', statusCode: status }, { status }),
  });
  const result = renderApp({
    config: { ...testAppConfig, ...config },
    routes: [
      { path: '/', element: <PlayerSearch /> },
      {
        path: '/players/player/:playerId',
        element: (
          <>
            <PlayerSearch />
            <PlayerPage />
          </>
        ),
      },
    ],
  });
  const searchTerms = () =>
    fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('term'));
  // Pointing at the stand-in loads the real field.
  const standIn = screen.getByRole('combobox', { name: 'Search players' });
  fireEvent.pointerEnter(standIn);
  return { ...result, searchTerms, input: await findLoadedField(standIn) };
}

describe('PlayerSearch', () => {
  it('starts as a plain stand-in; focusing it loads the field, which keeps the typed text and the focus', async () => {
    const fetchMock = stubFetch({ '/api/players/search': () => jsonResponse({ players: [MAHOMES] }) });
    renderApp({ routes: [{ path: '/', element: <PlayerSearch /> }] });
    const standIn = screen.getByRole('combobox', { name: 'Search players' });
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    standIn.focus();
    fireEvent.change(standIn, { target: { value: 'mah' } });

    const field = await findLoadedField(standIn);
    expect(field).toHaveProperty('value', 'mah');
    expect(document.activeElement).toBe(field);
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findAllByRole('option')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits for 3 characters before searching, then lists headshot, name, team and position', async () => {
    const { input, searchTerms } = await renderSearch();
    await userEvent.type(input, 'ma');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searchTerms()).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();

    await userEvent.type(input, 'h');
    const listbox = await screen.findByRole('listbox');
    const options = await within(listbox).findAllByRole('option');
    expect(searchTerms()).toEqual(['mah']);
    expect(options[0]?.textContent).toBe('Patrick MahomesKC · QB');
    // ARI is shown as AZ (spec 1 §3).
    expect(options[1]?.textContent).toContain('AZ · QB');
    expect(options[0]?.querySelector('img')?.getAttribute('src')).toContain('size=40');
  });

  it('debounces typing into one search', async () => {
    const { input, searchTerms } = await renderSearch();
    await userEvent.type(input, 'mahom');
    await screen.findAllByRole('option');
    expect(searchTerms()).toEqual(['mahom']);
  });

  it('does not search when the field has lost focus', async () => {
    const { input, searchTerms } = await renderSearch();
    await userEvent.type(input, 'mah');
    await userEvent.tab();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searchTerms()).toEqual([]);
  });

  it('opens the picked player and clears the field', async () => {
    const { input, router } = await renderSearch();
    await userEvent.type(input, 'mah');
    await userEvent.click(await screen.findByRole('option', { name: /Patrick Mahomes/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/players/player/2558125'));
    expect(await screen.findByText('Player page 2558125')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Search players' }) as HTMLInputElement).value).toBe('');
  });

  it('picks with the keyboard', async () => {
    const { input, router } = await renderSearch();
    await userEvent.type(input, 'mur');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/players/player/2562382'));
    expect((screen.getByRole('combobox', { name: 'Search players' }) as HTMLInputElement).value).toBe('');
  });

  it('falls back to a coloured chip with initials when a headshot is missing or fails', async () => {
    const { input } = await renderSearch();
    await userEvent.type(input, 'mah');
    const [mahomes, murray] = await screen.findAllByRole('option');
    expect(within(murray!).getByTestId('headshot-fallback').textContent).toBe('KM');

    const image = mahomes!.querySelector('img');
    expect(image).not.toBeNull();
    fireEvent.error(image!);
    expect(mahomes!.querySelector('img')).toBeNull();
    expect(within(mahomes!).getByTestId('headshot-fallback').textContent).toBe('PM');
  });

  it('says when nothing matches, and that the simulated league has invented names', async () => {
    const { input } = await renderSearch([]);
    await userEvent.type(input, 'mah');
    expect(
      await screen.findByText(
        'No players named “mah” in this league: its players are simulated, with invented names.',
      ),
    ).toBeTruthy();
  });

  it('says when nothing matches in imported data, without the simulated note', async () => {
    const { input } = await renderSearch([], 200, { leagueData: 'imported' });
    await userEvent.type(input, 'zzz');
    expect(await screen.findByText('No players named “zzz” in this league.')).toBeTruthy();
  });

  it('says when the search failed', async () => {
    const { input } = await renderSearch([], 500);
    await userEvent.type(input, 'mah');
    expect(await screen.findByText('Search failed. Please try again.')).toBeTruthy();
  });

  it('shows a searching state while typing settles', async () => {
    const { input } = await renderSearch();
    await userEvent.type(input, 'mah');
    expect(screen.getByText('Searching players…')).toBeTruthy();
    await screen.findAllByRole('option');
  });

  it('leaves retired players out', async () => {
    const { input } = await renderSearch([
      MAHOMES,
      player({ nflId: 9, displayName: 'Tom Retired', status: 'RET' }),
    ]);
    await userEvent.type(input, 'tom');
    await screen.findAllByRole('option');
    expect(screen.queryByRole('option', { name: /Tom Retired/ })).toBeNull();
  });
});
