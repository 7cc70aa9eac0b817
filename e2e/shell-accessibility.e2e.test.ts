/**
 * The shell's accessibility (axe-core in Chromium) and screenshots for review, at a desktop
 * (1440×900) and a phone (390×844) size: home and a stats page, signed in as a subscriber so the
 * stats page opens, and on the phone the navigation drawer too. Any violation with impact serious
 * or critical fails; every one found is printed. Screenshots go to e2e/screenshots/ (not in git).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { leaderResponseSchema } from '@all22/contracts';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { DEMO_USERS, getCurrentWeek, getJson, signIn, waitForPageTitle } from './journey-helpers.js';

const baseUrl = inject('baseUrl');

/**
 * axe-core's source, run in the page through the DevTools protocol: the page's CSP (script-src
 * 'self') refuses an added <script> tag, and does not govern what the test evaluates.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const STATS_PATH = '/stats/passing/season';
const STRIP_LINKS = '[role="region"][aria-label="Scores"] a[href^="/games/game/"]';
/** MUI's drawer slides in over 225 ms; axe reads colours, so it runs once the motion is over. */
const DRAWER_SETTLE_MS = 400;
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const SCAN_TIMEOUT_MS = 180_000;

const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

interface Finding {
  view: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Pages scanned after the shell's own, each with what shows it has loaded. */
const CONTENT_PAGES = [
  { path: '/games/scores', ready: 'main section a[href^="/games/game/"]', name: 'scores' },
  { path: '/teams/team/2310', ready: 'table[aria-label="Schedule and results"]', name: 'team' },
  { path: '/stats/home', ready: 'main article:nth-of-type(6) li', name: 'stats-home' },
  { path: '/teams', ready: 'main a[href="/teams/team/2310"]', name: 'teams' },
  { path: '/teams/team/2310/roster', ready: 'table[aria-label="Quarterbacks roster"]', name: 'team-roster' },
  {
    path: '/teams/rankings',
    ready: 'table[aria-label="Team rankings"], main .MuiAlert-root',
    name: 'teams-rankings',
  },
  { path: '/support', ready: 'form[aria-label="Contact support"]', name: 'support' },
  { path: '/settings', ready: 'main form, main .MuiAlert-root', name: 'settings' },
  { path: '/health', ready: 'main h1', name: 'health' },
  { path: '/test/axios', ready: 'table[aria-label="Access token"]', name: 'test-axios' },
  { path: '/test/chart', ready: 'main figure', name: 'test-chart' },
  // The week's top passer (the home page's card, open to visitors): a player page with every
  // part of its header card.
  {
    path: async () => {
      const { season, seasonType, week } = await getCurrentWeek(baseUrl);
      const { leaders } = await getJson(
        `${baseUrl}/api/stats/leaders/passing/game?season=${season}&seasonType=${seasonType}&week=${week}&pageSize=1`,
        leaderResponseSchema,
      );
      return `/players/player/${leaders[0]?.nflId}`;
    },
    ready: '[data-testid="player-header-stats"]',
    name: 'player',
  },
  // Thursday's opener, final at the pinned clock: the header, its box score and the chart.
  { path: '/games/game/2018090600/box-score', ready: 'table[aria-label="Scoring by quarter"]', name: 'game' },
  // The film room: game film cards, a search's plays with its filters, and a play's replay.
  {
    path: '/film/plays?displayGameFilmCards=true',
    ready: '[data-testid="film-card-play-count"]',
    name: 'film-cards',
  },
  {
    path: '/film/plays?season=2018&down=3&passPlay=true',
    ready: '[data-testid="film-play-row"]',
    name: 'film-plays',
  },
  { path: '/film/plays/2018090600-1?gameId=2018090600&n=1', ready: 'canvas[role="img"]', name: 'film-play' },
  // The Fantasy AI chat, consent given (the cookie is set below): its intro card and message box.
  { path: '/fantasy/ai', ready: 'main [role="log"] button', name: 'fantasy-ai' },
] as const;

describe('shell accessibility and screenshots', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Runs axe-core on the whole document and returns its violations, described. */
  async function scan(page: Page, view: string): Promise<Finding[]> {
    if (!(await page.evaluate('typeof window.axe !== "undefined"'))) {
      await page.evaluate(AXE_SOURCE);
    }
    const results = (await page.evaluate(
      'window.axe.run(document, { resultTypes: ["violations"] })',
    )) as AxeResults;
    return results.violations.map((violation) => ({
      view,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }

  /** Home with its score strip and the page's heading in place. */
  async function openHome(page: Page): Promise<void> {
    await page.goto(baseUrl);
    expect(await waitForPageTitle(page)).toBe('Home | All22');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator(STRIP_LINKS).first().waitFor();
  }

  async function openStats(page: Page): Promise<void> {
    await page.goto(`${baseUrl}${STATS_PATH}`);
    expect(await waitForPageTitle(page)).toBe('Passing Season Leaders | All22');
    await page.getByRole('heading', { name: 'Passing Season Leaders', level: 1 }).waitFor();
    await page.locator(STRIP_LINKS).first().waitFor();
    // The leader table itself, with its filters, sort headers and film links.
    await page.locator('[data-testid="leader-table"] tbody tr').first().waitFor();
  }

  /** The whole page; `fullPage: false` for what covers the viewport only (the drawer). */
  const screenshot = (page: Page, name: string, fullPage = true) =>
    page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });

  function report(findings: readonly Finding[]): Finding[] {
    for (const finding of findings) {
      console.log(
        `axe [${finding.impact}] ${finding.rule} on ${finding.view}: ${finding.help}\n` +
          finding.targets.map((target) => `    ${target}`).join('\n'),
      );
    }
    return findings.filter((finding) => BLOCKING_IMPACTS.has(finding.impact));
  }

  it.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
    'has no serious or critical axe violations (%s)',
    async (size) => {
      const context = await browser.newContext({ viewport: VIEWPORTS[size] });
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl}/support`);
        await waitForPageTitle(page);
        await signIn(page, DEMO_USERS.graceSubscriber);
        await context.addCookies([{ name: 'fantasyAiConsent', value: 'true', url: baseUrl }]);

        const findings: Finding[] = [];
        await openHome(page);
        await screenshot(page, `${size}-home`);
        findings.push(...(await scan(page, `${size} home`)));

        await openStats(page);
        await screenshot(page, `${size}-stats`);
        findings.push(...(await scan(page, `${size} ${STATS_PATH}`)));

        // Every page built on the shell, each once its data shows.
        for (const { path: pathOrLookup, ready, name } of CONTENT_PAGES) {
          const pagePath = typeof pathOrLookup === 'string' ? pathOrLookup : await pathOrLookup();
          await page.goto(`${baseUrl}${pagePath}`);
          await waitForPageTitle(page);
          await page.locator(ready).first().waitFor();
          await screenshot(page, `${size}-${name}`);
          findings.push(...(await scan(page, `${size} ${pagePath}`)));
        }

        if (size === 'mobile') {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('dialog', { name: 'Menu' }).waitFor();
          await page.waitForTimeout(DRAWER_SETTLE_MS);
          await screenshot(page, `${size}-menu`, false);
          findings.push(...(await scan(page, `${size} ${STATS_PATH} with the menu open`)));
        }
        const blocking = report(findings).map(
          (finding) =>
            `${finding.view}: ${finding.rule} (${finding.impact}, ${finding.targets.length} nodes)`,
        );
        expect(blocking, 'serious or critical axe violations (details printed above)').toEqual([]);
      } finally {
        await context.close();
      }
    },
    // About 30 pages, each loaded, screenshotted and scanned: 35–45 s alone, past the default
    // 60 s on a busy CI machine.
    SCAN_TIMEOUT_MS,
  );

  it('fits a phone’s width: no page scrolls sideways at 390 px (WCAG 1.4.10 reflow)', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    try {
      // Signed out: home and a page open to everyone.
      const overflows: Record<string, string[]> = {};
      for (const path of ['/', '/support']) {
        await page.goto(`${baseUrl}${path}`);
        await waitForPageTitle(page);
        await page.locator(STRIP_LINKS).first().waitFor();
        overflows[path] = (await page.evaluate(FIND_OVERFLOWING_ELEMENTS)) as string[];
      }
      expect(overflows).toEqual({ '/': [], '/support': [] });
    } finally {
      await context.close();
    }
  });
});

/**
 * The page's width beyond the viewport, and the outermost elements that reach past it without a
 * scrolling container of their own to hold them (those are what make the page scroll sideways).
 */
const FIND_OVERFLOWING_ELEMENTS = `(() => {
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width) return [];
  // Held inside a scrolling or clipping box? An absolutely positioned element only by one at or
  // above its containing block (offsetParent), a fixed one never.
  const isClipped = (element) => {
    const position = getComputedStyle(element).position;
    if (position === 'fixed') return false;
    let parent = position === 'absolute' ? element.offsetParent : element.parentElement;
    for (; parent; parent = parent.parentElement) {
      if (parent === document.body || parent === document.documentElement) return false;
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  const found = [];
  for (const element of document.body.querySelectorAll('*')) {
    const right = element.getBoundingClientRect().right;
    if (right <= width + 1 || isClipped(element)) continue;
    if (found.some((outer) => outer.contains(element))) continue;
    found.push(element);
  }
  return [
    'page ' + document.documentElement.scrollWidth + ' px wide at a ' + width + ' px viewport',
    ...found.slice(0, 10).map((element) => {
      const text = (element.textContent ?? '').trim().slice(0, 40);
      const right = Math.round(element.getBoundingClientRect().right);
      return element.tagName.toLowerCase() + '.' + [...element.classList].join('.') + ' "' + text + '" right ' + right + ' px';
    }),
  ];
})()`;
