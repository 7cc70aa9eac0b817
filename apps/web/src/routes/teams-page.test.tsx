import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';
import { currentWeek } from '../testing/schedule-fixtures';
import { TEST_TEAMS } from '../testing/test-teams';

describe('the teams page', () => {
  it('lists every team by conference and division, each linking to its page', async () => {
    stubFetch({
      '/api/teams/all': () => jsonResponse({ teams: TEST_TEAMS }),
      '/api/schedules/current': () => jsonResponse(currentWeek),
      '/api/scores/live/games': () => jsonResponse({ games: [] }),
    });
    renderApp({ path: '/teams' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Teams' })).toBeTruthy();
    const afc = await screen.findByRole('region', { name: 'AFC' });
    expect(
      within(afc)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['AFC East', 'AFC North', 'AFC South', 'AFC West']);
    const east = within(afc).getByRole('region', { name: 'AFC East' });
    expect(
      within(east)
        .getByRole('link', { name: /Buffalo Bills/ })
        .getAttribute('href'),
    ).toBe('/teams/team/3200');
    // The all-star teams have no division and no place here.
    expect(screen.queryByRole('link', { name: /Pro Bowl|AFC All/ })).toBeNull();
  });
});
