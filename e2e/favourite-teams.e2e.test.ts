/**
 * Favourite teams in Chromium against the built app (a server of its own, as the journey changes an
 * account): a signed-in user picks two favourites in Settings — one whose game this week is final,
 * one whose game is under way — and sees home's cards for them (the live score, the next game from
 * the schedule), the score strip with the final game moved up right behind the live ones, and the
 * Teams menu starring them, on a desktop and on a phone, with axe on both. A visitor follows the
 * default team, 3800. Screenshots go to e2e/screenshots/favourites-*.png (not in git).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GamesResponse } from '@all22/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import {
  DEMO_USERS,
  PINNED_LEAGUE_CLOCK,
  getLiveWeekGames,
  signIn,
  startServers,
  stopServers,
  waitForPageTitle,
} from './journey-helpers.js';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './page-browser.js';
import type { StartedServer } from './start-server.js';
import { scanForBlockingViolations } from './axe.js';

type Game = GamesResponse['games'][number];

const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const STRIP_LINKS = '[role="region"][aria-label="Scores"] a[href^="/games/game/"]';
/** MUI's drawer slides in over 225 ms; axe reads colours, so it runs once the motion is over. */
const DRAWER_SETTLE_MS = 400;

const isLive = (game: Game) => ['INGAME', 'HALFTIME', 'SUSPENDED'].includes(game.phase.toUpperCase());
const isFinal = (game: Game) => game.phase.toUpperCase().includes('FINAL');

/** Spec 1 §2's strip order, written out here (the week mixes live, pregame and final games). */
function sortForStrip(games: readonly Game[]): Game[] {
  const rank = (game: Game) => (isLive(game) ? 0 : isFinal(game) ? 2 : 1);
  return [...games].sort(
    (a, b) => rank(a) - rank(b) || Date.parse(a.isoTime) - Date.parse(b.isoTime) || a.gameId - b.gameId,
  );
}

const readStrip = (page: Page) =>
  page.locator(STRIP_LINKS).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

describe('favourite teams', () => {
  let server: StartedServer;
  let browser: Browser;
  let context: BrowserContext;
  let games: Game[];
  /** The home team of the week's first final game, and the home team of its first live game. */
  let finalGame: Game;
  let liveGame: Game;

  beforeAll(async () => {
    [{ server }, browser] = await Promise.all([
      startServers({ server: { LEAGUE_CLOCK: PINNED_LEAGUE_CLOCK } }),
      launchBrowser(),
    ]);
    context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    games = await getLiveWeekGames(server.baseUrl);
    const spec = sortForStrip(games);
    const final = spec.find(isFinal);
    const live = spec.find(isLive);
    if (!final || !live) throw new Error('the pinned week has no final or no live game');
    [finalGame, liveGame] = [final, live];
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stopServers([server]);
  });

  it('has a visitor follow the default team, 3800, with a hint to pick favourites', async () => {
    const visitor = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
    try {
      const page = await visitor.newPage();
      await page.goto(server.baseUrl);
      await waitForPageTitle(page);
      const section = page.getByRole('region', { name: 'Team to follow' });
      await section.getByRole('article', { name: 'Arizona Cardinals' }).waitFor();
      await section.getByText('Sign in and pick your favourite teams in').waitFor();
      // No favourites: the strip keeps the spec's order.
      await expect.poll(() => page.locator(STRIP_LINKS).count()).toBe(games.length);
      expect(await readStrip(page)).toEqual(sortForStrip(games).map((game) => `/games/game/${game.gameId}`));
    } finally {
      await visitor.close();
    }
  });

  it('saves two favourites in Settings; home, the strip and the Teams menu follow them (desktop)', async () => {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/settings`);
    await waitForPageTitle(page);
    await signIn(page, DEMO_USERS.noPlan);
    const picker = page.getByRole('combobox', { name: 'Favourite teams' });
    for (const team of [finalGame.homeTeam, liveGame.homeTeam]) {
      await picker.fill(team.fullName);
      await page.getByRole('option', { name: team.fullName, exact: true }).click();
    }
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/account') && response.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Save settings' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Settings saved.').waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    const section = page.getByRole('region', { name: 'Your teams' });
    const cards = section.getByRole('article');
    await expect.poll(() => cards.count()).toBe(2);
    // Most favoured first: the final game's team, then the live one's.
    const first = section.getByRole('article', { name: finalGame.homeTeam.fullName });
    const second = section.getByRole('article', { name: liveGame.homeTeam.fullName });
    expect(await cards.first().getAttribute('aria-labelledby')).toBe(
      await first.getAttribute('aria-labelledby'),
    );
    // Its week is over: the next game comes from its schedule, week 2.
    await first.getByText('Next game').waitFor();
    const next = first.getByRole('link', { name: /^(vs|@) / });
    expect(await next.getAttribute('href')).toMatch(/^\/games\/game\/\d+$/);
    expect(await next.getAttribute('href')).not.toBe(`/games/game/${finalGame.gameId}`);
    expect(await first.textContent()).toMatch(/\d+-\d+/);
    // Under way: the clock and both scores, linking to the game.
    const score = `${liveGame.visitorTeam.score.total} – ${liveGame.homeTeam.score.total}`;
    const liveLink = second.getByRole('link', { name: new RegExp(score) });
    expect(await liveLink.getAttribute('href')).toBe(`/games/game/${liveGame.gameId}`);
    expect(await second.getByText(`Live · ${liveGame.displayStatus}`).count()).toBe(1);

    // The strip: live games first (the favourite's among them, in place), then the favourite's
    // final game, then the rest in the spec's order.
    const spec = sortForStrip(games);
    const expected = [
      ...spec.filter(isLive),
      finalGame,
      ...spec.filter((game) => !isLive(game) && game !== finalGame),
    ].map((game) => `/games/game/${game.gameId}`);
    await expect.poll(() => page.locator(STRIP_LINKS).count()).toBe(games.length);
    expect(await readStrip(page)).toEqual(expected);

    expect(await scanForBlockingViolations(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'favourites-home-desktop.png') });
    await page.evaluate(() => window.scrollTo(0, 0));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Teams' }).click();
    const menu = page.getByRole('navigation', { name: 'Teams' });
    const yours = menu.getByRole('region', { name: 'Your teams' });
    await yours.waitFor();
    expect(
      await yours.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual([finalGame.homeTeamId, liveGame.homeTeamId].map((teamId) => `/teams/team/${teamId}`));
    // Starred in "Your teams" and where they stand in their divisions.
    expect(await menu.getByRole('img', { name: 'Favourite' }).count()).toBe(4);
    expect(await scanForBlockingViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'favourites-teams-menu-desktop.png') });
    await page.close();
  });

  it('shows the same on a phone: the cards, the strip and the drawer’s Teams menu', async () => {
    // The same browser context: the sign-in is kept (localStorage) as in another tab.
    const page = await context.newPage();
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(server.baseUrl);
    await waitForPageTitle(page);
    const section = page.getByRole('region', { name: 'Your teams' });
    await section
      .getByRole('article', { name: finalGame.homeTeam.fullName })
      .getByText('Next game')
      .waitFor();
    await expect.poll(() => page.locator(STRIP_LINKS).count()).toBe(games.length);
    expect((await readStrip(page)).indexOf(`/games/game/${finalGame.gameId}`)).toBe(
      games.filter(isLive).length,
    );
    const hasSidewaysScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(hasSidewaysScroll).toBe(false);
    expect(await scanForBlockingViolations(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'favourites-home-phone.png') });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Teams menu' }).click();
    // The drawer's own "Your teams" (home's section of that name lies under the open drawer).
    const yours = page.locator('.MuiDrawer-root').getByRole('region', { name: 'Your teams' });
    await yours.getByRole('img', { name: 'Favourite' }).first().waitFor();
    await page.waitForTimeout(DRAWER_SETTLE_MS);
    expect(await scanForBlockingViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'favourites-teams-menu-phone.png') });
    await page.close();
  });
});
