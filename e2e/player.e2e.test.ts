/**
 * The player page in Chromium against the built app (shared e2e server): a rostered player's header
 * card against GET /api/players/player, and the 404 page for an unknown player.
 */
import { playerSchema } from '@all22/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { getJson, getRosterPlayerId, waitForPageTitle } from './journey-helpers.js';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1440, height: 900 };
const CHIEFS = '2310';

describe('player page', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });

  async function openPage(path: string): Promise<Page> {
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    await waitForPageTitle(page);
    return page;
  }

  it("heads the page with the player's card as the API describes him", async () => {
    const nflId = await getRosterPlayerId(baseUrl, CHIEFS);
    const player = await getJson(`${baseUrl}/api/players/player?nflId=${nflId}`, playerSchema);
    const page = await openPage(`/players/player/${nflId}`);
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
    const page = await openPage('/players/player/1');
    await page.getByRole('heading', { name: 'This page could not be found' }).waitFor();
    expect(await page.title()).toBe('404 Not Found');
  });
});
