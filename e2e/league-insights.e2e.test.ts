/**
 * The league insights pages (/insights, /insights-beta) in Chromium against the built app. A
 * subscriber on a server of its own whose league clock stands after 2018 week 7 (weeks 1–7 final,
 * week 8 to come) opens Insights from the main nav, sees every team in the quadrant chart and the
 * table with the figures GET /api/insights gives, chooses week 7 (kept in the address) and its
 * notable performances, follows a film link to the film room (which counts the plays the link
 * says) and a team link; the beta page fits a phone with its Beta cards. axe finds nothing serious
 * at either size. A visitor and a signed-in non-subscriber on the shared server (freemium on) are
 * sent home. Screenshots go to SHOTS_DIR (default e2e/screenshots), league-insights-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { leagueInsightsResponseSchema, type LeagueInsightsResponse } from '@all22/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';
import {
  DEMO_USERS,
  describeLocation,
  getJson,
  readAccessToken,
  signIn,
  startServers,
  stopServers,
  waitForPageTitle,
} from './journey-helpers.js';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './page-browser.js';
import type { StartedServer } from './start-server.js';
import { scanForBlockingViolations } from './axe.js';

const SHOTS_DIR = process.env.SHOTS_DIR ?? 'e2e/screenshots';
/** 2018, the Tuesday after week 7: weeks 1–7 final, week 8 to come. */
const LEAGUE_CLOCK = '2018-10-23T12:00:00Z';
const JOURNEY_TIMEOUT_MS = 180_000;
const POLL = { timeout: 15_000 };
/** MUI's motions last 225 ms; screenshots wait for them to end. */
const SETTLE_MS = 400;

let app: StartedServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

async function shot(target: Page, name: string): Promise<void> {
  await target.waitForTimeout(SETTLE_MS);
  await target.screenshot({ path: path.join(SHOTS_DIR, `league-insights-${name}.png`), fullPage: false });
}

const getInsights = (query = ''): Promise<LeagueInsightsResponse> =>
  getJson(`${app.baseUrl}/api/insights${query}`, leagueInsightsResponseSchema, token);

describe('league insights', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    [{ app }, browser] = await Promise.all([startServers({ app: { LEAGUE_CLOCK } }), launchBrowser()]);
    context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
    page = await context.newPage();
    await page.goto(`${app.baseUrl}/support`);
    await waitForPageTitle(page);
    await signIn(page, DEMO_USERS.subscriber);
    token = await readAccessToken(page);
  }, JOURNEY_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await stopServers([app]);
  });

  it(
    "shows a subscriber every team's efficiency, a week's notables, and film and team links that work",
    async () => {
      await page.goto(`${app.baseUrl}/support`);
      await waitForPageTitle(page);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Insights', exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/insights');
      // A navigation inside the app: the title follows the address once the page's code is in.
      await expect.poll(() => page.title(), POLL).toBe('Insights | All22');
      await page.getByTestId('insights-week').waitFor();
      const insights = await getInsights();
      expect(insights).toMatchObject({ season: 2018, week: 8, latestWeek: 7 });
      expect(await page.getByTestId('insights-week').textContent()).toBe('Week 8, 2018');

      // Every team a point of the chart and a row of the table, with the API's figures.
      const chart = page.getByRole('img', { name: /Team efficiency: offense against defense EPA per play/ });
      expect(await chart.locator('[data-team-point]').count()).toBe(32);
      const rows = page.locator('[data-team-row]');
      expect(await rows.count()).toBe(32);
      const best = insights.efficiency.teams[0]!;
      const bestRow = page.locator(`[data-team-row="${best.team.teamId}"]`);
      expect((await bestRow.locator('td').allTextContents()).slice(1, 3)).toEqual([
        best.offense.epaPerPlay!.toFixed(3),
        best.defense.epaPerPlay!.toFixed(3),
      ]);
      // Week 8 has no finished game yet.
      await page.getByText('No game of week 8 has finished yet.').waitFor();
      expect(await scanForBlockingViolations(page)).toEqual([]);
      await shot(page, 'desktop');

      // Week 7 from the week choice: kept in the address, its notables shown.
      await page.getByRole('combobox', { name: 'Week' }).selectOption('7');
      await page.waitForURL((url) => url.searchParams.get('week') === '7');
      await expect.poll(() => page.getByTestId('insights-week').textContent(), POLL).toBe('Week 7, 2018');
      const week7 = await getInsights('?season=2018&week=7');
      await expect.poll(() => page.locator('[data-notable]').count(), POLL).toBe(week7.notables.cards.length);
      expect(week7.notables.cards.length).toBe(5);
      await page.locator('#notables').scrollIntoViewIfNeeded();
      await shot(page, 'desktop-notables');
      await page.locator('#trends').scrollIntoViewIfNeeded();
      await shot(page, 'desktop-trends');

      // A notable's film link: the film room finds the plays the link counts.
      const passing = week7.notables.cards.find((card) => card.kind === 'passing')!;
      const filmLink = page.locator('[data-notable="passing"] a[data-film-link]');
      expect(await filmLink.getAttribute('href')).toBe(`/film/plays?${passing.film[0]!.query}`);
      await filmLink.click();
      await page.waitForURL((url) => url.pathname === '/film/plays');
      const plays = passing.film[0]!.plays;
      await expect
        .poll(() => page.getByTestId('film-results-total').textContent(), POLL)
        .toBe(`${plays} ${plays === 1 ? 'play' : 'plays'}`);
      await page.goBack();
      await page.getByTestId('insights-week').waitFor();

      // A team link: its page.
      await bestRow.locator(`a[data-team-link="${best.team.teamId}"]`).click();
      await page.waitForURL((url) => url.pathname === `/teams/team/${best.team.teamId}`);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'fits a phone on the beta page: its Beta cards, no sideways scroll, nothing serious for axe',
    async () => {
      const phone = await context.newPage();
      await phone.setViewportSize(PHONE_VIEWPORT);
      await phone.goto(`${app.baseUrl}/insights-beta?season=2018&week=7`);
      expect(await waitForPageTitle(phone)).toBe('Insights Beta | All22');
      await phone.getByRole('heading', { name: 'Pass rate over expected', level: 2 }).waitFor();
      expect(await phone.getByText('Beta', { exact: true }).count()).toBeGreaterThanOrEqual(2);
      const widths = await phone.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      expect(await scanForBlockingViolations(phone)).toEqual([]);
      await shot(phone, 'phone-beta');
      await phone.locator('#efficiency').scrollIntoViewIfNeeded();
      await shot(phone, 'phone-efficiency');
      await phone.locator('#notables').scrollIntoViewIfNeeded();
      await shot(phone, 'phone-notables');
      await phone.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it.each([
    { route: '/insights', viewport: PHONE_VIEWPORT, name: 'phone' },
    { route: '/insights-beta', viewport: DESKTOP_VIEWPORT, name: 'desktop-beta' },
  ])(
    '$route at the other size ($name): every section says how it is computed, nothing serious for axe',
    async ({ route, viewport, name }) => {
      const other = await context.newPage();
      await other.setViewportSize(viewport);
      await other.goto(`${app.baseUrl}${route}?season=2018&week=7`);
      await waitForPageTitle(other);
      await other.getByTestId('insights-week').waitFor();
      const sections = other.locator('section[aria-labelledby$="-heading"]');
      const count = await sections.count();
      expect(count).toBeGreaterThanOrEqual(route === '/insights' ? 3 : 5);
      const explained = await sections.evaluateAll((all) =>
        all.map((section) => section.textContent?.includes('How it is computed:') ?? false),
      );
      expect(explained).toEqual(Array.from({ length: count }, () => true));
      const widths = await other.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      expect(await scanForBlockingViolations(other)).toEqual([]);
      await shot(other, name);
      await other.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});

describe('league insights for those without a subscription (shared server, freemium on)', () => {
  const baseUrl = inject('baseUrl');
  let guestBrowser: Browser;

  beforeAll(async () => {
    guestBrowser = await launchBrowser();
  });
  afterAll(() => guestBrowser?.close());

  it('sends a visitor and a signed-in non-subscriber home, and the API refuses them', async () => {
    const guest = await (await guestBrowser.newContext()).newPage();
    await guest.goto(`${baseUrl}/insights`);
    await waitForPageTitle(guest);
    await guest.waitForURL((url) => url.pathname === '/');
    expect(describeLocation(guest, baseUrl)).toBe('/');
    expect((await fetch(`${baseUrl}/api/insights`)).status).toBe(401);

    await signIn(guest, DEMO_USERS.noPlan);
    await guest.goto(`${baseUrl}/insights-beta`);
    await waitForPageTitle(guest);
    await guest.waitForURL((url) => url.pathname === '/');
    const freeToken = await readAccessToken(guest);
    const refused = await fetch(`${baseUrl}/api/insights`, {
      headers: { authorization: `Bearer ${freeToken}` },
    });
    expect(refused.status).toBe(403);
    await guest.context().close();
  });
});
