/**
 * The Game Time Guide in Chromium against the built app, on a server of its own pinned at 2018
 * REG week 6, Sunday 1:30 pm ET (five weeks played, early games under way), signed in as a
 * subscriber (/gtg is not a freemium route): the guide's real games against the API, a week
 * switched by mouse and by keyboard, a game opened, the fun facts with their evidence, the phone
 * layout, and axe on both pages at both sizes. Screenshots go to e2e/screenshots/gtg-*.png.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { funFactsResponseSchema, gtgResponseSchema } from '@all22/contracts';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import {
  DEMO_USERS,
  getJson,
  readAccessToken,
  signIn,
  startServers,
  stopServers,
  waitForPageTitle,
} from './journey-helpers.js';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './page-browser.js';
import type { StartedServer } from './start-server.js';

const LEAGUE_CLOCK = '2018-10-14T17:30:00Z';
const WEEK_6 = 'season=2018&seasonType=REG&week=6';
const WEEK_5 = 'season=2018&seasonType=REG&week=5';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const CARDS = 'main article[aria-labelledby]';
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

describe('Game Time Guide', () => {
  let server: StartedServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    ({ server } = await startServers({ server: { LEAGUE_CLOCK } }));
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
    page = await context.newPage();
    await page.goto(`${server.baseUrl}/support`);
    await waitForPageTitle(page);
    await signIn(page, DEMO_USERS.graceSubscriber);
    token = await readAccessToken(page);
  });

  afterAll(async () => {
    await browser?.close();
    await stopServers([server]);
  });

  const guideOf = (query: string) => getJson(`${server.baseUrl}/api/gtg?${query}`, gtgResponseSchema, token);
  const cardNames = (target: Page) =>
    target.locator(`${CARDS} h2`).evaluateAll((headings) => headings.map((heading) => heading.textContent));
  const matchupName = (entry: { visitor: { abbr: string }; home: { abbr: string } }) =>
    `${entry.visitor.abbr.replace(/^ARI$/, 'AZ')} at ${entry.home.abbr.replace(/^ARI$/, 'AZ')}`;

  /** axe-core's serious and critical violations on the page, each printed. */
  async function scan(target: Page, view: string): Promise<string[]> {
    if (!(await target.evaluate('typeof window.axe !== "undefined"'))) await target.evaluate(AXE_SOURCE);
    const results = (await target.evaluate(
      'window.axe.run(document, { resultTypes: ["violations"] })',
    )) as AxeResults;
    for (const violation of results.violations) {
      console.log(`axe [${violation.impact}] ${violation.id} on ${view}: ${violation.help}`);
    }
    return results.violations
      .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
      .map((violation) => `${view}: ${violation.id}`);
  }

  it("shows the current week's real games, each side's record as the API has it", async () => {
    const guide = await guideOf(WEEK_6);
    await page.goto(`${server.baseUrl}/gtg`);
    expect(await waitForPageTitle(page)).toBe('Game Time Guide | All22');
    await page.locator(CARDS).first().waitFor();
    expect(await cardNames(page)).toEqual(guide.games.map(matchupName));
    const weeks = page.getByRole('navigation', { name: 'Weeks' });
    expect(await weeks.locator('[aria-current="page"]').textContent()).toBe('Week 6');
    const first = guide.games[0]!;
    const card = page.getByRole('article', { name: matchupName(first) });
    const record = `${first.home.record.wins}-${first.home.record.losses}`;
    expect(
      await card
        .getByText(new RegExp(`^${record}`))
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await card.getByRole('link', { name: first.home.fullName }).getAttribute('href')).toBe(
      `/teams/team/${first.home.teamId}`,
    );
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'gtg-desktop.png') });
  });

  it('switches week by mouse and by keyboard, the week kept in the address', async () => {
    await page.goto(`${server.baseUrl}/gtg`);
    await page.locator(CARDS).first().waitFor();
    const weeks = page.getByRole('navigation', { name: 'Weeks' });
    await weeks.getByRole('link', { name: 'Week 5', exact: true }).click();
    await page.waitForURL('**/gtg?season=2018&weekSlug=WEEK_5');
    const week5 = await guideOf(WEEK_5);
    await expect.poll(() => cardNames(page)).toEqual(week5.games.map(matchupName));
    expect(await page.getByText(/from the 2018 regular season through Week 4/).isVisible()).toBe(true);

    await weeks.getByRole('link', { name: 'Week 4', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/gtg?season=2018&weekSlug=WEEK_4');
    await page.getByText(/through Week 3/).waitFor();
    await page.goBack();
    await page.waitForURL('**/gtg?season=2018&weekSlug=WEEK_5');
  });

  it("opens a game's page from its card", async () => {
    const guide = await guideOf(WEEK_6);
    const entry = guide.games[0]!;
    await page.goto(`${server.baseUrl}/gtg`);
    const card = page.getByRole('article', { name: matchupName(entry) });
    await card.getByRole('link', { name: `Game page, ${matchupName(entry)}` }).click();
    await page.waitForURL(`**/games/game/${entry.game.gameId}**`);
    await waitForPageTitle(page);
    await page.getByText(entry.game.homeTeam.fullName).first().waitFor();
  });

  it('shows the fun facts of the week with their evidence and links, the week kept from the guide', async () => {
    await page.goto(`${server.baseUrl}/gtg?season=2018&weekSlug=WEEK_5`);
    await page.locator(CARDS).first().waitFor();
    await page
      .getByRole('navigation', { name: 'Game Time Guide' })
      .getByRole('tab', { name: 'Fun Facts' })
      .click();
    await page.waitForURL('**/gtg/fun-facts?season=2018&weekSlug=WEEK_5');
    const facts = await getJson(
      `${server.baseUrl}/api/gtg/funFacts?${WEEK_5}`,
      funFactsResponseSchema,
      token,
    );
    expect(facts.facts.length).toBeGreaterThan(facts.games.length);
    await page.locator('main article[data-fact-kind]').first().waitFor();
    expect(await page.locator('main article[data-fact-kind]').count()).toBe(facts.facts.length);
    const streak = facts.facts.find((fact) => fact.kind === 'streak')!;
    const card = page.getByRole('article', { name: streak.text });
    const evidence = card.getByRole('table', { name: 'Evidence' });
    expect(await evidence.getByRole('row').count()).toBe(Math.min(streak.evidence.length, 5));
    const firstRow = streak.evidence[0]!;
    expect(await evidence.getByRole('row').first().textContent()).toBe(`${firstRow.label}${firstRow.value}`);
    const link = streak.links[0]!;
    await card.getByRole('link', { name: link.label, exact: true }).first().click();
    await page.waitForURL(/\/(players\/player|teams\/team)\//);
    await waitForPageTitle(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'gtg-fact-link.png') });
  });

  it("keeps home's standings records and streaks on one line at 1440 px (Polish 5)", async () => {
    await page.goto(`${server.baseUrl}/`);
    const table = page.getByRole('table', { name: 'AFC East' });
    await table.waitFor();
    // Every right-aligned cell (W-L, the records, the streaks): its text on one line.
    const cells = page.locator('main table .MuiTableCell-alignRight');
    expect(await cells.count()).toBeGreaterThan(32 * 2);
    const wrapped = await cells.evaluateAll((all) =>
      all
        .filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
        })
        .map((cell) => cell.textContent),
    );
    expect(wrapped).toEqual([]);
  });

  // Four axe scans (two pages at two sizes): seconds each on a busy 2-core machine (as the shell's).
  it('fits a phone, and has no serious or critical axe violations on either page at either size', async () => {
    const problems: string[] = [];
    for (const [size, viewport] of [
      ['desktop', DESKTOP_VIEWPORT],
      ['phone', PHONE_VIEWPORT],
    ] as const) {
      const view = await context.newPage();
      await view.setViewportSize(viewport);
      for (const [route, ready] of [
        ['/gtg', CARDS],
        ['/gtg/fun-facts', 'main article[data-fact-kind]'],
      ] as const) {
        await view.goto(`${server.baseUrl}${route}`);
        await waitForPageTitle(view);
        await view.locator(ready).first().waitFor();
        if (size === 'phone') {
          const isWider = await view.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
          expect(isWider, `${route} scrolls sideways on a phone`).toBe(false);
        }
        const name = `gtg-${route === '/gtg' ? 'guide' : 'fun-facts'}-${size}`;
        await view.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
        problems.push(...(await scan(view, name)));
      }
      await view.close();
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
