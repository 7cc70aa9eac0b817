/**
 * The Splits tabs in Chromium against the built app (shared e2e server: 2018 week 1 under way),
 * signed in as a subscriber: a passer's Splits tab shows his passing splits with the counts
 * GET /api/stats/splits gives; a split row opens the film room on as many plays as the row says;
 * a team's Splits tab switches to its defense; the tab fits a phone; axe finds nothing serious at
 * either size. Screenshots go to SHOTS_DIR (default e2e/screenshots), splits-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { playListResponseSchema, splitResponseSchema } from '@all22/contracts';
import { formatStatValue } from '@all22/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { DEMO_USERS, getJson, readAccessToken, signIn, waitForPageTitle } from './journey-helpers.js';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './page-browser.js';
import { scanForBlockingViolations } from './axe.js';

const baseUrl = inject('baseUrl');
const SHOTS_DIR = process.env.SHOTS_DIR ?? 'e2e/screenshots';
const SETTLE_MS = 400;
const POLL = { timeout: 15_000 };

/** "1,234 plays" as the film room writes a count. */
const playsText = (total: number) =>
  `${formatStatValue(total, { decimals: 0 })} ${total === 1 ? 'play' : 'plays'}`;

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(SETTLE_MS);
  await page.screenshot({ path: path.join(SHOTS_DIR, `splits-${name}.png`), fullPage: false });
}

describe('splits', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  /** The passer's Splits tab, from the first journey. */
  let playerSplitsUrl = '';

  beforeAll(async () => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
    page = await context.newPage();
    await page.goto(`${baseUrl}/support`);
    await waitForPageTitle(page);
    await signIn(page, DEMO_USERS.subscriber);
    token = await readAccessToken(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("goes from a passer's Splits tab, by a split row, to the film room with the same count", async () => {
    const { plays } = await getJson(
      `${baseUrl}/api/plays?passPlay=true&attempt=true&pageSize=1`,
      playListResponseSchema,
      token,
    );
    const passerId = plays[0]!.passerId!;
    const season = plays[0]!.season;
    await page.goto(`${baseUrl}/players/player/${passerId}`);
    await waitForPageTitle(page);
    await page.getByRole('tab', { name: 'Splits' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/splits'));
    await page.getByRole('table', { name: 'Air Yards splits' }).waitFor();
    playerSplitsUrl = page.url();
    expect(await page.title()).toMatch(/ Player Splits \| All22$/);

    // The table shows the API's figures for his season.
    const api = await getJson(
      `${baseUrl}/api/stats/splits/passing?season=${season}&seasonType=REG&nflId=${passerId}`,
      splitResponseSchema,
      token,
    );
    const rows = api.groups.flatMap((group) => group.splits);
    const split = rows.find((row) => (row.values['general.plays'] ?? 0) > 0)!;
    const count = split.values['general.plays']!;
    const row = page.locator(`tr[data-split="${split.code}"]`);
    expect(await row.locator('td').first().textContent()).toBe(formatStatValue(count, { decimals: 0 }));
    expect(await page.locator('tr[data-split]').count()).toBe(rows.length);
    await shot(page, 'player-desktop');
    expect(await scanForBlockingViolations(page)).toEqual([]);

    // Its row opens the film room on the split's filter, and the film room counts as many plays.
    await row.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/film/plays');
    expect(new URL(page.url()).search.slice(1)).toBe(split.filter);
    await expect
      .poll(async () => (await page.getByTestId('film-results-total').textContent()) ?? '', POLL)
      .toBe(playsText(count));
    await shot(page, 'film');
  });

  it("switches a team's splits to its defense, keeps the choice in the address, and fits a phone", async () => {
    await page.goto(`${baseUrl}/teams/team/2310/splits`);
    await waitForPageTitle(page);
    await page.getByRole('table', { name: 'QB Formation splits' }).waitFor();
    await page.getByRole('combobox', { name: 'Splits' }).selectOption('team-defense-rush');
    await page.waitForURL((url) => url.searchParams.get('split') === 'team-defense-rush');
    await page.getByRole('table', { name: 'Rush Direction splits' }).waitFor();
    await shot(page, 'team-desktop');
    expect(await scanForBlockingViolations(page)).toEqual([]);

    await page.setViewportSize(PHONE_VIEWPORT);
    await page.reload();
    await page.getByRole('table', { name: 'Rush Direction splits' }).waitFor();
    const overflow = await page.evaluate(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('table', { name: 'Rush Direction splits' }).scrollIntoViewIfNeeded();
    await shot(page, 'team-phone');
    expect(await scanForBlockingViolations(page)).toEqual([]);

    await page.goto(playerSplitsUrl);
    await page.getByRole('table', { name: 'Air Yards splits' }).waitFor();
    expect(
      await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
    ).toBeLessThanOrEqual(0);
    await shot(page, 'player-phone');
    await page.getByRole('table', { name: 'Air Yards splits' }).scrollIntoViewIfNeeded();
    await shot(page, 'player-phone-table');
    expect(await scanForBlockingViolations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP_VIEWPORT);
  });
});
