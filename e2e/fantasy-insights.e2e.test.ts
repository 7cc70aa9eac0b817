/**
 * The fantasy insights page (/fantasy/insights) in Chromium against the built app. A subscriber on
 * a server of its own whose league clock stands after 2018 week 7 (weeks 1–7 final, week 8 to come)
 * sees every kind of card with the figures GET /api/secured/fantasy/insights gives, follows a
 * player link and a film link, switches the scoring (kept in the address), and the page fits a
 * phone; axe finds nothing serious at either size. A visitor and a signed-in non-subscriber on the
 * shared server (freemium on) are sent home, as the access rules say for a premium route.
 * Screenshots go to SHOTS_DIR (default e2e/screenshots), fantasy-insights-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  type FantasyInsightsResponse,
  fantasyInsightsResponseSchema,
  playListResponseSchema,
} from '@all22/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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
const CARD = '[data-testid="insight-card"]';

/** One decimal, as the cards show figures; a sign for changes. */
const figure = (value: number) => value.toFixed(1);
const change = (value: number) => `${value > 0 ? '+' : value < 0 ? '-' : ''}${Math.abs(value).toFixed(1)}`;

/** The cells of a card's figure row named `label`, as text. */
const rowCells = (card: Locator, label: string) =>
  card
    .getByRole('row', { name: new RegExp(`^${label}`) })
    .locator('td')
    .allTextContents();

let app: StartedServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

async function shot(target: Page, name: string): Promise<void> {
  await target.waitForTimeout(SETTLE_MS);
  await target.screenshot({ path: path.join(SHOTS_DIR, `fantasy-insights-${name}.png`), fullPage: false });
}

const getInsights = (scoring: string) =>
  getJson(
    `${app.baseUrl}/api/secured/fantasy/insights?scoring=${scoring}`,
    fantasyInsightsResponseSchema,
    token,
  );

/** The card of a player: the card holding his name's link. */
const cardOf = (target: Page, nflId: number) =>
  target
    .locator(CARD)
    .filter({ has: target.locator(`a[data-player-link="${nflId}"]`) })
    .first();

describe('fantasy insights', () => {
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
    "shows a subscriber the week's cards with the API's figures; player and film links work; the scoring switches",
    async () => {
      await page.goto(`${app.baseUrl}/fantasy/insights`);
      expect(await waitForPageTitle(page)).toBe('Fantasy Insights | All22');
      await page.getByTestId('insights-week').waitFor();
      // The demo subscriber's account keeps the standard scoring.
      const insights: FantasyInsightsResponse = await getInsights('0');
      expect(insights).toMatchObject({ season: 2018, week: 8, throughWeek: 7, recentFirstWeek: 5 });
      expect(await page.getByTestId('insights-week').textContent()).toBe('Week 8, 2018');
      await expect
        .poll(() => page.locator(CARD).count(), POLL)
        .toBe(
          insights.usage.risers.length +
            insights.usage.fallers.length +
            insights.matchups.cards.length +
            insights.pointsAgainstExpected.buyLow.length +
            insights.pointsAgainstExpected.sellHigh.length +
            insights.injuries.cards.length,
        );
      for (const kind of ['usage-riser', 'matchup-best', 'matchup-worst', 'injury']) {
        expect(await page.locator(`${CARD}[data-kind="${kind}"]`).count(), kind).toBeGreaterThan(0);
      }

      // A usage riser's figures, as the API gives them.
      const riser = insights.usage.risers[0]!;
      const riserCard = cardOf(page, riser.player.nflId);
      expect(await rowCells(riserCard, 'Carries')).toEqual([
        figure(riser.recent.carries),
        figure(riser.season.carries),
        change(riser.change.carries),
      ]);
      expect(await rowCells(riserCard, 'Snap share')).toEqual([
        `${figure(riser.recent.snapShare!)}%`,
        `${figure(riser.season.snapShare!)}%`,
        `${change(riser.change.snapShare!)} pts`,
      ]);
      // A matchup's defense line.
      const matchup = insights.matchups.cards[0]!;
      const matchupCard = page.locator(`${CARD}[data-kind="matchup-${matchup.end}"]`).first();
      expect(await rowCells(matchupCard, 'Adjusted')).toEqual([
        change(matchup.defenseLine.adjustmentPerGame),
      ]);
      expect(await rowCells(matchupCard, 'Rank')).toEqual([
        `${matchup.defenseLine.rank} of ${matchup.defenseLine.teamCount}`,
      ]);
      expect(await scanForBlockingViolations(page)).toEqual([]);
      await shot(page, 'desktop');
      await page.locator('#matchups').scrollIntoViewIfNeeded();
      await shot(page, 'desktop-matchups');

      // The scoring switch: PPR from the keyboard, kept in the address, the figures follow.
      const ppr = page
        .getByRole('group', { name: 'Scoring' })
        .getByRole('button', { name: 'PPR', exact: true });
      await ppr.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('scoring') === '1');
      await expect.poll(() => ppr.getAttribute('aria-pressed')).toBe('true');
      const inPpr = await getInsights('1');
      const sample = [...inPpr.pointsAgainstExpected.buyLow, ...inPpr.pointsAgainstExpected.sellHigh][0];
      if (sample) {
        const sampleCard = page
          .locator(`${CARD}[data-kind="${sample.call}"]`)
          .filter({ has: page.locator(`a[data-player-link="${sample.player.nflId}"]`) });
        await expect
          .poll(() => rowCells(sampleCard, 'Actual'), POLL)
          .toEqual(['', '', figure(sample.actualPerGame)]);
      }
      const pprRiser = inPpr.usage.risers[0];
      if (pprRiser) {
        await expect
          .poll(() => rowCells(cardOf(page, pprRiser.player.nflId), 'Fantasy points'), POLL)
          .toEqual([
            figure(pprRiser.pointsPerGame.recent),
            figure(pprRiser.pointsPerGame.season),
            change(pprRiser.pointsPerGame.recent - pprRiser.pointsPerGame.season),
          ]);
      }
      await page.reload();
      await page.getByTestId('insights-week').waitFor();
      expect(await ppr.getAttribute('aria-pressed')).toBe('true');

      // A film link: the film room on the plays behind the card.
      const filmLink = riserCard.locator('a[data-film-link="game"]').first();
      const filmHref = (await filmLink.getAttribute('href'))!;
      expect(filmHref).toBe(`/film/plays?${riser.film.find((link) => link.kind === 'game')!.query}`);
      await filmLink.click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === filmHref);
      // The film room counts the plays the API finds for the card's query.
      const query = new URLSearchParams(filmHref.split('?')[1]);
      query.set('pageSize', '1');
      const { total } = await getJson(`${app.baseUrl}/api/plays?${query}`, playListResponseSchema, token);
      expect(total).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByTestId('film-results-total').textContent(), POLL)
        .toBe(`${total} ${total === 1 ? 'play' : 'plays'}`);
      await page.goBack();
      await page.getByTestId('insights-week').waitFor();

      // A player link: his page.
      await cardOf(page, riser.player.nflId).locator(`a[data-player-link="${riser.player.nflId}"]`).click();
      await page.waitForURL((url) => url.pathname === `/players/player/${riser.player.nflId}`);
      await page
        .getByRole('heading', { level: 1 })
        .getByRole('link', { name: riser.player.displayName })
        .waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'fits a phone: one column of cards, no sideways scroll, nothing serious for axe',
    async () => {
      const phone = await context.newPage();
      await phone.setViewportSize(PHONE_VIEWPORT);
      await phone.goto(`${app.baseUrl}/fantasy/insights?scoring=0.5`);
      await waitForPageTitle(phone);
      await phone.locator(CARD).first().waitFor();
      const widths = await phone.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      const lefts = await phone
        .locator(`${CARD}[data-kind="usage-riser"], ${CARD}[data-kind="usage-faller"]`)
        .evaluateAll((cards) => [
          ...new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))),
        ]);
      expect(lefts).toHaveLength(1);
      expect(
        await phone
          .getByRole('group', { name: 'Scoring' })
          .getByRole('button', { name: 'Half PPR' })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      expect(await scanForBlockingViolations(phone)).toEqual([]);
      await shot(phone, 'phone');
      await phone.locator('#buy-sell').scrollIntoViewIfNeeded();
      await shot(phone, 'phone-buy-sell');
      await phone.locator('#injuries').scrollIntoViewIfNeeded();
      await shot(phone, 'phone-injuries');
      await phone.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});

describe('fantasy insights for those without a subscription (shared server, freemium on)', () => {
  const baseUrl = inject('baseUrl');
  let guestBrowser: Browser;

  beforeAll(async () => {
    guestBrowser = await launchBrowser();
  });
  afterAll(() => guestBrowser?.close());

  it('sends a visitor and a signed-in non-subscriber home, and the API refuses them', async () => {
    const guest = await (await guestBrowser.newContext()).newPage();
    await guest.goto(`${baseUrl}/fantasy/insights`);
    await waitForPageTitle(guest);
    await guest.waitForURL((url) => url.pathname === '/');
    expect(describeLocation(guest, baseUrl)).toBe('/');
    expect((await fetch(`${baseUrl}/api/secured/fantasy/insights`)).status).toBe(401);

    await signIn(guest, DEMO_USERS.noPlan);
    await guest.goto(`${baseUrl}/fantasy/insights`);
    await waitForPageTitle(guest);
    await guest.waitForURL((url) => url.pathname === '/');
    const freeToken = await readAccessToken(guest);
    const refused = await fetch(`${baseUrl}/api/secured/fantasy/insights`, {
      headers: { authorization: `Bearer ${freeToken}` },
    });
    expect(refused.status).toBe(403);
    await guest.context().close();
  });
});
