import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createStaticSession } from '../../../lib/session/session';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { currentWeek } from '../../../testing/schedule-fixtures';
import { funFactsResponse, gtgWeeks } from '../testing/gtg-fixtures';

const subscriber = () =>
  createStaticSession({ user: { ...createStaticSession().getSnapshot().user, isSubscribed: true } });

function stubFactsCalls(facts: (request: Request) => Response = () => jsonResponse(funFactsResponse)) {
  return stubFetch({
    '/api/schedules/current': () => jsonResponse(currentWeek),
    '/api/schedules/weeks': () => jsonResponse(gtgWeeks),
    '/api/scores/live/games': () => jsonResponse({ games: [] }),
    '/api/teams/all': () => jsonResponse({ teams: [] }),
    '/api/gtg/funFacts': facts,
  });
}

describe('the Fun Facts page', () => {
  it("groups the week's facts by game, each with its evidence and links", async () => {
    stubFactsCalls();
    renderApp({ path: '/gtg/fun-facts', session: subscriber() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fun Facts' })).toBeTruthy();
    const game = await screen.findByRole('region', { name: 'AZ at SF' });
    expect(within(game).getByRole('link', { name: 'AZ at SF' }).getAttribute('href')).toBe(
      '/games/game/2024101310',
    );
    const fact = within(game).getByRole('article', {
      name: 'Damon Wenastead (QB, AZ) has thrown two or more touchdown passes in 6 straight games.',
    });
    expect(within(fact).getByText('Streak')).toBeTruthy();
    const evidence = within(fact).getByRole('table', { name: 'Evidence' });
    expect(within(evidence).getAllByRole('row')).toHaveLength(5);
    expect(within(evidence).getByRole('link', { name: '2024 Week 1 vs SEA' }).getAttribute('href')).toBe(
      '/games/game/2024090800',
    );
    expect(within(fact).getByRole('link', { name: 'Damon Wenastead' }).getAttribute('href')).toBe(
      '/players/player/101',
    );
    expect(within(fact).getByRole('link', { name: 'Touchdown passes on film' }).getAttribute('href')).toBe(
      '/film/plays?season=2024&passerId=101&touchdown=true',
    );
    const showAll = within(fact).getByRole('button', { name: 'Show all 6' });
    await userEvent.click(showAll);
    expect(within(evidence).getAllByRole('row')).toHaveLength(6);
    expect(within(fact).getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    const other = screen.getByRole('region', { name: 'BAL at NYG' });
    expect(within(other).getByText('1 fact', { exact: false })).toBeTruthy();
    expect(within(other).getByRole('link', { name: 'New York Giants' }).getAttribute('href')).toBe(
      '/teams/team/3410',
    );
    expect(screen.getByText(/2 facts about 2 games/)).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    stubFactsCalls(() => jsonResponse({ message: 'Facts are down', statusCode: 503 }, { status: 503 }));
    renderApp({ path: '/gtg/fun-facts', session: subscriber() });
    const message = await screen.findByText(
      /This week's fun facts could not be loaded/,
      {},
      { timeout: 10_000 },
    );
    expect(message.textContent).toContain('Facts are down');
  });
});
