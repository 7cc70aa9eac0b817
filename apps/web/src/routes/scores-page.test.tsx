import type { WeekResponse } from '@all22/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStaticSession } from '../lib/session/session';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';
import { currentWeek, finalGame, standings, teams, weekGames, weekOdds } from '../testing/schedule-fixtures';

const subscriber = () =>
  createStaticSession({ user: { ...createStaticSession().getSnapshot().user, isSubscribed: true } });

const week = (
  seasonType: WeekResponse['seasonType'],
  number: number,
  weekSlug: string,
  text: string,
): WeekResponse => ({
  season: 2024,
  seasonType,
  week: number,
  weekType: seasonType,
  text,
  weekSlug,
  seasonTypeWeek: `${seasonType}-${number}`,
  startDate: '2024-10-08',
  endDate: '2024-10-14',
});
const weeks = {
  weeks: [
    week('PRE', 1, 'P1', 'Preseason 1'),
    week('REG', 5, 'WEEK_5', 'Week 5'),
    week('REG', 6, 'WEEK_6', 'Week 6'),
  ],
};

function stubScoresCalls(overrides: Record<string, (url: URL) => Response> = {}) {
  return stubFetch({
    '/api/schedules/current': () => jsonResponse(currentWeek),
    '/api/schedules/weeks': () => jsonResponse(weeks),
    '/api/scores/live/games': () => jsonResponse(weekGames),
    '/api/schedules/week/odds': () => jsonResponse(weekOdds),
    '/api/schedules/standings': () => jsonResponse(standings),
    '/api/teams/all': () => jsonResponse({ teams: Object.values(teams) }),
    ...overrides,
  });
}

describe('the scores page', () => {
  it("shows the current week's games by day, each linking to its game, with the week picked", async () => {
    stubScoresCalls();
    renderApp({ path: '/games/scores', session: subscriber() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Scores & Schedule' })).toBeTruthy();
    // The fixtures' games all kick off on Sunday, Eastern time.
    const sunday = await screen.findByRole('region', { name: 'SUN OCT 13' });
    expect(within(sunday).getAllByRole('link')).toHaveLength(weekGames.games.length);
    const finalLink = within(sunday).getByRole('link', { name: /Baltimore Ravens/ });
    expect(finalLink.getAttribute('href')).toBe(`/games/game/${finalGame.gameId}`);
    const picker = await screen.findByRole('navigation', { name: 'Weeks' });
    const selected = within(picker).getByRole('link', { current: 'page' });
    expect(selected.textContent).toBe('Week 6');
    expect(within(picker).getByRole('link', { name: 'Week 5' }).getAttribute('href')).toBe(
      '/games/scores/2024/REG/5',
    );
    await waitFor(() => expect(document.title).toBe('Scores · 2024 · Week 6 | All22'));
    expect(screen.getByRole('link', { name: 'Game Time Guide' }).getAttribute('href')).toBe(
      '/gtg?season=2024&weekSlug=WEEK_6',
    );
  });

  it('asks for the week in the path, and says when it has no games', async () => {
    const fetchMock = stubScoresCalls({ '/api/scores/live/games': () => jsonResponse({ games: [] }) });
    renderApp({ path: '/games/scores/2024/REG/5', session: subscriber() });
    expect(await screen.findByText('No games are scheduled this week.')).toBeTruthy();
    const calls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/live/games'));
    expect(calls.some((url) => url.includes('season=2024&seasonType=REG&week=5'))).toBe(true);
    const picker = await screen.findByRole('navigation', { name: 'Weeks' });
    expect(within(picker).getByRole('link', { current: 'page' }).textContent).toBe('Week 5');
  });

  it('shows a failed load with a retry', async () => {
    stubScoresCalls({
      '/api/scores/live/games': () =>
        jsonResponse({ message: 'Scores are down', statusCode: 503 }, { status: 503 }),
    });
    renderApp({ path: '/games/scores/2024/REG/6', session: subscriber() });
    const message = await screen.findByText(/The games could not be loaded/, {}, { timeout: 10_000 });
    expect(message.textContent).toContain('Scores are down');
    const alert = message.closest('[role="alert"]');
    expect(alert && within(alert as HTMLElement).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('changes season with the season select', async () => {
    stubScoresCalls();
    const { router } = renderApp({ path: '/games/scores/2024/REG/6', session: subscriber() });
    const select = await screen.findByRole('combobox', { name: 'Season' });
    expect(within(select).getAllByRole('option').at(-1)?.textContent).toBe('2018');
    fireEvent.change(select, { target: { value: '2022' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/games/scores/2022'));
  });
});
