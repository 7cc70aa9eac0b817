/**
 * The stats pages in Chromium against the built app (shared e2e server: 2018 week 1 under way),
 * signed in as a subscriber (the stats pages are not freemium routes): the leader tables against
 * GET /api/stats/leaders, sorting through the API, the CSV export of the whole table (every page),
 * the film links against GET /api/plays, the filters in the address, every stats page, and the
 * column priority at 1440 px and on a phone, with the sticky player column. Screenshots go to
 * e2e/screenshots/stats-*.png (not in git).
 */
import { readFile } from 'node:fs/promises';
import { type LeaderResponse, leaderResponseSchema, playListResponseSchema } from '@all22/contracts';
import { formatStatValue } from '@all22/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';
import {
  DEMO_USERS,
  getCurrentWeek,
  getJson,
  readAccessToken,
  signIn,
  waitForPageTitle,
} from './journey-helpers.js';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './page-browser.js';

const baseUrl = inject('baseUrl');
const TABLE = '[data-testid="leader-table"]';
/** The signed-in subscriber's token: the leader tables and the film room answer subscribers only. */
let subscriberToken: string | undefined;

/** The leaders the API lists for `group`/`period` with `query` (the page's first page by default). */
async function getLeaders(path: string, query: Record<string, string> = {}): Promise<LeaderResponse> {
  const { season, seasonType } = await getCurrentWeek(baseUrl);
  const params = new URLSearchParams({ season: String(season), seasonType, pageSize: '25', ...query });
  return getJson(`${baseUrl}/api/stats/leaders/${path}?${params}`, leaderResponseSchema, subscriberToken);
}

/** The table on screen: its header labels and each body row's cell texts. */
async function readTable(page: Page): Promise<{ headers: string[]; rows: string[][] }> {
  return page.locator(TABLE).evaluate((table) => ({
    headers: [...table.querySelectorAll('thead th')].map((cell) => cell.textContent?.trim() ?? ''),
    rows: [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
    ),
  }));
}

/** The player (or team) names of the rows on screen, in order. */
const readNames = async (page: Page) => (await readTable(page)).rows.map((row) => row[1]);

/** For each header label, whether its column is wholly inside the table's scroll box as it is now. */
async function readColumnsInView(page: Page, labels: readonly string[]): Promise<boolean[]> {
  return page.locator('[data-testid="leader-table-scroll"]').evaluate((box, wanted) => {
    const bounds = box.getBoundingClientRect();
    const headers = [...box.querySelectorAll('thead th')];
    return wanted.map((label) => {
      const header = headers.find((cell) => cell.textContent?.trim() === label);
      if (!header) return false;
      const rect = header.getBoundingClientRect();
      return rect.left >= bounds.left - 0.5 && rect.right <= bounds.right + 0.5;
    });
  }, labels);
}

/**
 * Whether the first row's player (or team) cell is in view at the box's left, right after the
 * rank, and is what the browser hits there (opaque, above the figures scrolled under it).
 */
async function isPlayerColumnOnTop(page: Page): Promise<boolean> {
  return page.locator('[data-testid="leader-table-scroll"]').evaluate((box) => {
    const bounds = box.getBoundingClientRect();
    const row = box.querySelector('tbody tr')!;
    const [rank, name] = [row.children[0]!, row.children[1]!];
    const rect = name.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const rankHit = document.elementFromPoint(
      rank.getBoundingClientRect().left + 5,
      rect.top + rect.height / 2,
    );
    return (
      box.scrollLeft > 0 &&
      Math.abs(rank.getBoundingClientRect().left - bounds.left) <= 2 &&
      rect.left >= bounds.left &&
      rect.right <= bounds.right &&
      hit !== null &&
      name.contains(hit) &&
      rankHit !== null &&
      rank.contains(rankHit)
    );
  });
}

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

describe('stats pages', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  /** Opens `path` in the signed-in tab and waits for its leader table. */
  async function openTable(path: string): Promise<void> {
    await page.goto(`${baseUrl}${path}`);
    await waitForPageTitle(page);
    await page.locator(`${TABLE} tbody tr`).first().waitFor();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, acceptDownloads: true });
    page = await context.newPage();
    await page.goto(`${baseUrl}/support`);
    await waitForPageTitle(page);
    await signIn(page, DEMO_USERS.graceSubscriber);
    subscriberToken = await readAccessToken(page);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it("shows the API's passing leaders in its order, numbers formatted, every figure behind All columns", async () => {
    const api = await getLeaders('passing/season');
    await openTable('/stats/passing/season');
    expect(await page.title()).toBe('Passing Season Leaders | All22');
    const essential = await readTable(page);
    expect(essential.headers).toEqual([
      '#',
      'Player',
      'Pos',
      'Team',
      'CMP',
      'ATT',
      'YDS',
      'TD',
      'INT',
      'RATE',
    ]);
    expect(essential.rows.map((row) => row[1])).toEqual(api.leaders.map((leader) => leader.displayName));
    await page.getByRole('switch', { name: /^All columns/ }).click();
    const { headers, rows } = await readTable(page);
    expect(headers).toEqual(['#', 'Player', 'Pos', 'Team', ...api.columns.map((column) => column.label)]);
    const leader = api.leaders[0]!;
    const first = rows[0]!;
    expect(first.slice(0, 2)).toEqual(['1', leader.displayName]);
    api.columns.forEach((column, index) => {
      expect(first[4 + index], column.key).toBe(formatStatValue(leader.values[column.key], column));
    });
    await page.screenshot({ path: 'e2e/screenshots/stats-passing-season-desktop.png', fullPage: true });
    await page.getByRole('switch', { name: /^All columns/ }).click();
  });

  it('sorts by another column through the API, both ways, and keeps it in the address', async () => {
    await openTable('/stats/passing/season');
    const attempts = page.locator(`${TABLE} thead`).getByRole('button', { name: 'ATT', exact: true });
    await attempts.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('sortKey') === 'attempts');
    expect(new URL(page.url()).searchParams.get('sortValue')).toBe('DESC');
    const descending = await getLeaders('passing/season', { sortKey: 'attempts', sortValue: 'DESC' });
    await expect.poll(() => readNames(page)).toEqual(descending.leaders.map((leader) => leader.displayName));
    expect(await page.locator('th[aria-sort="descending"]').textContent()).toBe('ATT');

    await attempts.click();
    await page.waitForURL((url) => url.searchParams.get('sortValue') === 'ASC');
    const ascending = await getLeaders('passing/season', { sortKey: 'attempts', sortValue: 'ASC' });
    await expect.poll(() => readNames(page)).toEqual(ascending.leaders.map((leader) => leader.displayName));
  });

  it('exports the whole table as CSV: every page, in the order and with the columns of the table', async () => {
    // The finished preseason: on this Sunday of week 1 the regular season counts one game so far.
    const query = { seasonType: 'PRE', sortKey: 'targets', sortValue: 'ASC' };
    const api = await getLeaders('receiving/season', { ...query, page: '2' });
    expect(api.total).toBeGreaterThan(50); // more than the two pages of 25
    await openTable('/stats/receiving/season?seasonType=PRE&sortKey=targets&sortValue=ASC&page=2');
    await page.getByRole('switch', { name: /^All columns/ }).click();
    const shown = await readTable(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const { season } = await getCurrentWeek(baseUrl);
    expect(download.suggestedFilename()).toBe(`all22-receiving-season-${season}-PRE.csv`);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [headers, ...rows] = parseCsv(text.slice(1));
    expect(headers).toEqual(shown.headers);
    expect(rows).toHaveLength(api.total);
    // The page on screen (page 2 of 25 rows) is rows 26–50 of the file, cell for cell.
    expect(shown.rows[0]![0]).toBe('26');
    expect(rows.slice(25, 50)).toEqual(shown.rows);
    await page.getByRole('switch', { name: /^All columns/ }).click();
  });

  it('links a count of plays to the film room with the matching filters', async () => {
    const api = await getLeaders('receiving/season', { sortKey: 'targets', sortValue: 'DESC' });
    const leader = api.leaders[0]!;
    await openTable('/stats/receiving/season?sortKey=targets&sortValue=DESC');
    const link = page.locator(`${TABLE} tbody tr`).first().locator('a[data-film-link="targets"]');
    expect(await link.textContent()).toBe(String(leader.values.targets));
    const href = (await link.getAttribute('href')) ?? '';
    const url = new URL(href, baseUrl);
    expect(url.pathname).toBe('/film/plays');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      season: String(api.season),
      seasonType: 'REG',
      targetId: String(leader.nflId),
      target: 'true',
      possessionTeamId: leader.teamId,
    });
    // The film room's plays for those filters are the plays the count counts.
    const plays = await getJson(
      `${baseUrl}/api/plays?${url.searchParams}&pageSize=1`,
      playListResponseSchema,
      subscriberToken,
    );
    expect(plays.total).toBe(leader.values.targets);
  });

  it('keeps the filters in the address, and says which values it could not use', async () => {
    await openTable('/stats/rushing/game?weekSlug=WEEK_1');
    const api = await getLeaders('rushing/game', { week: '1' });
    expect(await readNames(page)).toEqual(api.leaders.map((leader) => leader.displayName));
    const team = api.leaders[0]!;
    await page.getByLabel('Team').selectOption(team.teamId);
    await page.waitForURL((url) => url.searchParams.get('teamId') === team.teamId);
    const teamApi = await getLeaders('rushing/game', { week: '1', teamId: team.teamId });
    await expect.poll(() => readNames(page)).toEqual(teamApi.leaders.map((leader) => leader.displayName));
    expect(new URL(page.url()).searchParams.get('weekSlug')).toBe('WEEK_1');

    await openTable('/stats/passing/season?season=abc&teamId=9999');
    const warning = page
      .getByRole('alert')
      .filter({ hasText: 'Some filters in the address were not applied' });
    await warning.getByText('Season "abc" is not a season with stats').waitFor();
    await warning.getByText('Team "9999" is not a team of the league').waitFor();
  });

  it('opens every stats page with its data', async () => {
    const groups = ['passing', 'rushing', 'receiving', 'defense', 'team-offense', 'team-defense'];
    for (const group of groups) {
      for (const period of ['season', 'game']) {
        const api = await getLeaders(`${group}/${period}`);
        await openTable(`/stats/${group}/${period}`);
        expect(await page.locator(`${TABLE} tbody tr`).count(), `${group}/${period}`).toBe(
          api.leaders.length,
        );
        expect(await page.getByRole('alert').count(), `${group}/${period}`).toBe(0);
        // Team rows link to the team pages, player rows to the player pages.
        const leader = api.leaders[0]!;
        const nameLink = page.locator(`${TABLE} tbody tr`).first().locator('th a');
        expect(await nameLink.getAttribute('href'), `${group}/${period}`).toBe(
          leader.nflId === null ? `/teams/team/${leader.teamId}` : `/players/player/${leader.nflId}`,
        );
        if (group === 'team-offense' && period === 'game') {
          await page.screenshot({
            path: 'e2e/screenshots/stats-team-offense-game-desktop.png',
            fullPage: true,
          });
        }
      }
    }
    await page.goto(`${baseUrl}/stats/home`);
    expect(await waitForPageTitle(page)).toBe('Stats | All22');
    for (const group of groups) {
      const api = await getLeaders(`${group}/season`, { pageSize: '5' });
      const card = page
        .locator('article')
        .filter({ has: page.getByRole('heading', { level: 2 }) })
        .nth(groups.indexOf(group));
      await card.locator('li').first().waitFor();
      expect(await card.locator('li').count(), group).toBe(api.leaders.length);
    }
    await page.screenshot({ path: 'e2e/screenshots/stats-home-desktop.png', fullPage: true });

    await openTable('/stats/home-alpha?category=defense&period=game');
    const defense = await getLeaders('defense/game');
    expect(await readNames(page)).toEqual(defense.leaders.map((leader) => leader.displayName));
    await page.screenshot({ path: 'e2e/screenshots/stats-home-alpha-desktop.png', fullPage: true });
  });

  it('fits the essential figures at 1440 px, and keeps the player column in view when all of them scroll', async () => {
    await openTable('/stats/passing/season');
    const box = page.getByRole('region', { name: /scrolls sideways/ });
    expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const essential = ['#', 'Player', 'Pos', 'Team', 'CMP', 'ATT', 'YDS', 'TD', 'INT', 'RATE'];
    expect(await readColumnsInView(page, essential)).toEqual(essential.map(() => true));
    // No name cut: each name cell shows its whole text.
    const cut = await page
      .locator(`${TABLE} tbody th a`)
      .evaluateAll((links) => links.filter((link) => link.scrollWidth > link.clientWidth).length);
    expect(cut).toBe(0);
    // Every figure: wider than the box, so it scrolls; the rank and player columns stay.
    await page.getByRole('switch', { name: /^All columns/ }).click();
    await page.locator(`${TABLE} thead th`, { hasText: 'EPA' }).waitFor();
    const isWider = await box.evaluate((element) => element.scrollWidth > element.clientWidth);
    if (isWider) {
      await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      expect(await isPlayerColumnOnTop(page)).toBe(true);
      expect(await readColumnsInView(page, ['EPA'])).toEqual([true]);
    }
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/screenshots/stats-tables-desktop-all-columns.png' });
    await page.getByRole('switch', { name: /^All columns/ }).click();
    await box.evaluate((element) => element.scrollTo({ left: 0 }));
    await page.screenshot({ path: 'e2e/screenshots/stats-tables-desktop.png' });
  });

  it('fits a phone: the page never scrolls sideways, the table scrolls in its box', async () => {
    const phone = await browser.newContext({ viewport: PHONE_VIEWPORT });
    try {
      await phone.addCookies(await context.cookies());
      const phonePage = await phone.newPage();
      // The sign-in lives in localStorage (one sign-in shared by tabs): copy it over.
      await phonePage.goto(`${baseUrl}/support`);
      const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
      await phonePage.evaluate((entries) => {
        for (const [key, value] of Object.entries(JSON.parse(entries) as Record<string, string>)) {
          localStorage.setItem(key, value);
        }
      }, storage);
      const paths = [
        '/stats/passing/season',
        '/stats/home',
        '/stats/home-alpha?category=receiving&period=game',
      ];
      for (const path of paths) {
        await phonePage.goto(`${baseUrl}${path}`);
        await waitForPageTitle(phonePage);
        await phonePage
          .locator(path === '/stats/home' ? 'article li' : `${TABLE} tbody tr`)
          .first()
          .waitFor();
        const sideways = await phonePage.evaluate(
          () => document.documentElement.scrollWidth > window.innerWidth,
        );
        expect(sideways, path).toBe(false);
        // stats-passing-season-mobile, stats-home-mobile, stats-home-alpha-mobile
        const name = `stats-${path.split('?')[0]!.split('/').slice(2).join('-')}-mobile`;
        await phonePage.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: false });
      }
      await phonePage.goto(`${baseUrl}/stats/passing/season`);
      await phonePage.locator(`${TABLE} tbody tr`).first().waitFor();
      // The rank, the player (with position and team) and the main figures, unscrolled.
      const box = phonePage.getByRole('region', { name: /scrolls sideways/ });
      expect((await readTable(phonePage)).headers).toEqual(['#', 'Player', 'YDS', 'TD', 'INT', 'RATE']);
      expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await readColumnsInView(phonePage, ['#', 'Player', 'YDS', 'TD', 'INT', 'RATE'])).toEqual([
        true,
        true,
        true,
        true,
        true,
        true,
      ]);
      const firstRow = phonePage.locator(`${TABLE} tbody tr`).first();
      expect(await firstRow.locator('th').innerText()).toMatch(/\n[A-Z]{1,4} · [A-Z]{2,3}$/);
      await box.scrollIntoViewIfNeeded();
      await phonePage.screenshot({ path: 'e2e/screenshots/stats-tables-phone.png' });
      // Every figure behind the switch: the table scrolls sideways, the player column stays.
      await phonePage.getByRole('switch', { name: /^All columns/ }).click();
      expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      expect(await isPlayerColumnOnTop(phonePage)).toBe(true);
      await phonePage.screenshot({ path: 'e2e/screenshots/stats-tables-phone-scrolled.png' });
    } finally {
      await phone.close();
    }
  });
});
