/**
 * Who may open what (spec 1 §6), journey by journey in Chromium against the built app: each kind
 * of user opens a sample of routes by URL and must land where the rules say. Three servers, started
 * at once: the default flags (freemium on, paused dialog on), freemium and the paused dialog off,
 * and sign-in switched off.
 */
import { isPregame } from '@all22/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import {
  DEMO_USERS,
  PINNED_LEAGUE_CLOCK,
  describeLocation,
  getLiveWeekGames,
  getRosterPlayerId,
  signIn,
  startServers,
  stopServers,
  waitForPageTitle,
} from './journey-helpers.js';
import type { StartedServer } from './start-server.js';

const HOME = '/';
const PROMO = '/subscribe';
/** Premium routes: outside the default FREEMIUM_ROUTES (Insights: lower environments, as here). */
const PREMIUM_ROUTES = [
  '/stats/passing/season',
  '/fantasy/stats',
  '/fantasy/insights',
  '/insights',
  '/insights-beta',
  '/gtg',
  '/gtg/fun-facts',
  '/film/plays',
  '/tools',
] as const;

type ServerName = 'freemium' | 'strict' | 'open';

describe('access journeys', () => {
  let browser: Browser;
  let servers: Record<ServerName, StartedServer>;
  /** Routes open in freemium mode (FREEMIUM_ROUTES' default), with ids from the league. */
  let freemiumRoutes: string[];
  const contexts: BrowserContext[] = [];
  /** Uncaught errors per page, checked when the journey ends. */
  const pageErrors = new WeakMap<Page, string[]>();

  beforeAll(async () => {
    const common = { APP_ENV: 'development', LEAGUE_CLOCK: PINNED_LEAGUE_CLOCK };
    [servers, browser] = await Promise.all([
      startServers<ServerName>({
        freemium: common,
        strict: { ...common, FREEMIUM: 'false', PAUSED_MODAL: 'false' },
        open: { ...common, AUTH_ENABLED: 'false' },
      }),
      launchBrowser(),
    ]);
    const { baseUrl } = servers.freemium;
    // A game yet to start: a started one's page moves on to its box score once its data loads,
    // which would race the landing check (it is about access, not the game's tabs).
    const game = (await getLiveWeekGames(baseUrl)).find((candidate) => isPregame(candidate.phase));
    if (!game) throw new Error('the current week has no game still to play at the pinned clock');
    const playerId = await getRosterPlayerId(baseUrl, game.homeTeamId);
    freemiumRoutes = [
      HOME,
      `/games/game/${game.gameId}`,
      '/teams',
      `/teams/team/${game.homeTeamId}`,
      '/players',
      `/players/player/${playerId}`,
      '/support',
      '/settings',
    ];
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await stopServers(Object.values(servers ?? {}));
  });

  /** A fresh browser profile (no stored sign-in, no cookies) on one server's app. */
  async function openApp(server: StartedServer, path = HOME): Promise<Page> {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    const errors: string[] = [];
    pageErrors.set(page, errors);
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.baseUrl}${path}`);
    await waitForPageTitle(page);
    return page;
  }

  /** Ends a journey: no uncaught error in the page along the way. */
  async function finish(page: Page): Promise<void> {
    const errors = pageErrors.get(page) ?? [];
    await page.close();
    expect(errors, 'uncaught errors in the page').toEqual([]);
  }

  /**
   * Opens each route by URL, as a bookmark would, and returns where each one landed: the app path,
   * or the whole URL once the browser has left the app; " (404)" when the 404 page shows there.
   */
  async function landings(page: Page, server: StartedServer, routes: readonly string[]) {
    const landed: Record<string, string> = {};
    for (const route of routes) {
      await page.goto(`${server.baseUrl}${route}`);
      const title = await waitForPageTitle(page);
      landed[route] = `${describeLocation(page, server.baseUrl)}${title === '404 Not Found' ? ' (404)' : ''}`;
    }
    return landed;
  }

  const expectAll = (routes: readonly string[], to: (route: string) => string) =>
    Object.fromEntries(routes.map((route) => [route, to(route)]));

  describe('signed-out visitor', () => {
    it('freemium on: the allowed routes open, the others lead home', async () => {
      const server = servers.freemium;
      const page = await openApp(server);
      const landed = await landings(page, server, [...freemiumRoutes, ...PREMIUM_ROUTES]);
      expect(landed).toEqual({
        ...expectAll(freemiumRoutes, (route) => route),
        ...expectAll(PREMIUM_ROUTES, () => HOME),
      });
      // Home says why, with the ways in.
      await page.goto(`${server.baseUrl}/stats/passing/season`);
      const notice = page.getByTestId('locked-page-notice');
      await notice.waitFor();
      expect(await notice.textContent()).toContain('Passing Season Leaders is for subscribers.');
      expect(await notice.getByRole('link', { name: 'Subscribe' }).count()).toBe(1);
      expect(await notice.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
      await finish(page);
    });

    it('freemium off: every page leads to the subscription promo', async () => {
      const server = servers.strict;
      const page = await openApp(server, PROMO);
      const landed = await landings(page, server, [...freemiumRoutes, ...PREMIUM_ROUTES]);
      expect(landed).toEqual(expectAll([...freemiumRoutes, ...PREMIUM_ROUTES], () => PROMO));
      await page.getByRole('link', { name: 'Subscribe' }).first().waitFor();
      await finish(page);
    });
  });

  describe('signed in without a plan', () => {
    it('freemium on: the allowed routes only, the others lead home', async () => {
      const server = servers.freemium;
      const page = await openApp(server);
      await signIn(page, DEMO_USERS.noPlan);
      const landed = await landings(page, server, [...freemiumRoutes, ...PREMIUM_ROUTES]);
      expect(landed).toEqual({
        ...expectAll(freemiumRoutes, (route) => route),
        ...expectAll(PREMIUM_ROUTES, () => HOME),
      });
      await page.goto(`${server.baseUrl}/film/plays`);
      const notice = page.getByTestId('locked-page-notice');
      await notice.waitFor();
      expect(await notice.textContent()).toContain('Film Room is for subscribers.');
      expect(await notice.getByRole('link', { name: 'See the plans' }).count()).toBe(1);
      await finish(page);
    });

    it('freemium off: sent to the plans page (PLANS_URL, the identity provider’s)', async () => {
      const server = servers.strict;
      const page = await openApp(server, PROMO);
      await signIn(page, DEMO_USERS.noPlan);
      const plansUrl = `${server.baseUrl}/identity/plans`;
      const landed = await landings(page, server, [HOME, '/teams', ...PREMIUM_ROUTES]);
      expect(landed).toEqual(expectAll([HOME, '/teams', ...PREMIUM_ROUTES], () => plansUrl));
      await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
      await finish(page);
    });
  });

  describe('paused plan', () => {
    it('paused dialog on: premium routes show the dialog over home; allowed routes open', async () => {
      const server = servers.freemium;
      const page = await openApp(server);
      await signIn(page, DEMO_USERS.paused);
      const dialog = page.getByRole('dialog', { name: 'Your subscription is paused' });
      for (const route of PREMIUM_ROUTES) {
        await page.goto(`${server.baseUrl}${route}`);
        await dialog.waitFor();
        expect(describeLocation(page, server.baseUrl), route).toBe(HOME);
        expect(await page.title()).toBe('Home | All22');
      }
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      const landed = await landings(page, server, freemiumRoutes);
      expect(landed).toEqual(expectAll(freemiumRoutes, (route) => route));
      expect(await dialog.count()).toBe(0);
      await finish(page);
    });

    it('paused dialog off: treated as a non-subscriber (freemium off: the plans page)', async () => {
      const server = servers.strict;
      const page = await openApp(server, PROMO);
      await signIn(page, DEMO_USERS.paused);
      const plansUrl = `${server.baseUrl}/identity/plans`;
      const landed = await landings(page, server, [HOME, ...PREMIUM_ROUTES]);
      expect(landed).toEqual(expectAll([HOME, ...PREMIUM_ROUTES], () => plansUrl));
      expect(await page.getByRole('dialog', { name: 'Your subscription is paused' }).count()).toBe(0);
      await finish(page);
    });
  });

  describe('subscriber', () => {
    it.each<ServerName>(['freemium', 'strict'])('opens every page (%s server)', async (name) => {
      const server = servers[name];
      const page = await openApp(server, name === 'strict' ? PROMO : HOME);
      await signIn(page, DEMO_USERS.subscriber);
      const routes = [...freemiumRoutes, ...PREMIUM_ROUTES];
      const landed = await landings(page, server, routes);
      expect(landed).toEqual(expectAll(routes, (route) => route));
      expect(await page.title()).toBe('Tools | All22');
      await finish(page);
    });
  });

  describe('sign-in disabled (AUTH_ENABLED=false)', () => {
    it('opens every page without signing in', async () => {
      const server = servers.open;
      const page = await openApp(server);
      const routes = [...freemiumRoutes, ...PREMIUM_ROUTES];
      const landed = await landings(page, server, routes);
      expect(landed).toEqual(expectAll(routes, (route) => route));
      await page.goto(`${server.baseUrl}/stats/passing/season`);
      expect(await waitForPageTitle(page)).toBe('Passing Season Leaders | All22');
      await finish(page);
    });
  });
});
