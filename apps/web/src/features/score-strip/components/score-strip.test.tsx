import type { AccountInfo, AppConfig } from '@all22/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { takeQueuedEvents } from '../../../lib/analytics';
import { createStaticSession, type Session } from '../../../lib/session/session';
import { FakeEventSource } from '../../../testing/fake-event-source';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { testAppConfig } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import {
  currentWeek,
  finalGame,
  liveGame,
  standings,
  upcomingGame,
  weekGames,
} from '../../../testing/schedule-fixtures';
import { ScoreStrip } from './score-strip';

const account: AccountInfo = {
  UID: 'u1',
  email: 'fan@example.com',
  createdTimestamp: 0,
  profile: { firstName: 'Pat', lastName: 'Fan' },
  data: {
    display: { showOddsInfo: false, pointsPerReception: 0, clipTypes: ['SIDELINE', 'ENDZONE'] },
    league: { favoriteTeams: [] },
  },
};

function stubScheduleCalls(games: unknown = weekGames) {
  return stubFetch({
    '/api/schedules/current': () => jsonResponse(currentWeek),
    '/api/scores/live/games': () => jsonResponse(games),
    '/api/schedules/standings': () => jsonResponse(standings),
  });
}

function renderStrip({ session, config }: { session?: Session; config?: AppConfig } = {}) {
  return renderApp({
    session,
    config,
    routes: [
      { path: '/', element: <ScoreStrip /> },
      { path: '/games/game/:gameId', element: <p>Game page</p> },
    ],
  });
}

const liveCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/scores/live/games')).length;

const stripLinks = async () =>
  within(await screen.findByRole('region', { name: 'Scores' })).getAllByRole('link');

describe('ScoreStrip', () => {
  beforeEach(() => FakeEventSource.reset());

  it('shows live games first, then upcoming, then final, each linking to its game page', async () => {
    stubScheduleCalls();
    renderStrip();
    const links = await stripLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/games/game/${liveGame.gameId}`,
      `/games/game/${upcomingGame.gameId}`,
      `/games/game/${finalGame.gameId}`,
    ]);
    expect(links[0]?.querySelector('[data-game-label]')?.textContent).toContain(
      'Kansas City Chiefs 7 at Buffalo Bills 14, Q2 05:12',
    );
    expect(within(links[2] as HTMLElement).getByText('FINAL')).toBeTruthy();
    // Records come from the standings.
    expect(await within(links[2] as HTMLElement).findByText('4-1')).toBeTruthy();
  });

  it("puts the user's favourite teams' games right after the live ones, the rest in the spec's order", async () => {
    stubScheduleCalls();
    // Baltimore played the final game; the favourite's final comes before the other upcoming game.
    const fan = {
      ...account,
      data: { ...account.data, league: { favoriteTeams: [finalGame.visitorTeamId] } },
    };
    renderStrip({ session: createStaticSession({ account: fan }) });
    const links = await stripLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/games/game/${liveGame.gameId}`,
      `/games/game/${finalGame.gameId}`,
      `/games/game/${upcomingGame.gameId}`,
    ]);
  });

  it("keeps a favourite's live game among the live ones, and the spec's order for the rest", async () => {
    stubScheduleCalls();
    const fan = { ...account, data: { ...account.data, league: { favoriteTeams: [liveGame.homeTeamId] } } };
    renderStrip({ session: createStaticSession({ account: fan }) });
    const links = await stripLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/games/game/${liveGame.gameId}`,
      `/games/game/${upcomingGame.gameId}`,
      `/games/game/${finalGame.gameId}`,
    ]);
  });

  it('gives loser styling only to the lower score of a final game', async () => {
    stubScheduleCalls();
    renderStrip();
    const [live, , final] = await stripLinks();
    const losing = (link: HTMLElement | undefined) =>
      [...(link?.querySelectorAll('[data-losing="true"]') ?? [])].map((row) => row.textContent);
    expect(losing(final)).toEqual([expect.stringContaining('NYG')]);
    // BUF leads KC 14-7, but the game is not over.
    expect(losing(live)).toEqual([]);
  });

  it('shows the line to visitors by default and shows ARI as AZ', async () => {
    stubScheduleCalls();
    renderStrip();
    expect(await screen.findByRole('link', { name: /line SF -3\.5/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /line KC -2\.5/ })).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Arizona Cardinals/ })).getByText('AZ')).toBeTruthy();
    // A final game's line is history.
    expect(
      screen.getByRole('link', { name: /Baltimore Ravens 23/ }).querySelector('[data-game-label]')
        ?.textContent,
    ).not.toContain('line');
  });

  it('hides the odds for a user who switched live odds off', async () => {
    stubScheduleCalls();
    renderStrip({ session: createStaticSession({ account }) });
    await stripLinks();
    expect(screen.queryByRole('link', { name: /line/ })).toBeNull();
    expect(screen.queryByText('SF -3.5')).toBeNull();
  });

  it('updates a score pushed over /api/live', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const fetchMock = stubScheduleCalls();
    const { queryClient } = renderStrip();
    await screen.findByRole('link', { name: /Buffalo Bills 14/ });
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe('/api/live');
    act(() => stream.open());
    // Opening refetches the lists once (nothing is missed between the fetch and the stream)…
    await waitFor(() => expect(liveCalls(fetchMock)).toBe(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // …after which the server stub still answers 14: the 21 below can only come from the push.
    act(() =>
      stream.emit(
        'game',
        {
          type: 'game',
          gameId: liveGame.gameId,
          season: 2024,
          seasonType: 'REG',
          week: 6,
          phase: 'INGAME',
          displayStatus: 'Q2 01:40',
          quarter: 2,
          clock: '01:40',
          possessionTeamId: liveGame.visitorTeamId,
          down: 1,
          distance: 10,
          yardLine: 'KC 25',
          downAndDist: '1st & 10',
          isRedzone: false,
          homeScore: 21,
          visitorScore: 7,
        },
        '77',
      ),
    );
    expect(await screen.findByRole('link', { name: /Buffalo Bills 21, Q2 01:40/ })).toBeTruthy();
  });

  it('polls at 30 s with a game under way while the push is down', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const fetchMock = stubScheduleCalls();
    const { queryClient } = renderStrip();
    await stripLinks();
    act(() => FakeEventSource.latest().open());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    vi.useFakeTimers();
    try {
      // Pushes arrive: no polling.
      const before = liveCalls(fetchMock);
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(liveCalls(fetchMock)).toBe(before);
      // The push fails: a game is under way, so every 30 s.
      act(() => FakeEventSource.latest().fail());
      await act(() => vi.advanceTimersByTimeAsync(29_000));
      expect(liveCalls(fetchMock)).toBe(before);
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      expect(liveCalls(fetchMock)).toBe(before + 1);
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(liveCalls(fetchMock)).toBe(before + 2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tracks a non-subscriber’s click as a premium purchase access point', async () => {
    stubScheduleCalls();
    renderStrip({ config: { ...testAppConfig, authEnabled: true } });
    const [live] = await stripLinks();
    takeQueuedEvents();
    await userEvent.click(live as HTMLElement);
    expect(await screen.findByText('Game page')).toBeTruthy();
    expect(takeQueuedEvents()).toEqual([
      expect.objectContaining({
        type: 'click',
        name: 'premium_access_point',
        properties: expect.objectContaining({ source: 'score_strip', gameId: liveGame.gameId }),
      }),
    ]);
  });

  it('does not track subscribers (everyone counts as subscribed with auth off)', async () => {
    stubScheduleCalls();
    renderStrip();
    const [live] = await stripLinks();
    takeQueuedEvents();
    await userEvent.click(live as HTMLElement);
    await screen.findByText('Game page');
    expect(takeQueuedEvents().filter((event) => event.type === 'click')).toEqual([]);
  });

  it('shows a skeleton while loading, then "No games this week" for an empty week', async () => {
    stubScheduleCalls({ games: [] });
    renderStrip();
    expect(screen.getByRole('status', { name: 'Loading scores' })).toBeTruthy();
    expect(await screen.findByText('No games this week')).toBeTruthy();
  });

  it('shows the error and retries', async () => {
    let isDown = true;
    stubFetch({
      '/api/schedules/current': () => jsonResponse(currentWeek),
      '/api/schedules/standings': () => jsonResponse(standings),
      '/api/scores/live/games': () =>
        isDown
          ? jsonResponse({ message: 'Scores are resting', statusCode: 503 }, { status: 503 })
          : jsonResponse(weekGames),
    });
    renderStrip();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Scores could not be loaded. Scores are resting');
    isDown = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await stripLinks()).toHaveLength(3);
  });
});
