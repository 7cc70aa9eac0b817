/**
 * The fantasy stats page (/fantasy/stats) in Chromium against the built app, on a server of its
 * own pinned at 2018 REG week 6 (Sunday afternoon: five weeks played, some teams past their bye,
 * the week's early games under way), so week ranges, byes and tiers have data. A subscriber sees
 * the API's ranking, switches scoring without changing the setting, filters, sorts from the
 * keyboard, opens the weekly grid and downloads both as CSV; the page fits a phone and passes axe.
 * A signed-in user without a plan is sent home (freemium on, /fantasy/stats not a freemium route)
 * and refused by the API. Screenshots go to e2e/screenshots/fantasy-stats-*.png (not in git).
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  accountInfoSchema,
  type FantasyRankingPlayer,
  fantasyRankingResponseSchema,
  fantasyWeeklyResponseSchema,
  playerFantasyWeeksResponseSchema,
} from '@all22/contracts';
import { formatStatValue } from '@all22/domain';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** 2018 REG week 6, Sunday 2:30 pm ET. */
const WEEK_SIX_CLOCK = '2018-10-14T18:30:00Z';
const SEASON = 2018;
const TABLE = '[data-testid="fantasy-stats-table"]';
const GRID = '[data-testid="fantasy-weekly-grid"]';
/** The page's positions: "All" is these. */
const FANTASY_POSITIONS = 'QB,RB,WR,TE,K';
/** axe-core's source, run in the page through the DevTools protocol (the CSP refuses a script tag). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF), the way a spreadsheet reads it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  return rows;
}

describe('fantasy stats page', () => {
  let server: StartedServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  const baseUrl = () => server.baseUrl;

  /** The API's ranking for `query` (the page's defaults otherwise), as the subscriber. */
  async function getRanking(query: Record<string, string> = {}): Promise<FantasyRankingPlayer[]> {
    const params = new URLSearchParams({
      season: String(SEASON),
      limit: '500',
      sortKey: 'fpStd',
      position: FANTASY_POSITIONS,
      ...query,
    });
    const answer = await getJson(
      `${baseUrl()}/api/secured/stats/fantasy/season?${params}`,
      fantasyRankingResponseSchema,
      token,
    );
    return answer.players;
  }

  /** Each body row's cell texts (a grid cell's tier, read out to screen readers, left out). */
  const readRows = (target: Page, selector: string) =>
    target
      .locator(selector)
      .evaluate((table) =>
        [...table.querySelectorAll('tbody tr')].map((row) =>
          [...row.querySelectorAll('th, td')].map((cell) =>
            (cell.textContent ?? '').replace(/ \([A-Za-z]+\)$/, '').trim(),
          ),
        ),
      );
  const readNames = async (target: Page = page) => (await readRows(target, TABLE)).map((row) => row[1]);

  async function open(path: string, selector = TABLE, target: Page = page): Promise<void> {
    await target.goto(`${baseUrl()}${path}`);
    await waitForPageTitle(target);
    await target.locator(`${selector} tbody tr`).first().waitFor();
  }

  async function scanWithAxe(target: Page): Promise<string[]> {
    if (!(await target.evaluate('typeof window.axe !== "undefined"'))) await target.evaluate(AXE_SOURCE);
    const results = (await target.evaluate(
      'window.axe.run(document, { resultTypes: ["violations"] })',
    )) as AxeResults;
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  }

  beforeAll(async () => {
    [{ weekSix: server }, browser] = await Promise.all([
      startServers({ weekSix: { LEAGUE_CLOCK: WEEK_SIX_CLOCK } }),
      launchBrowser(),
    ]);
    context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, acceptDownloads: true });
    page = await context.newPage();
    await page.goto(`${baseUrl()}/support`);
    await waitForPageTitle(page);
    await signIn(page, DEMO_USERS.graceSubscriber);
    token = await readAccessToken(page);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stopServers([server]);
  });

  it("shows the API's ranking in the account's scoring, unranked players last", async () => {
    const account = await getJson(`${baseUrl()}/api/account`, accountInfoSchema, token);
    expect(account.data.display.pointsPerReception).toBe(0);
    const api = await getRanking();
    await open('/fantasy/stats');
    expect(await page.title()).toBe('Fantasy Stats | All22');
    const rows = await readRows(page, TABLE);
    expect(rows.map((row) => row[1])).toEqual(api.map((player) => player.displayName));
    const [best] = api;
    expect(rows[0]!.slice(0, 8)).toEqual([
      best!.fpPosRkLblStd,
      best!.displayName,
      best!.position,
      best!.teamAbbr === 'ARI' ? 'AZ' : best!.teamAbbr,
      String(best!.byeWeek),
      String(best!.gamesPlayed),
      formatStatValue(best!.fpStd),
      formatStatValue(best!.fpPGStd),
    ]);
    // Unranked players (no games yet) are all at the end, whatever the sort.
    const ranks = rows.map((row) => row[0]);
    const firstUnranked = ranks.indexOf('—');
    expect(firstUnranked).toBeGreaterThan(100);
    expect(ranks.slice(firstUnranked).every((rank) => rank === '—')).toBe(true);
    const link = page.locator(`${TABLE} tbody tr`).first().getByRole('link');
    expect(await link.getAttribute('href')).toBe(`/players/player/${best!.nflId}/fantasy`);
    await page.screenshot({ path: 'e2e/screenshots/fantasy-stats-desktop.png' });
  });

  it('switches scoring on the page without changing the setting', async () => {
    await open('/fantasy/stats');
    await page.getByRole('button', { name: 'PPR', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('scoring') === 'ppr');
    const api = await getRanking({ sortKey: 'fpPPR' });
    await expect.poll(() => readNames()).toEqual(api.map((player) => player.displayName));
    const rows = await readRows(page, TABLE);
    expect(rows[0]!.slice(6, 8)).toEqual([formatStatValue(api[0]!.fpPPR), formatStatValue(api[0]!.fpPGPPR)]);
    await page.getByText('Showing PPR scoring here; your setting is Standard.').waitFor();
    const account = await getJson(`${baseUrl()}/api/account`, accountInfoSchema, token);
    expect(account.data.display.pointsPerReception).toBe(0);
  });

  it('sorts by any column from the keyboard, both ways, and keeps it in the address', async () => {
    await open('/fantasy/stats');
    const header = page.locator(`${TABLE} thead`).getByRole('button', { name: 'YDS, Receiving yards' });
    await header.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'receivingYards');
    expect(new URL(page.url()).searchParams.get('order')).toBe('desc');
    const descending = await getRanking({ sortKey: 'receivingYards', sortValue: 'DESC' });
    await expect.poll(() => readNames()).toEqual(descending.map((player) => player.displayName));
    expect(await page.locator(`${TABLE} th[aria-sort="descending"]`).getAttribute('data-column')).toBe(
      'receivingYards',
    );
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('order') === 'asc');
    const ascending = await getRanking({ sortKey: 'receivingYards', sortValue: 'ASC' });
    await expect.poll(() => readNames()).toEqual(ascending.map((player) => player.displayName));
    // Ascending still ends with the unranked.
    expect(ascending.at(-1)!.gamesPlayed).toBe(0);
  });

  it('ranks kickers by their kicks, with their kicking columns', async () => {
    await open('/fantasy/stats');
    await page.getByLabel('Position', { exact: true }).selectOption('K');
    await page.waitForURL((url) => url.searchParams.get('position') === 'K');
    const kickers = await getRanking({ position: 'K' });
    await expect.poll(() => readNames()).toEqual(kickers.map((player) => player.displayName));
    const best = kickers[0]!;
    expect(best.fpStd).toBeGreaterThan(0);
    const row = (await readRows(page, TABLE))[0]!;
    expect(row[6]).toBe(formatStatValue(best.fpStd));
    // The table's last columns: Kicking FGM, FGA, XPM.
    expect(row.slice(-3)).toEqual(
      [best.stats.fieldGoalsMade, best.stats.fieldGoalsAttempted, best.stats.extraPointsMade].map(String),
    );
    await page.screenshot({ path: 'e2e/screenshots/fantasy-stats-kickers-desktop.png' });
  });

  it("filters by position, team and weeks; a range's points are the sum of its weeks", async () => {
    await open('/fantasy/stats');
    const backs = await getRanking({ position: 'RB' });
    const teamId = backs[0]!.teamId!;
    await page.getByLabel('Position', { exact: true }).selectOption('RB');
    await page.getByLabel('Team', { exact: true }).selectOption(teamId);
    await page.getByLabel('From week').selectOption('2');
    await page.getByLabel('To week').selectOption('4');
    await page.waitForURL((url) => url.searchParams.get('weeks') === '2-4');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      position: 'RB',
      team: teamId,
      weeks: '2-4',
    });
    const api = await getRanking({ position: 'RB', teamId, weekFrom: '2', weekTo: '4' });
    await expect.poll(() => readNames()).toEqual(api.map((player) => player.displayName));
    const leader = api[0]!;
    const weeks = await getJson(
      `${baseUrl()}/api/players/fantasyWeeks?playerId=${leader.nflId}&season=${SEASON}&seasonType=REG`,
      playerFantasyWeeksResponseSchema,
      token,
    );
    const inRange = weeks.weeks.filter((week) => week.week >= 2 && week.week <= 4);
    const sum = inRange.reduce((total, week) => total + week.fpStd, 0);
    expect((await readRows(page, TABLE))[0]!.slice(5, 7)).toEqual([
      String(inRange.length),
      formatStatValue(sum),
    ]);
  });

  it('shows the weekly grid: points by week with tiers, BYE in the bye week', async () => {
    await open('/fantasy/stats?view=weekly&position=WR', GRID);
    const weekly = await getJson(
      `${baseUrl()}/api/secured/stats/fantasy/weekly?season=${SEASON}&limit=500&sortKey=fpStd&position=WR`,
      fantasyWeeklyResponseSchema,
      token,
    );
    const ranking = await getRanking({ position: 'WR' });
    expect(weekly.weeks).toEqual([1, 2, 3, 4, 5, 6]);
    const rows = await readRows(page, GRID);
    expect(rows.map((row) => row[1])).toEqual(ranking.map((player) => player.displayName));
    const headers = await page.locator(`${GRID} thead th`).allTextContents();
    expect(headers).toEqual(['POS RK', 'Player', 'Team', 'W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'FPTS']);
    // A receiver whose team has had its bye: BYE in that week's column.
    const index = ranking.findIndex(
      (player) => player.byeWeek !== null && player.byeWeek <= 5 && player.gamesPlayed > 0,
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const receiver = ranking[index]!;
    expect(rows[index]![2 + receiver.byeWeek!]).toBe('BYE');
    // Each played week's points in the default scoring, its tier on the cell.
    const played = weekly.players[index]!.weeks[0]!;
    const cell = page.locator(`${GRID} tbody tr`).nth(index).locator(`td[data-week="${played.week}"]`);
    expect((await cell.textContent())?.startsWith(formatStatValue(played.fpStd))).toBe(true);
    expect(await cell.getAttribute('data-tier')).toMatch(/^(elite|strong|flex|low)$/);
    await page.screenshot({ path: 'e2e/screenshots/fantasy-stats-weekly-desktop.png' });
  });

  it('exports the table and the grid as CSV, exactly as shown', async () => {
    for (const [path, selector, name] of [
      ['/fantasy/stats?scoring=half&position=TE', TABLE, 'all22-fantasy-stats-2018-half-TE.csv'],
      [
        '/fantasy/stats?scoring=half&position=TE&view=weekly',
        GRID,
        'all22-fantasy-stats-2018-half-TE-weekly.csv',
      ],
    ] as const) {
      await open(path, selector);
      const shown = await readRows(page, selector);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(name);
      const rows = parseCsv((await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, ''));
      expect(rows.slice(1)).toEqual(shown);
      expect(rows[0]![0]).toBe('POS RK');
      if (selector === TABLE) expect(rows[0]).toContain('Receiving YDS');
      else
        expect(rows[0]).toEqual([
          'POS RK',
          'Player',
          'Team',
          'Week 1',
          'Week 2',
          'Week 3',
          'Week 4',
          'Week 5',
          'Week 6',
          'FPTS',
        ]);
    }
  });

  it('fits a phone: the page never scrolls sideways, the table scrolls in its box', async () => {
    const phone = await browser.newContext({ viewport: PHONE_VIEWPORT });
    try {
      const phonePage = await phone.newPage();
      // The sign-in lives in localStorage (one sign-in shared by tabs): copy it over.
      await phonePage.goto(`${baseUrl()}/support`);
      const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
      await phonePage.evaluate((entries) => {
        for (const [key, value] of Object.entries(JSON.parse(entries) as Record<string, string>)) {
          localStorage.setItem(key, value);
        }
      }, storage);
      for (const [path, selector, name] of [
        ['/fantasy/stats', TABLE, 'fantasy-stats-mobile'],
        ['/fantasy/stats?view=weekly', GRID, 'fantasy-stats-weekly-mobile'],
      ] as const) {
        await open(path, selector, phonePage);
        const sideways = await phonePage.evaluate(
          () => document.documentElement.scrollWidth > window.innerWidth,
        );
        expect(sideways, path).toBe(false);
        const box = phonePage.getByRole('region', { name: /scrolls sideways/ });
        expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth), path).toBe(true);
        await phonePage.getByText('Swipe the table sideways for more columns.').waitFor();
        await phonePage.screenshot({ path: `e2e/screenshots/${name}.png` });
        expect(await scanWithAxe(phonePage), `${path} on a phone`).toEqual([]);
      }
    } finally {
      await phone.close();
    }
  });

  // Two scans of 500 rows: about 20 s each on an idle 2-core machine, more beside other journeys.
  it(
    'has no serious or critical axe violations on the table and the grid',
    { timeout: 180_000 },
    async () => {
      await open('/fantasy/stats?sort=receptions');
      expect(await scanWithAxe(page)).toEqual([]);
      await open('/fantasy/stats?view=weekly&scoring=ppr', GRID);
      expect(await scanWithAxe(page)).toEqual([]);
    },
  );

  it('sends a user without a plan home, and the API refuses him', async () => {
    const free = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
    try {
      const freePage = await free.newPage();
      await freePage.goto(`${baseUrl()}/support`);
      await waitForPageTitle(freePage);
      await signIn(freePage, DEMO_USERS.noPlan);
      await freePage.goto(`${baseUrl()}/fantasy/stats`);
      await freePage.waitForURL((url) => url.pathname === '/');
      expect(describeLocation(freePage, baseUrl())).toBe('/');
      const response = await fetch(`${baseUrl()}/api/secured/stats/fantasy/season?season=${SEASON}`, {
        headers: { authorization: `Bearer ${await readAccessToken(freePage)}` },
      });
      expect(response.status).toBe(403);
    } finally {
      await free.close();
    }
  });
});
