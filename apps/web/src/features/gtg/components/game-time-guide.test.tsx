import type { AccountInfo } from '@all22/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStaticSession } from '../../../lib/session/session';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { currentWeek, upcomingGame, weekOdds } from '../../../testing/schedule-fixtures';
import { guideResponse, gtgWeeks } from '../testing/gtg-fixtures';

const subscriber = (account: AccountInfo | null = null) =>
  createStaticSession({ user: { ...createStaticSession().getSnapshot().user, isSubscribed: true }, account });

const account = (showOddsInfo: boolean): AccountInfo => ({
  UID: 'u1',
  email: 'fan@example.com',
  createdTimestamp: 0,
  profile: { firstName: 'Pat', lastName: 'Fan' },
  data: {
    display: { showOddsInfo, pointsPerReception: 0, clipTypes: ['SIDELINE', 'ENDZONE'] },
    league: { favoriteTeams: [] },
  },
});

function stubGuideCalls(overrides: Record<string, (request: Request) => Response> = {}) {
  return stubFetch({
    '/api/schedules/current': () => jsonResponse(currentWeek),
    '/api/schedules/weeks': () => jsonResponse(gtgWeeks),
    '/api/schedules/week/odds': () => jsonResponse(weekOdds),
    '/api/scores/live/games': () => jsonResponse({ games: [] }),
    '/api/teams/all': () => jsonResponse({ teams: [] }),
    '/api/gtg': () => jsonResponse(guideResponse),
    ...overrides,
  });
}

describe('the Game Time Guide', () => {
  it("shows the current week's games with kick-off, line, records, matchups, players and injuries", async () => {
    stubGuideCalls();
    renderApp({ path: '/gtg', session: subscriber() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Game Time Guide' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'AZ at SF' });
    const inCard = within(card);
    expect(inCard.getByText(/SUN OCT 13 · 4:25 PM ET/)).toBeTruthy();
    expect(inCard.getByLabelText('Line: SF -3.5, O/U 44.5')).toBeTruthy();
    expect(inCard.getByRole('link', { name: 'Game page, AZ at SF' }).getAttribute('href')).toBe(
      `/games/game/${upcomingGame.gameId}`,
    );
    expect(inCard.getByRole('link', { name: 'San Francisco 49ers' }).getAttribute('href')).toBe(
      '/teams/team/4500',
    );
    expect(inCard.getByText('5-0 · 1st in the NFC West · NFC 1st seed')).toBeTruthy();
    expect(inCard.getByText('AZ top receiver vs SF pass defense')).toBeTruthy();
    expect(inCard.getByText(/474 receiving yards \(94\.8 a game\), 3 TD/)).toBeTruthy();
    expect(inCard.getByText('vs Pass yards allowed per game: 181.3 (2nd)')).toBeTruthy();
    expect(inCard.getByRole('link', { name: 'Damon Wenastead' }).getAttribute('href')).toBe(
      '/players/player/101',
    );
    const ranks = inCard.getByRole('table', { name: 'Team ranks, AZ and SF' });
    expect(
      within(ranks).getByRole('row', { name: /Points per game 24\.4 \(7th\) 30\.2 \(1st\)/ }),
    ).toBeTruthy();
    expect(inCard.getByText('AZ injuries (1, 1 out)')).toBeTruthy();
    expect(inCard.getByText('SF injuries (none reported)')).toBeTruthy();
    expect(screen.getByText(/come from the 2024 regular season through Week 5/)).toBeTruthy();
    const weeks = screen.getByRole('navigation', { name: 'Weeks' });
    expect(within(weeks).getByRole('link', { current: 'page' }).textContent).toBe('Week 6');
    expect(within(weeks).getByRole('link', { name: 'Week 5' }).getAttribute('href')).toBe(
      '/gtg?season=2024&weekSlug=WEEK_5',
    );
  });

  it('hides the line when the user turned odds off', async () => {
    const fetchMock = stubGuideCalls();
    renderApp({ path: '/gtg', session: subscriber(account(false)) });
    const card = await screen.findByRole('article', { name: 'AZ at SF' });
    expect(within(card).queryByLabelText(/^Line:/)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/week/odds'))).toBe(false);
  });

  it('asks for the week in the address and keeps it in the section tabs', async () => {
    const fetchMock = stubGuideCalls();
    renderApp({ path: '/gtg?season=2024&weekSlug=WEEK_5', session: subscriber() });
    await screen.findByRole('article', { name: 'AZ at SF' });
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/gtg'));
    expect(asked.every((url) => url.includes('season=2024&seasonType=REG&week=5'))).toBe(true);
    const tabs = screen.getByRole('navigation', { name: 'Game Time Guide' });
    expect(within(tabs).getByRole('tab', { name: 'Fun Facts' }).getAttribute('href')).toBe(
      '/gtg/fun-facts?season=2024&weekSlug=WEEK_5',
    );
    const weeks = screen.getByRole('navigation', { name: 'Weeks' });
    expect(within(weeks).getByRole('link', { current: 'page' }).textContent).toBe('Week 5');
    expect(within(weeks).getByRole('link', { name: 'Week 6' }).getAttribute('href')).toBe('/gtg');
  });

  it('says when the address names no week, and shows the current one', async () => {
    stubGuideCalls();
    renderApp({ path: '/gtg?weekSlug=WEEK_40', session: subscriber() });
    expect(
      await screen.findByText(/Week "WEEK_40" is not a week .* Showing the current week\./),
    ).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'AZ at SF' })).toBeTruthy();
  });

  it('changes season with the season select', async () => {
    stubGuideCalls();
    const { router } = renderApp({ path: '/gtg', session: subscriber() });
    const select = await screen.findByRole('combobox', { name: 'Season' });
    fireEvent.change(select, { target: { value: '2022' } });
    await waitFor(() => expect(router.state.location.search).toBe('?season=2022'));
  });

  it('shows an empty week and a failed load with a retry', async () => {
    stubGuideCalls({ '/api/gtg': () => jsonResponse({ ...guideResponse, games: [] }) });
    const empty = renderApp({ path: '/gtg', session: subscriber() });
    expect(await screen.findByText('No games are scheduled this week.')).toBeTruthy();
    empty.unmount();
    stubGuideCalls({
      '/api/gtg': () =>
        jsonResponse({ message: 'No week REG 19 in season 2024', statusCode: 404 }, { status: 404 }),
    });
    renderApp({ path: '/gtg', session: subscriber() });
    const message = await screen.findByText(/This week's guide could not be loaded/);
    expect(message.textContent).toContain('No week REG 19 in season 2024');
    expect(
      within(message.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    ).toBeTruthy();
  });
});
