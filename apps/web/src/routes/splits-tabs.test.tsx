import type { SplitResponse } from '@all22/contracts';
import {
  SIGNED_OUT_USER_STATE,
  SPLIT_CATALOGUES,
  SPLIT_STAT_KEYS,
  type SplitCategory,
  describeStat,
  groupSplitOptions,
} from '@all22/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../testing/fetch-stub';
import { SEASON, player, stubPlayerCalls, subscriber } from '../testing/player-fixtures';
import { renderApp } from '../testing/render-app';
import { testAppConfig } from '../testing/fixtures';
import { createStaticSession } from '../lib/session/session';
import { teams } from '../testing/schedule-fixtures';
import { stubTeamCalls, subscriber as teamSubscriber } from '../testing/team-fixtures';

/** An answer as the server builds it: the category's catalogue and columns; plays 10, 20, 30… by row. */
function splitsAnswer(
  category: SplitCategory,
  subject: { nflId: number } | { teamId: string },
): SplitResponse {
  let plays = 0;
  return {
    category,
    season: SEASON,
    seasonType: 'REG',
    nflId: 'nflId' in subject ? subject.nflId : null,
    teamId: 'teamId' in subject ? subject.teamId : null,
    columns: SPLIT_STAT_KEYS[category].map((key) => {
      const { shortLabel, tooltip, decimals, isPercentage } = describeStat(key);
      return { key, label: shortLabel, tooltip, decimals, isPercentage };
    }),
    groups: groupSplitOptions(SPLIT_CATALOGUES[category]).map(({ group, options }) => ({
      group,
      splits: options.map((option) => {
        plays += 10;
        return {
          code: option.code,
          label: option.label,
          filter: `season=${SEASON}&seasonType=REG&${option.filter}`,
          values: Object.fromEntries(
            SPLIT_STAT_KEYS[category].map((key, index) => [key, index === 0 ? plays : plays / 10 + index]),
          ),
        };
      }),
    })),
  };
}

beforeAll(async () => {
  // The lazy tab's code, so the first test does not wait for its first load.
  await Promise.all([
    import('./player-page'),
    import('./team-page'),
    import('../features/splits/components/player-splits-tab'),
    import('../features/splits/components/team-splits-tab'),
  ]);
});

describe('the Splits tabs', () => {
  it("opens a passer's passing splits, a table per group, each split linking to its film", async () => {
    const calls = stubPlayerCalls({
      '/api/stats/splits/passing': () => jsonResponse(splitsAnswer('passing', { nflId: player.nflId })),
    });
    renderApp({ path: `/players/player/${player.nflId}/splits`, session: subscriber() });
    const airYards = await screen.findByRole('table', { name: 'Air Yards splits' });
    expect(screen.getByRole('tab', { name: 'Splits', selected: true })).toBeTruthy();
    const headers = within(airYards)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Split', ...SPLIT_STAT_KEYS.passing.map((key) => describeStat(key).shortLabel)]);
    const deep = within(airYards).getByRole('link', { name: 'Deep (20+ yds): 30 plays in the film room' });
    expect(deep.getAttribute('href')).toBe(`/film/plays?season=${SEASON}&seasonType=REG&airYardType=DEEP`);
    expect(screen.getByRole('table', { name: 'Red Zone splits' })).toBeTruthy();
    const asked = calls.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    const splitsCall = asked.find((url) => url.pathname === '/api/stats/splits/passing');
    expect(Object.fromEntries(splitsCall!.searchParams)).toEqual({
      season: String(SEASON),
      seasonType: 'REG',
      nflId: String(player.nflId),
    });
  });

  it('sorts every group by a column, and keeps the season in the address', async () => {
    stubPlayerCalls({
      '/api/stats/splits/passing': () => jsonResponse(splitsAnswer('passing', { nflId: player.nflId })),
    });
    const { router } = renderApp({
      path: `/players/player/${player.nflId}/splits?season=${SEASON}&seasonType=REG`,
      session: subscriber(),
    });
    const airYards = await screen.findByRole('table', { name: 'Air Yards splits' });
    const rowNames = () =>
      within(screen.getByRole('table', { name: 'Air Yards splits' }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(rowNames()).toEqual(['Short (under 10 yds)', 'Intermediate (10–19 yds)', 'Deep (20+ yds)']);
    fireEvent.click(within(airYards).getByRole('button', { name: 'PLAYS' }));
    expect(rowNames()).toEqual(['Deep (20+ yds)', 'Intermediate (10–19 yds)', 'Short (under 10 yds)']);
    expect(within(airYards).getByRole('columnheader', { name: 'PLAYS' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Season type' }), { target: { value: 'POST' } });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('seasonType')).toBe('POST'),
    );
    expect(new URLSearchParams(router.state.location.search).get('season')).toBe(String(SEASON));
  });

  it("opens a team's offense splits and switches to its defense on run plays", async () => {
    const teamId = teams.bal.teamId;
    stubTeamCalls({
      '/api/stats/splits/team-offense': () => jsonResponse(splitsAnswer('team-offense', { teamId })),
      '/api/stats/splits/team-defense-rush': () =>
        jsonResponse(splitsAnswer('team-defense-rush', { teamId })),
    });
    renderApp({ path: `/teams/team/${teamId}/splits`, session: teamSubscriber() });
    expect(await screen.findByRole('table', { name: 'QB Formation splits' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Splits' }), {
      target: { value: 'team-defense-rush' },
    });
    const direction = await screen.findByRole('table', { name: 'Rush Direction splits' });
    expect(
      within(direction).getByRole('link', { name: /^Inside: \d+ plays in the film room$/ }),
    ).toBeTruthy();
  });

  it('says what failed when the splits cannot be loaded', async () => {
    stubPlayerCalls({
      '/api/stats/splits/passing': () =>
        jsonResponse({ message: 'Forbidden', statusCode: 403 }, { status: 403 }),
    });
    renderApp({ path: `/players/player/${player.nflId}/splits`, session: subscriber() });
    expect(await screen.findByText(/The splits could not be loaded/)).toBeTruthy();
  });

  it('tells someone without the film room that splits are for subscribers, and asks for none', async () => {
    const fetchMock = stubPlayerCalls();
    const config = { ...testAppConfig, authEnabled: true, freemium: true, freemiumRoutes: ['/players/*'] };
    const session = createStaticSession({ user: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true } });
    renderApp({ path: `/players/player/${player.nflId}/splits`, config, session });
    expect(await screen.findByText(/Splits are for subscribers/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/stats/splits/'))).toBe(false);
  });
});
