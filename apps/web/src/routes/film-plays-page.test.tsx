import type { PlayListResponse, SavedSearch } from '@all22/contracts';
import { makePlayRecord } from '@all22/domain/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';
import {
  currentWeek,
  finalGame,
  liveGame,
  teams,
  upcomingGame,
  weekGames,
} from '../testing/schedule-fixtures';

/** The week with the final game played, so its film is available (spec 1 §4). */
const playedWeek = { ...currentWeek, gamesPlayedSmartIds: [finalGame.smartId], numberOfGamesPlayed: 1 };

const emptyPage = (total: number): PlayListResponse => ({ plays: [], total, page: 1, pageSize: 1 });

function stubFilmCalls(overrides: Record<string, (request: Request) => Response> = {}) {
  return stubFetch({
    '/api/schedules/current': () => jsonResponse(playedWeek),
    '/api/teams/all': () => jsonResponse({ teams: Object.values(teams) }),
    '/api/scores/live/games': () => jsonResponse(weekGames),
    '/api/schedules/week/odds': () => jsonResponse({ odds: [] }),
    '/api/plays': () => jsonResponse(emptyPage(12_345)),
    '/api/plays/games': () => jsonResponse({ games: [{ gameId: finalGame.gameId, plays: 142 }], total: 142 }),
    ...overrides,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the film room', () => {
  it("shows the week's games with film as cards, each with its play count, opening its plays", async () => {
    const fetchMock = stubFilmCalls();
    renderApp({ path: '/film/plays?displayGameFilmCards=true' });
    const cards = await screen.findByRole('list', { name: 'Game film' });
    // Only the final game: the live and the upcoming one have no film yet.
    const [card, ...others] = within(cards).getAllByTestId('film-game-card');
    expect(others).toHaveLength(0);
    expect(await within(card!).findByText('142 plays')).toBeTruthy();
    const link = within(card!).getByRole('link');
    expect(link.getAttribute('href')).toBe(
      `/film/plays?season=2024&seasonType=REG&weekSlug=WEEK_6&gameId=${finalGame.gameId}`,
    );
    expect(within(cards).queryByText(liveGame.homeTeam.fullName)).toBeNull();
    expect(within(cards).queryByText(upcomingGame.homeTeam.fullName)).toBeNull();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.some((url) => url.endsWith('/api/plays/games?season=2024&weekSlug=WEEK_6'))).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Film Room Results' })).toBeTruthy();
    expect(await screen.findByText('12,345 plays')).toBeTruthy();
  });

  it('names every parameter it cannot use, as the API would, and offers to start over', async () => {
    stubFilmCalls();
    renderApp({ path: '/film/plays?quarter=9&bogus=1' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('quarter: "9" is not a whole number from 1 to 5');
    expect(alert.textContent).toContain('bogus: unknown film filter');
    expect(within(alert).getByRole('link', { name: 'Start over' }).getAttribute('href')).toBe(
      '/film/plays?displayGameFilmCards=true',
    );
  });

  it('says which filter rules every play out, and drops it on request', async () => {
    stubFilmCalls({
      '/api/plays': (request) => {
        const query = new URL(request.url).searchParams;
        return jsonResponse(emptyPage(query.has('quarter') ? 0 : 7));
      },
    });
    const { router } = renderApp({ path: '/film/plays?down=4&quarter=5' });
    expect(await screen.findByRole('heading', { name: 'No plays match all these filters' })).toBeTruthy();
    const hint = await screen.findByText(
      (_, element) => element?.tagName === 'LI' && /^Without Quarter/.test(element.textContent ?? ''),
    );
    expect(hint.textContent).toContain('Without Quarter: OT, 7 plays match.');
    fireEvent.click(within(hint).getByRole('button', { name: 'Drop it' }));
    await waitFor(() => expect(router.state.location.search).toBe('?down=4'));
  });

  it('keeps both of two quick changes, the second made before the page drew the first', async () => {
    stubFilmCalls();
    const { router } = renderApp({ path: '/film/plays?down=3' });
    // Narrow (jsdom has no wide screen): the panel is in the drawer the Filters button opens.
    fireEvent.click(await screen.findByRole('button', { name: /^Filters/ }));
    const panel = await screen.findByRole('complementary', { name: 'Film filters' });
    const down = within(panel).getByRole('group', { name: 'Down' });
    const quarter = within(panel).getByRole('group', { name: 'Quarter' });
    // Both clicks in one task: the second control still holds the filters before the first.
    fireEvent.click(within(down).getByRole('button', { name: '4th' }));
    fireEvent.click(within(quarter).getByRole('button', { name: 'OT' }));
    await waitFor(() => {
      const search = new URLSearchParams(router.state.location.search);
      expect([search.get('down'), search.get('quarter')]).toEqual([expect.stringContaining('4'), '5']);
    });
  });

  it("lists the user's saved searches with their new plays, and applies one", async () => {
    const saved: SavedSearch = {
      userId: 'local',
      label: 'Red zone shots',
      filterExpression: 'redzone=true&airYardType=DEEP',
      createdAt: '2024-10-01T12:00:00.000Z',
      lastOpenedAt: '2024-10-02T12:00:00.000Z',
      matchingPlays: 40,
      newPlays: 3,
    };
    stubFilmCalls({
      '/api/videos/filmSavedSearches': () => jsonResponse({ savedSearches: [saved] }),
      '/api/videos/openSavedSearch': () => jsonResponse({ savedSearch: { ...saved, newPlays: 0 } }),
    });
    const { router } = renderApp({ path: '/film/plays?tab=saved' });
    const item = await screen.findByTestId('saved-search');
    expect(item.textContent).toContain('Red zone shots');
    expect(item.textContent).toContain('40 plays');
    expect(item.textContent).toContain('3 new');
    fireEvent.click(within(item).getByRole('button', { name: 'Apply Red zone shots' }));
    await waitFor(() => expect(router.state.location.search).toBe('?redzone=true&airYardType=DEEP'));
  });

  it('opens a play page with its line, and the previous and next plays of its search', async () => {
    const play = {
      ...makePlayRecord({ description: '(4:12) Deep pass to the end zone, TOUCHDOWN.', touchdown: true }),
    };
    const id = `${play.gameId}-${play.playId}`;
    stubFilmCalls({
      [`/api/plays/${id}`]: () =>
        jsonResponse({
          ...play,
          id,
          participants: [],
          homeTeamId: play.possessionTeamId,
          homeWinProbability: 0.7,
          homeWinProbabilityBefore: 0.55,
        }),
      [`/api/plays/${id}/tracking`]: () =>
        jsonResponse({ message: 'Tracking is down', statusCode: 503 }, { status: 503 }),
      '/api/plays': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const neighbour = { ...play, playId: play.playId + page, id: `${play.gameId}-${play.playId + page}` };
        return jsonResponse({ plays: [neighbour], total: 3, page, pageSize: 1 });
      },
    });
    renderApp({ path: `/film/plays/${id}?down=3&n=2` });
    expect(await screen.findByRole('heading', { level: 2, name: play.description })).toBeTruthy();
    expect(screen.getByText('55% → 70% (+15.0 pts)')).toBeTruthy();
    expect(await screen.findByText(/tracking could not be loaded/i)).toBeTruthy();
    expect(await screen.findByText('Play 2 of 3')).toBeTruthy();
    const next = screen.getByRole('link', { name: 'Next play' });
    expect(next.getAttribute('href')).toBe(`/film/plays/${play.gameId}-${play.playId + 3}?down=3&n=3`);
    const back = screen.getByRole('link', { name: 'Back to results' });
    expect(back.getAttribute('href')).toBe('/film/plays?down=3');
  });
});
