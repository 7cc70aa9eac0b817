/**
 * The players index (/players) in Chromium against the built app (shared e2e server), as a
 * signed-out visitor (it is a freemium route): rows against GET /api/players, the name search
 * (typed, one search per pause), a filter, sorting from a header, paging, reload and Back keeping
 * it all, a player's link, the phone layout, and axe at both sizes. Screenshots go to
 * e2e/screenshots/players-index-*.png (not in git).
 */
import { type PlayerListResponse, playerListResponseSchema } from '@all22/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { getJson } from './journey-helpers.js';
import { PHONE_VIEWPORT, usePageBrowser } from './page-browser.js';
import { scanForBlockingViolations } from './axe.js';

const baseUrl = inject('baseUrl');
const TABLE = '[data-testid="players-index-table"]';
const ROWS = `${TABLE} tbody tr`;
/** A new list may take a moment on a busy machine (the last rows stay, dimmed, meanwhile). */
const POLL = { timeout: 10_000 };

/** axe-core's source, evaluated in the page (its CSP refuses an added script tag). */

/** The index's page the API gives for `query`. */
function listPlayers(query: Record<string, string> = {}): Promise<PlayerListResponse> {
  return getJson(`${baseUrl}/api/players?${new URLSearchParams(query)}`, playerListResponseSchema);
}

/** The player names of the rows on screen, in order. */
const readNames = (page: Page) =>
  page
    .locator(TABLE)
    .evaluate((table) =>
      [...table.querySelectorAll('tbody tr th a')].map((link) => link.textContent?.trim() ?? ''),
    );
const names = (response: PlayerListResponse) => response.players.map((player) => player.displayName);
const search = (page: Page) => new URL(page.url()).searchParams;

describe('players index', () => {
  const pages = usePageBrowser(baseUrl);

  it('lists, searches, filters, sorts and pages through the API, all kept in the address', async () => {
    const page = await pages.open('/players');
    expect(await page.title()).toBe('Players | All22');
    await page.locator(ROWS).first().waitFor();
    const first = await listPlayers();
    expect(first.total).toBeGreaterThan(first.pageSize);
    expect(await readNames(page)).toEqual(names(first));
    await page.getByText(`${first.total.toLocaleString('en-US')} players`).waitFor();
    expect(await scanForBlockingViolations(page)).toEqual([]);
    await page.screenshot({ path: 'e2e/screenshots/players-index-desktop.png', fullPage: false });

    // Typing a name: one search once typing pauses, none for the letters on the way.
    const target = first.players.find((player) => player.lastName.length >= 5) ?? first.players[0]!;
    const term = target.lastName.slice(0, 4);
    const termsAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/players') termsAsked.push(url.searchParams.get('term') ?? '');
    });
    await page.getByRole('searchbox', { name: 'Name' }).pressSequentially(term, { delay: 40 });
    await page.waitForURL((url) => url.searchParams.get('term') === term);
    const found = await listPlayers({ term });
    await expect.poll(() => readNames(page), POLL).toEqual(names(found));
    expect(names(found)).toContain(target.displayName);
    expect(termsAsked.filter((asked) => asked !== '' && asked !== term)).toEqual([]);

    // A filter, from the keyboard.
    await page.getByRole('searchbox', { name: 'Name' }).fill('');
    await page.getByRole('searchbox', { name: 'Name' }).press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('term'));
    await page.getByLabel('Position').selectOption('QB');
    await page.waitForURL((url) => url.searchParams.get('position') === 'QB');
    const quarterbacks = await listPlayers({ position: 'QB' });
    await expect.poll(() => readNames(page), POLL).toEqual(names(quarterbacks));
    const positions = await page.locator(`${ROWS} td:nth-of-type(1)`).allTextContents();
    expect(new Set(positions)).toEqual(new Set(['QB']));

    // Sorting from a header: Enter, then a click the other way.
    const age = page.locator(`${TABLE} thead`).getByRole('button', { name: 'Age', exact: true });
    await age.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('sortKey') === 'age');
    const youngest = await listPlayers({ position: 'QB', sortKey: 'age' });
    await expect.poll(() => readNames(page), POLL).toEqual(names(youngest));
    await age.click();
    await page.waitForURL((url) => url.searchParams.get('sortValue') === 'DESC');
    const oldest = await listPlayers({ position: 'QB', sortKey: 'age', sortValue: 'DESC' });
    await expect.poll(() => readNames(page), POLL).toEqual(names(oldest));
    expect(await page.locator('th[aria-sort="descending"]').textContent()).toBe('Age');

    // Paging.
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    const second = await listPlayers({ position: 'QB', sortKey: 'age', sortValue: 'DESC', page: '2' });
    expect(second.players.length).toBeGreaterThan(0);
    await expect.poll(() => readNames(page), POLL).toEqual(names(second));

    // A reload shows the same list and controls; Back steps back through the changes.
    await page.reload();
    await page.locator(ROWS).first().waitFor();
    expect(await readNames(page)).toEqual(names(second));
    expect(await page.getByLabel('Position').inputValue()).toBe('QB');
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await expect.poll(() => readNames(page), POLL).toEqual(names(oldest));
    expect(Object.fromEntries(search(page))).toEqual({ position: 'QB', sortKey: 'age', sortValue: 'DESC' });

    // A player's name opens his page.
    const player = oldest.players[0]!;
    await page.locator(TABLE).getByRole('link', { name: player.displayName, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === `/players/player/${player.nflId}`);
    await page.getByRole('heading', { level: 1 }).getByRole('link', { name: player.displayName }).waitFor();
  });

  it('says when no players match', async () => {
    const page = await pages.open('/players?term=zzqqxx');
    await page.getByText('No players match “zzqqxx”.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.waitForURL((url) => url.search === '');
    await page.locator(ROWS).first().waitFor();
  });

  it('fits a phone: player and team columns, the rest under the name, a sort menu, no sideways scroll', async () => {
    const page = await pages.open('/players?position=WR&status=ACT', PHONE_VIEWPORT);
    await page.locator(ROWS).first().waitFor();
    const receivers = await listPlayers({ position: 'WR', status: 'ACT' });
    expect(await readNames(page)).toEqual(names(receivers));
    const headers = await page
      .locator(`${TABLE} thead th`)
      .evaluateAll((cells) =>
        cells
          .filter((cell) => getComputedStyle(cell).display !== 'none')
          .map((cell) => cell.textContent?.trim()),
      );
    expect(headers).toEqual(['Player', 'Team']);
    const firstPlayer = receivers.players[0]!;
    const details = [
      'WR',
      firstPlayer.jerseyNumber === null ? null : `#${firstPlayer.jerseyNumber}`,
      'Active',
    ].filter(Boolean);
    expect(await page.locator(`${ROWS} [data-testid="player-details"]`).first().textContent()).toBe(
      details.join(' · '),
    );
    const hasSidewaysScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(hasSidewaysScroll).toBe(false);
    expect(await scanForBlockingViolations(page)).toEqual([]);
    await page.screenshot({ path: 'e2e/screenshots/players-index-phone.png', fullPage: false });

    await page.getByLabel('Sort by').selectOption('experience:DESC');
    await page.waitForURL((url) => url.searchParams.get('sortKey') === 'experience');
    const veterans = await listPlayers({
      position: 'WR',
      status: 'ACT',
      sortKey: 'experience',
      sortValue: 'DESC',
    });
    await expect.poll(() => readNames(page), POLL).toEqual(names(veterans));
  });
});
