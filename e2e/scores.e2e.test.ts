/**
 * The scores page in Chromium against the built app (shared e2e server: 2018 week 1, Sunday
 * afternoon): the current week's games as the API lists them, grouped by day, the week picker on
 * that week, and a week chosen from the picker.
 */
import { describe, expect, inject, it } from 'vitest';
import { getCurrentWeek, getLiveWeekGames } from './journey-helpers.js';
import { PHONE_VIEWPORT, usePageBrowser } from './page-browser.js';

const baseUrl = inject('baseUrl');
const GAME_LINKS = 'main section a[href^="/games/game/"]';

describe('scores page', () => {
  const pages = usePageBrowser(baseUrl);

  it("lists the current week's games from the API, by day, with the week picked", async () => {
    const [current, games] = await Promise.all([getCurrentWeek(baseUrl), getLiveWeekGames(baseUrl)]);
    const page = await pages.open('/games/scores');
    await page.getByRole('heading', { level: 1, name: 'Scores & Schedule' }).waitFor();
    await page.locator(GAME_LINKS).first().waitFor();

    const hrefs = await page
      .locator(GAME_LINKS)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.sort()).toEqual(games.map((game) => `/games/game/${game.gameId}`).sort());
    const dayHeadings = await page.locator('main section h2').allTextContents();
    const expectedDays = [...new Set(games.map((game) => `${game.dateDayShort} ${game.dateDayMonth}`))];
    expect(new Set(dayHeadings)).toEqual(new Set(expectedDays));

    const weeks = page.getByRole('navigation', { name: 'Weeks' });
    await expect(weeks.locator('[aria-current="page"]').getAttribute('href')).resolves.toBe(
      `/games/scores/${current.season}/${current.seasonType}/${current.week}`,
    );
    expect(await page.title()).toBe(`Scores · ${current.season} · Week ${current.week} | All22`);
    await page.screenshot({ path: 'e2e/screenshots/scores-desktop.png', fullPage: false });
  });

  it('opens a week chosen in the picker, on a phone too', async () => {
    const page = await pages.open('/games/scores/2018/PRE/2', PHONE_VIEWPORT);
    const weeks = page.getByRole('navigation', { name: 'Weeks' });
    await weeks.getByRole('link', { name: 'Week 1', exact: true }).click();
    await page.waitForURL('**/games/scores/2018/REG/1');
    await page.getByText('2018 · Week 1', { exact: true }).waitFor();
    await page.locator(GAME_LINKS).first().waitFor();
    const hasSidewaysScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(hasSidewaysScroll).toBe(false);
    await page.screenshot({ path: 'e2e/screenshots/scores-mobile.png', fullPage: false });
  });
});
