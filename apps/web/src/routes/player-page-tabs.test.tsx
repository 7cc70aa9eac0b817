import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT, SEASON, player, stubPlayerCalls, subscriber } from '../testing/player-fixtures';
import { renderApp } from '../testing/render-app';

// The route loads the page's code on its first visit: loaded once here, so the first test's wait
// is for the page to render, not for a busy machine to import it.
beforeAll(async () => {
  await import('./player-page');
});

describe('the player page tabs', () => {
  it('summarises his seasons, the weekly chart and the game log with links to each game', async () => {
    stubPlayerCalls();
    renderApp({ path: `/players/player/${player.nflId}`, session: subscriber() });
    const table = await screen.findByRole('table', { name: 'Season by season' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      `${SEASON - 1} Regular`,
      `${SEASON} Regular`,
    ]);
    expect(within(rows[0]!).getByText('4,200')).toBeTruthy();
    const log = screen.getByRole('table', { name: 'Game log' });
    const result = within(log).getByRole('link', { name: 'W 31-10' });
    expect(result.getAttribute('href')).toBe('/games/game/2024091502');
    expect(screen.getByRole('img', { name: /Passing yards by week: week 1: 250, week 2: 350/ })).toBeTruthy();
  });

  it('lists fantasy points by week with the season rank on the Fantasy tab', async () => {
    stubPlayerCalls();
    renderApp({ path: `/players/player/${player.nflId}/fantasy`, session: subscriber(ACCOUNT) });
    expect((await screen.findByTestId('fantasy-season-rank')).textContent).toBe(
      'QB6 · 110.5 points · 22.1 per game',
    );
    const table = screen.getByRole('table', { name: 'Fantasy points by week' });
    const last = within(table).getAllByRole('row').at(-1)!;
    expect(last.textContent).toBe('Season46.647.648.6');
    expect(screen.getByText(/PPR scoring/)).toBeTruthy();
  });

  it('shows insights with their source figures on the Insights tab', async () => {
    stubPlayerCalls();
    renderApp({ path: `/players/player/${player.nflId}/insights`, session: subscriber() });
    const best = await screen.findByText('Week 2 vs ARI: 350 passing yards (W 31-10).');
    expect(best.closest('[data-insight]')?.textContent).toContain('Source: 600 passing yards in 2 games');
    expect(screen.getByText(/1,500 passing yards in 2024, 36% of his best \(4,200 in 2023\)/)).toBeTruthy();
  });

  it('says so when the URL asks for a season he did not play, and shows his stats season', async () => {
    stubPlayerCalls();
    renderApp({ path: `/players/player/${player.nflId}?season=1999`, session: subscriber() });
    expect(
      await screen.findByText(`No regular-season games for “1999”; showing ${SEASON} instead.`),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: `${SEASON} game log` })).toBeTruthy();
  });
});
