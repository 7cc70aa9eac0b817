import type { PlayerSearchResult } from '@all22/contracts';
import type { FilmFilters } from '@all22/domain';
import { useState, type ReactNode } from 'react';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { player } from '../../../testing/player-fixtures';
import { renderApp } from '../../../testing/render-app';
import { teams, weekGames } from '../../../testing/schedule-fixtures';

/** Test data and call stubs of the film filter tests: teams, a week's games, one player. */

export const MAHOMES: PlayerSearchResult = {
  nflId: 2558125,
  smartId: '00000000-0000-4000-8000-000002558125',
  displayName: 'Patrick Mahomes',
  firstName: 'Patrick',
  lastName: 'Mahomes',
  headshot: null,
  currentTeamId: teams.kc.teamId,
  teamAbbr: 'KC',
  position: 'QB',
  status: 'ACT',
  injury: { injuryStatus: 'UNSPECIFIED' },
};

/** The player call knows one player (Dean Passer, BAL QB, 2558125 as well: the URL's id). */
export function stubFilmFilterCalls() {
  return stubFetch({
    '/api/teams/all': () => jsonResponse({ teams: Object.values(teams) }),
    '/api/scores/live/games': () => jsonResponse(weekGames),
    '/api/players/search': () => jsonResponse({ players: [MAHOMES] }),
    '/api/players/player': (request) =>
      new URL(request.url).searchParams.get('nflId') === String(player.nflId)
        ? jsonResponse(player)
        : jsonResponse({ message: 'No such player', statusCode: 404 }, { status: 404 }),
  });
}

/**
 * Renders `render(filters, onChange)` as the page would: the filters live in state (the page keeps
 * them in the URL) and every change is recorded.
 */
export function renderWithFilters(
  initial: FilmFilters,
  render: (filters: FilmFilters, onChange: (next: FilmFilters) => void) => ReactNode,
) {
  const fetchMock = stubFilmFilterCalls();
  const changes: FilmFilters[] = [];
  function Page() {
    const [filters, setFilters] = useState(initial);
    return render(filters, (next) => {
      changes.push(next);
      setFilters(next);
    });
  }
  const result = renderApp({ routes: [{ path: '/', element: <Page /> }] });
  const lastChange = () => changes.at(-1);
  const calls = (path: string) =>
    fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === path);
  return { ...result, changes, lastChange, calls };
}
