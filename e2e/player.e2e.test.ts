/**
 * The player page in Chromium against the built app (shared e2e server): a rostered player's header
 * card against GET /api/players/player, and the 404 page for an unknown player.
 */
import {
  playerFantasyWeeksResponseSchema,
  playerGameLogResponseSchema,
  playerSchema,
} from '@all22/contracts';
import { formatStatValue } from '@all22/domain';
import { describe, expect, inject, it } from 'vitest';
import { getCurrentWeek, getJson, getRosterPlayerId } from './journey-helpers.js';
import { PHONE_VIEWPORT, usePageBrowser } from './page-browser.js';

const baseUrl = inject('baseUrl');
const CHIEFS = '2310';

describe('player page', () => {
  const pages = usePageBrowser(baseUrl);

  it("heads the page with the player's card as the API describes him", async () => {
    const nflId = await getRosterPlayerId(baseUrl, CHIEFS);
    const player = await getJson(`${baseUrl}/api/players/player?nflId=${nflId}`, playerSchema);
    const page = await pages.open(`/players/player/${nflId}`);
    const name = page.getByRole('heading', { level: 1 }).getByRole('link', { name: player.displayName });
    await name.waitFor();
    expect(await name.getAttribute('href')).toBe(`/players/player/${nflId}`);
    const details = [player.position, player.jerseyNumber === null ? null : `#${player.jerseyNumber}`].filter(
      Boolean,
    );
    expect(await page.getByTestId('player-details').textContent()).toBe(details.join(' · '));
    if (player.currentTeam)
      await page.getByRole('link', { name: player.currentTeam.fullName }).first().waitFor();
    expect(await page.title()).toBe(`${player.displayName} | All22`);
    await page.screenshot({ path: 'e2e/screenshots/player-desktop.png' });
  });

  it('is the 404 page for an unknown player', async () => {
    const page = await pages.open('/players/player/1', PHONE_VIEWPORT);
    await page.getByRole('heading', { name: 'This page could not be found' }).waitFor();
    expect(await page.title()).toBe('404 Not Found');
  });
  it('lists his games on the Summary and his points on the Fantasy tab as the API counts them, on a phone too', async () => {
    const { season } = await getCurrentWeek(baseUrl);
    const nflId = await getRosterPlayerId(baseUrl, CHIEFS);
    const query = `playerId=${nflId}&season=${season}`;
    const log = await getJson(`${baseUrl}/api/players/gameLog?${query}`, playerGameLogResponseSchema);
    const page = await pages.open(`/players/player/${nflId}`, PHONE_VIEWPORT);
    await page.getByRole('heading', { name: `${season} game log` }).waitFor();
    if (log.games.length === 0) {
      await page.getByText(`No regular-season games in ${season}.`).first().waitFor();
    } else {
      const table = page.getByRole('table', { name: 'Game log' });
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBe(log.games.length);
    }
    const hasSidewaysScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(hasSidewaysScroll).toBe(false);
    await page.screenshot({ path: 'e2e/screenshots/player-mobile.png', fullPage: true });

    const weeks = await getJson(
      `${baseUrl}/api/players/fantasyWeeks?${query}`,
      playerFantasyWeeksResponseSchema,
    );
    await page.getByRole('navigation', { name: 'Player' }).getByRole('tab', { name: 'Fantasy' }).click();
    await page.getByRole('heading', { name: `${season} fantasy season` }).waitFor();
    if (weeks.weeks.length > 0) {
      const table = page.getByRole('table', { name: 'Fantasy points by week' });
      await table.waitFor();
      const total = table.locator('tbody tr').last().locator('td').first();
      expect(await total.textContent()).toBe(formatStatValue(weeks.totals.fpStd));
    }
  });
});
