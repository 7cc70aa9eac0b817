/**
 * The Content-Security-Policy in Chromium: every page of the app opened under the server's real
 * policy, signed in as a subscriber (so the identity provider's pages and the sign-in callback run
 * under their policies too), fails on any `securitypolicyviolation` event in any frame and on any
 * CSP error in the console. It also checks that the styles did apply (Emotion's <style> tags carry
 * the page's nonce), since a policy refusing them would leave a bare page with nothing to report
 * but console errors.
 */
import { leaderResponseSchema } from '@all22/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { DEMO_USERS, getCurrentWeek, getJson, signIn, waitForPageTitle } from './journey-helpers.js';

const baseUrl = inject('baseUrl');

/** Thursday's opener (final at the pinned clock) and a team with a full roster. */
const GAME_ID = '2018090600';
const TEAM_ID = '2310';
/** Long enough for a page's lazy parts (charts, menus) to load after its requests settle. */
const SETTLE_MS = 300;
const NETWORK_IDLE_TIMEOUT_MS = 5_000;

/** Every page of the app (apps/web/src/config/route-paths.ts), with its parameters filled in. */
const APP_PAGES = [
  '/',
  '/gtg',
  '/gtg/fun-facts',
  '/health',
  '/insights',
  '/insights-beta',
  '/players',
  '/settings',
  '/support',
  '/teams',
  '/teams/rankings',
  '/tools',
  '/test/axios',
  '/test/chart',
  '/subscribe',
  '/sorry',
  '/fantasy/ai',
  '/fantasy/insights',
  '/fantasy/stats',
  '/film/plays',
  '/stats/home',
  '/stats/home-alpha',
  ...['passing', 'rushing', 'receiving', 'defense', 'team-offense', 'team-defense'].flatMap((stat) => [
    `/stats/${stat}/season`,
    `/stats/${stat}/game`,
  ]),
  '/games/scores',
  ...['', '/box-score', '/play-by-play', '/stats', '/insights', '/team-stats', '/videos', '/articles'].map(
    (tab) => `/games/game/${GAME_ID}${tab}`,
  ),
  `/games/game/${GAME_ID}/box-score-v2`,
  ...['', '/stats', '/roster', '/injuries', '/film-room', '/insights', '/transactions', '/depth-chart'].map(
    (tab) => `/teams/team/${TEAM_ID}${tab}`,
  ),
  // The app's own 404 page.
  '/no-such-page',
  '/login',
];

/** Pages of the identity provider (its own policy) reached signed in, and the API's docs. */
const SERVER_PAGES = ['/identity/account', '/identity/plans', '/identity/subscriptions', '/api/docs/'];

interface Violation {
  page: string;
  what: string;
}

/** Records every violation in the page (window.__cspViolations) and reports it to the test. */
const LISTEN_FOR_VIOLATIONS = `(() => {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    const what = event.violatedDirective + ' refused ' + (event.blockedURI || 'inline') +
      (event.sample ? ' (' + event.sample + ')' : '') + ' at ' + event.sourceFile + ':' + event.lineNumber;
    window.__cspViolations.push(what);
    window.__reportCspViolation?.(what);
  });
})()`;

describe('security headers in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const violations: Violation[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.exposeBinding('__reportCspViolation', ({ frame }, what: string) => {
      violations.push({ page: frame.url(), what });
    });
    await context.addInitScript(LISTEN_FOR_VIOLATIONS);
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        violations.push({ page: page.url(), what: `console: ${message.text()}` });
      }
    });
    // Signed in through the provider's pages and the app's callback, all under the policy.
    await page.goto(`${baseUrl}/support`);
    await waitForPageTitle(page);
    await signIn(page, DEMO_USERS.graceSubscriber);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /** Opens `path` and waits for its title, its requests and its lazy parts. */
  async function open(path: string) {
    const response = await page.goto(`${baseUrl}${path}`);
    await waitForPageTitle(page).catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: NETWORK_IDLE_TIMEOUT_MS }).catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);
    return response;
  }

  /** The violations seen since `since` (an index into the list). */
  const violationsSince = (since: number) => violations.slice(since);

  it('signs in with no violation (provider pages, callback, first page)', () => {
    expect(violations).toEqual([]);
  });

  it('serves the app under its policy, with the styles applied through the nonce', async () => {
    const response = await open('/');
    const policy = (await response?.headerValue('content-security-policy')) ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toMatch(/style-src 'self' 'nonce-[^']+'/);
    const styles = await page.evaluate(() => ({
      emotion: document.querySelectorAll('style[data-emotion]').length,
      background: getComputedStyle(document.body).backgroundColor,
      // The nonce is hidden from the attribute once a policy applies; the property keeps it.
      withNonce: [...document.querySelectorAll('style')].every((style) => style.nonce !== ''),
    }));
    expect(styles).toEqual({ emotion: expect.any(Number), background: 'rgb(14, 17, 22)', withNonce: true });
    expect(styles.emotion).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  it.each(APP_PAGES)('opens %s with no violation', async (path) => {
    const since = violations.length;
    await open(path);
    expect(violationsSince(since)).toEqual([]);
  });

  it('opens the week’s top passer’s pages with no violation', async () => {
    const { season, seasonType, week } = await getCurrentWeek(baseUrl);
    const { leaders } = await getJson(
      `${baseUrl}/api/stats/leaders/passing/game?season=${season}&seasonType=${seasonType}&week=${week}&pageSize=1`,
      leaderResponseSchema,
    );
    const since = violations.length;
    for (const tab of ['', '/fantasy', '/insights']) await open(`/players/player/${leaders[0]?.nflId}${tab}`);
    expect(violationsSince(since)).toEqual([]);
  });

  it.each(SERVER_PAGES)('opens %s with no violation', async (path) => {
    const since = violations.length;
    const response = await open(path);
    expect(response?.status()).toBe(200);
    expect(violationsSince(since)).toEqual([]);
  });

  it('lets the app frame its silent sign-in page, and nothing else', async () => {
    await open('/');
    /** Frames `src` in the page: whether the app's document loaded in it. */
    const frameApp = (src: string) =>
      page.evaluate(
        (frameSrc) =>
          new Promise<boolean>((resolve) => {
            const frame = document.createElement('iframe');
            frame.src = frameSrc;
            frame.hidden = true;
            // A refused frame holds Chromium's error page, which the app cannot read.
            frame.addEventListener('load', () =>
              resolve(frame.contentDocument?.getElementById('root') != null),
            );
            document.body.append(frame);
          }),
        src,
      );
    const since = violations.length;
    expect(await frameApp('/auth/silent-renew')).toBe(true);
    expect(violationsSince(since)).toEqual([]);

    expect(await frameApp('/support')).toBe(false);
    expect(violationsSince(since).map(({ what }) => what)).toEqual([
      expect.stringContaining("frame-ancestors 'none'"),
    ]);
    violations.splice(since);
  });
});
