/**
 * The stats sandbox (/tools) in Chromium against the built app, on a server of its own whose
 * league clock stands after 2018 week 7. A subscriber opens /tools, sees the five example
 * questions, and each draws a chart (bars, a line or a labelled scatter, as the question asks)
 * and a table with the rows GET /api/stats/sandbox gives; a row's play count opens the film room
 * on as many plays. A control changes the address; back returns to the question before; a copied
 * link opened in a new tab shows the same answer. The answer fits a phone. axe finds nothing
 * serious. A signed-in non-subscriber is sent home with the notice. Screenshots go to SHOTS_DIR
 * (default e2e/screenshots), tools-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sandboxResponseSchema } from '@all22/contracts';
import { chooseSandboxChart, formatSandboxQuery, getSandboxExamples } from '@all22/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanForBlockingViolations } from './axe.js';
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

const SHOTS_DIR = process.env.SHOTS_DIR ?? 'e2e/screenshots';
/** 2018, the Tuesday after week 7: weeks 1–7 final. */
const LEAGUE_CLOCK = '2018-10-23T12:00:00Z';
const SEASON = 2018;
const JOURNEY_TIMEOUT_MS = 240_000;
const POLL = { timeout: 20_000 };
const SETTLE_MS = 400;
const EXAMPLES = getSandboxExamples(SEASON);

let app: StartedServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

async function shot(target: Page, name: string): Promise<void> {
  await target.waitForTimeout(SETTLE_MS);
  await target.screenshot({ path: path.join(SHOTS_DIR, `tools-${name}.png`), fullPage: true });
}

const ask = (query: string) =>
  getJson(`${app.baseUrl}/api/stats/sandbox?${query}`, sandboxResponseSchema, token);

/** The table's rows once the answer has drawn (not the placeholder of the question before). */
async function waitForAnswer(target: Page, expectedRows: number): Promise<void> {
  await target.getByTestId('sandbox-chart').waitFor(POLL);
  await expect
    .poll(() => target.getByTestId('sandbox-table').locator('tbody tr').count(), POLL)
    .toBe(expectedRows);
  await expect.poll(() => target.locator('[aria-busy="true"]').count(), POLL).toBe(0);
}

/**
 * A scatter's drawn labels as the browser lays them out: their texts in order, the pairs that
 * overlap and the labels that leave the plot's frame (its unfilled rectangle).
 */
function readScatterLabels(chart: Locator) {
  return chart.evaluate((element) => {
    const texts = [...element.querySelectorAll('[data-chart-row] text')];
    const frame = element.querySelector('rect[fill="none"]')?.getBoundingClientRect();
    const boxes = texts.map((text) => ({ text: text.textContent ?? '', box: text.getBoundingClientRect() }));
    const overlapping: string[] = [];
    const outside: string[] = [];
    for (const [index, { text, box }] of boxes.entries()) {
      if (
        frame &&
        (box.left < frame.left - 0.5 ||
          box.right > frame.right + 0.5 ||
          box.top < frame.top - 0.5 ||
          box.bottom > frame.bottom + 0.5)
      )
        outside.push(text);
      for (const other of boxes.slice(index + 1)) {
        const overlaps =
          box.left < other.box.right - 0.5 &&
          other.box.left < box.right - 0.5 &&
          box.top < other.box.bottom - 0.5 &&
          other.box.top < box.bottom - 0.5;
        if (overlaps) overlapping.push(`${text} / ${other.text}`);
      }
    }
    return { texts: boxes.map(({ text }) => text), overlapping, outside };
  });
}

describe('stats sandbox', () => {
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
    'draws a table and a chart for each of the five example questions',
    async () => {
      await page.goto(`${app.baseUrl}/tools`);
      await expect.poll(() => page.title(), POLL).toBe('Tools | All22');
      await page.getByRole('heading', { name: 'Ask your own question' }).waitFor(POLL);
      for (const example of EXAMPLES) await page.getByText(example.title, { exact: true }).waitFor();
      expect(await scanForBlockingViolations(page)).toEqual([]);
      await shot(page, 'examples');

      for (const [index, example] of EXAMPLES.entries()) {
        await page.goto(`${app.baseUrl}/tools`);
        await page.getByText(example.title, { exact: true }).click();
        const query = formatSandboxQuery(example.question);
        await page.waitForURL((url) => url.search === `?${query}`);
        const answer = await ask(query);
        expect(answer.rows.length, example.title).toBeGreaterThan(0);
        await waitForAnswer(page, answer.rows.length);
        // The table's first row is the answer's, and the chart is the kind the question asks for.
        const first = page.getByTestId('sandbox-table').locator('tbody tr').first();
        expect(await first.locator('th').textContent()).toContain(answer.rows[0]!.label);
        const chart = page.getByTestId('sandbox-chart');
        const kind = chooseSandboxChart(example.question).kind;
        if (kind === 'line') expect(await chart.locator('polyline').count()).toBeGreaterThan(0);
        if (kind === 'bar') expect(await chart.locator('rect').count()).toBe(answer.rows.length);
        if (kind === 'scatter') {
          expect(await chart.locator('circle').count()).toBe(answer.rows.length);
          // Each point names its row (a tooltip); the labels that had room are drawn, the best
          // row's first, and as the browser lays them out none overlaps another or leaves the plot.
          expect(await chart.locator('circle > title').count()).toBe(answer.rows.length);
          const labels = await readScatterLabels(chart);
          expect(labels.texts.length).toBeGreaterThan(0);
          expect(answer.rows[0]!.label).toContain(labels.texts[0]!.replace('…', ''));
          expect(labels.overlapping, labels.overlapping.join('; ')).toEqual([]);
          expect(labels.outside, labels.outside.join('; ')).toEqual([]);
        }
        await shot(page, `example-${index + 1}-${kind}`);
      }
      expect(await scanForBlockingViolations(page)).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "opens a row's plays in the film room, keeps each change in the address and reopens a shared link",
    async () => {
      const example = EXAMPLES[0]!;
      const query = formatSandboxQuery(example.question);
      await page.goto(`${app.baseUrl}/tools?${query}`);
      const answer = await ask(query);
      await waitForAnswer(page, answer.rows.length);

      // A control is a new address; back returns to the question before.
      await page.getByRole('combobox', { name: 'One row per' }).click();
      await page.getByRole('option', { name: 'Team' }).click();
      await page.waitForURL((url) => url.searchParams.get('by') === 'team');
      const byTeam = await ask(new URL(page.url()).search.slice(1));
      // The rows' header says what a row is once the new answer has replaced the last one.
      await expect
        .poll(() => page.getByTestId('sandbox-table').locator('thead th').first().textContent(), POLL)
        .toBe('Team');
      await waitForAnswer(page, byTeam.rows.length);
      await page.goBack();
      await page.waitForURL((url) => url.search === `?${query}`);
      await waitForAnswer(page, answer.rows.length);

      // A shared link, opened in another tab, shows the same answer.
      const shared = await context.newPage();
      await shared.goto(page.url());
      await waitForAnswer(shared, answer.rows.length);
      expect(await shared.getByTestId('sandbox-table').locator('tbody').textContent()).toBe(
        await page.getByTestId('sandbox-table').locator('tbody').textContent(),
      );
      await shared.close();

      // A row's play count opens the film room on that many plays.
      const row = answer.rows[0]!;
      await page.getByRole('link', { name: `${row.plays} plays of ${row.label} in the film room` }).click();
      await page.waitForURL((url) => url.pathname === '/film/plays');
      expect(new URL(page.url()).search).toBe(`?${row.filter}`);
      const countText = row.plays === 1 ? '1 play' : `${row.plays.toLocaleString('en-US')} plays`;
      await page.getByText(countText, { exact: false }).first().waitFor(POLL);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'fits a phone, and sends a non-subscriber home',
    async () => {
      const phone = await browser.newContext({ viewport: PHONE_VIEWPORT });
      const small = await phone.newPage();
      // The session is in localStorage: sign in again in this context.
      await small.goto(`${app.baseUrl}/support`);
      await waitForPageTitle(small);
      await signIn(small, DEMO_USERS.subscriber);
      const example = EXAMPLES[3]!;
      const query = formatSandboxQuery(example.question);
      await small.goto(`${app.baseUrl}/tools?${query}`);
      await waitForAnswer(small, (await ask(query)).rows.length);
      // Nothing but the chart and table regions scrolls sideways.
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE_VIEWPORT.width,
      );
      expect(await scanForBlockingViolations(small)).toEqual([]);
      await shot(small, 'phone');
      await phone.close();

      const freeContext = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
      const free = await freeContext.newPage();
      await free.goto(`${app.baseUrl}/support`);
      await waitForPageTitle(free);
      await signIn(free, DEMO_USERS.noPlan);
      await free.goto(`${app.baseUrl}/tools`);
      await free.waitForURL((url) => url.pathname === '/', POLL);
      const notice = free.getByTestId('locked-page-notice');
      await notice.waitFor(POLL);
      expect(await notice.textContent()).toContain('Tools is for subscribers.');
      await freeContext.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
