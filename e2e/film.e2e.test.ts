/**
 * The film room in Chromium against the built app (shared e2e server: 2018 week 1 under way),
 * signed in as a subscriber: the top-nav link's game film cards → a game's plays → a play's
 * replay (angle switch, next play by keyboard); a search built in the filter panel whose address
 * reopens the same results; saved searches (save, apply, delete and undo); and every way in —
 * the game's Watch Film, the team's Film Room tab, a player's Film link, a stats count — landing
 * on as many plays as it promised. Screenshots go to e2e/screenshots/film-*.png (not in git).
 */
import { playListResponseSchema } from '@all22/contracts';
import { formatStatValue, isFinal } from '@all22/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';
import {
  DEMO_USERS,
  getJson,
  getLiveWeekGames,
  readAccessToken,
  signIn,
  waitForPageTitle,
} from './journey-helpers.js';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './page-browser.js';

const baseUrl = inject('baseUrl');
const SHOTS = 'e2e/screenshots';
const TOTAL = '[data-testid="film-results-total"]';
const CARD = '[data-testid="film-game-card"]';
const ROW = '[data-testid="film-play-row"]';
let token: string | undefined;

/** The plays /api/plays counts for a film query (the page's own filters, without "?"). */
async function countPlays(query: string): Promise<number> {
  const params = new URLSearchParams(query);
  for (const key of ['tab', 'weekSelected', 'displayGameFilmCards', 'n']) params.delete(key);
  params.set('pageSize', '1');
  return (await getJson(`${baseUrl}/api/plays?${params}`, playListResponseSchema, token)).total;
}

/** "1,234 plays" as the film room writes a count. */
const playsText = (total: number) =>
  `${formatStatValue(total, { decimals: 0 })} ${total === 1 ? 'play' : 'plays'}`;

/** The film room's total once it is counted (and, given `expected`, once it reads that). */
async function readTotal(page: Page, expected?: string): Promise<string> {
  const total = page.locator(TOTAL);
  const read = async () => (await total.textContent()) ?? '';
  if (expected === undefined) await expect.poll(read, { timeout: 15_000 }).toMatch(/\d+ plays?$/);
  else await expect.poll(read, { timeout: 15_000 }).toBe(expected);
  return read();
}

describe('film room', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
    page = await context.newPage();
    await page.goto(`${baseUrl}/support`);
    await waitForPageTitle(page);
    await signIn(page, DEMO_USERS.graceSubscriber);
    token = await readAccessToken(page);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('goes from the top-nav link through game cards and a game to a play, replayed and stepped by keyboard', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Film Room' }).first().click();
    await page.waitForURL(
      (url) => url.pathname === '/film/plays' && url.searchParams.get('displayGameFilmCards') === 'true',
    );
    const card = page.locator(CARD).first();
    await card.waitFor();
    await expect
      .poll(() => card.locator('[data-testid="film-card-play-count"]').textContent())
      .toMatch(/^\d+ plays$/);
    await page.screenshot({ path: `${SHOTS}/film-cards-desktop.png`, fullPage: true });
    const cardCount = (await card.locator('[data-testid="film-card-play-count"]').textContent()) ?? '';

    await card.click();
    await page.waitForURL((url) => url.searchParams.has('gameId'));
    await readTotal(page, cardCount);
    expect(await countPlays(new URL(page.url()).search)).toBe(
      Number(cardCount.split(' ')[0]!.replace(/,/g, '')),
    );
    await page.locator(ROW).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/film-plays-desktop.png` });

    await page.locator(ROW).first().click();
    await page.waitForURL((url) => /^\/film\/plays\/\d{10}-\d+$/.test(url.pathname));
    expect(new URL(page.url()).searchParams.get('n')).toBe('1');
    const canvas = page.locator('canvas[role="img"]');
    await canvas.waitFor();
    const angles = page.getByRole('group', { name: /angle/i });
    await page.keyboard.press('2');
    await expect
      .poll(() => angles.getByRole('button', { name: 'Endzone' }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.screenshot({ path: `${SHOTS}/film-play-desktop.png` });

    const firstPath = new URL(page.url()).pathname;
    await page.keyboard.press('k');
    await page.waitForURL((url) => url.searchParams.get('n') === '2');
    expect(new URL(page.url()).pathname).not.toBe(firstPath);
    // J goes back once the previous play of the results is known and this play's replay (which
    // listens for the keys) is shown: its tracking may load after the neighbours on a slow machine.
    await page
      .getByRole('link', { name: 'Previous play' })
      .and(page.locator(':not([aria-disabled="true"])'))
      .waitFor();
    await page.getByRole('button', { name: /^Previous play/ }).waitFor();
    await page.keyboard.press('j');
    await page.waitForURL((url) => url.searchParams.get('n') === '1');
    expect(new URL(page.url()).pathname).toBe(firstPath);
  });

  it('names the parameters it cannot use, as the API does', async () => {
    await page.goto(`${baseUrl}/film/plays?quarter=9&bogus=1`);
    await waitForPageTitle(page);
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('quarter');
    expect(await alert.textContent()).toContain('bogus');
  });

  it("lands every way in on as many plays as it promised: a game's Watch Film, a team's tab, a player's Film, a stats count", async () => {
    // A final game's header: Watch Film opens its plays.
    const final = (await getLiveWeekGames(baseUrl)).find((game) => isFinal(game.phase));
    expect(final, 'a final game this week').toBeDefined();
    await page.goto(`${baseUrl}/games/game/${final!.gameId}`);
    await waitForPageTitle(page);
    await page
      .getByRole('link', { name: /watch film/i })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/film/plays' && url.searchParams.has('gameId'));
    await readTotal(page, playsText(await countPlays(`gameId=${final!.gameId}`)));

    // The team's Film Room tab: its count, and the film room's for the same search.
    await page.goto(`${baseUrl}/teams/team/2310/film-room?side=offense`);
    await waitForPageTitle(page);
    const teamCount = page.getByTestId('team-play-count');
    await expect.poll(() => teamCount.textContent()).toMatch(/^\d[\d,]* plays? with the team on offense\.$/);
    const teamTotal = ((await teamCount.textContent()) ?? '').split(' ')[0]!;
    await page.locator(ROW).first().waitFor();
    await page.getByRole('link', { name: 'Offense plays' }).click();
    await page.waitForURL((url) => url.searchParams.get('possessionTeamId') === '2310');
    await page.getByRole('button', { name: 'Plays', exact: true }).click();
    await readTotal(page, `${teamTotal} ${teamTotal === '1' ? 'play' : 'plays'}`);

    // A player's Film link: his role's plays.
    const { plays } = await getJson(
      `${baseUrl}/api/plays?passPlay=true&pageSize=1`,
      playListResponseSchema,
      token,
    );
    const passerId = plays[0]!.passerId!;
    await page.goto(`${baseUrl}/players/player/${passerId}`);
    await waitForPageTitle(page);
    await page.getByTestId('player-film-link').click();
    await page.waitForURL((url) => url.searchParams.get('passerId') === String(passerId));
    await readTotal(page, playsText(await countPlays(`passerId=${passerId}`)));

    // A stats table's count of targets.
    await page.goto(`${baseUrl}/stats/receiving/season?sortKey=targets&sortValue=DESC`);
    await waitForPageTitle(page);
    const link = page
      .locator('[data-testid="leader-table"] tbody tr')
      .first()
      .locator('a[data-film-link="targets"]');
    const targets = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL((url) => url.searchParams.has('targetId'));
    await readTotal(page, playsText(Number(targets)));
  });

  it('fits a phone: the filters in a drawer, the plays in one column', async () => {
    const phone = await browser.newContext({
      viewport: PHONE_VIEWPORT,
      storageState: await context.storageState(),
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${baseUrl}/film/plays?season=2018&down=3`);
    await waitForPageTitle(phonePage);
    await phonePage.locator(ROW).first().waitFor();
    await phonePage.screenshot({ path: `${SHOTS}/film-plays-phone.png` });
    await phonePage.getByRole('button', { name: /filters/i }).click();
    await phonePage.getByRole('complementary', { name: 'Film filters' }).waitFor();
    // The drawer slides in over 225 ms.
    await phonePage.waitForTimeout(400);
    await phonePage.screenshot({ path: `${SHOTS}/film-filters-phone.png` });
    const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.close();
  });

  const panel = () => page.getByRole('complementary', { name: 'Film filters' });
  const group = (name: string) => panel().getByRole('group', { name, exact: true });
  /** Opens a filter group's section (General starts open). */
  async function openGroup(name: string): Promise<void> {
    const summary = panel().getByRole('button', { name: new RegExp(`^${name} ·`) });
    if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  }
  /** The rows' descriptions on screen, in order. */
  const readRows = (target: Page) =>
    target.locator(ROW).evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));

  it('builds a search of five filters from five groups whose address reopens the same results', async () => {
    await page.goto(`${baseUrl}/film/plays`);
    await waitForPageTitle(page);
    await panel().waitFor();
    const steps: [string | null, string, string, string][] = [
      [null, 'Down', '3rd', 'down'],
      ['Passing', 'Pass Attempt', 'Yes', 'attempt'],
      ['Rushing', 'Fumble', 'No', 'fumble'],
      ['Receiving', 'Receiver Alignment', 'Wide', 'receiverAlignment'],
      ['Other', 'QB Alignment', 'Shotgun', 'qbAlignment'],
    ];
    for (const [section, label, choice, key] of steps) {
      if (section !== null) await openGroup(section);
      await group(label).getByRole('button', { name: choice, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.has(key));
    }
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      down: '3',
      attempt: 'true',
      fumble: 'false',
      receiverAlignment: 'WIDE',
      qbAlignment: 'SHOTGUN',
    });
    const total = await readTotal(page, playsText(await countPlays(url.search)));
    await page.locator(ROW).first().waitFor();
    const rows = await readRows(page);
    await page.screenshot({ path: `${SHOTS}/film-search-desktop.png` });

    // The same address in a new page: the same count and the same plays in the same order.
    const reopened = await context.newPage();
    await reopened.goto(url.href);
    await waitForPageTitle(reopened);
    await readTotal(reopened, total);
    await reopened.locator(ROW).first().waitFor();
    expect(await readRows(reopened)).toEqual(rows);
    await reopened.close();

    // Back walks the searches: one filter fewer.
    await page.goBack();
    await page.waitForURL((back) => !back.searchParams.has('qbAlignment'));
    expect(new URL(page.url()).searchParams.get('receiverAlignment')).toBe('WIDE');
  });

  it('saves a search, applies it, deletes it and undoes the delete', async () => {
    const label = `Third-down shotgun ${Date.now()}`;
    await page.goto(`${baseUrl}/film/plays?down=3&qbAlignment=SHOTGUN`);
    await waitForPageTitle(page);
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Name').fill(label);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Saved “${label}”.`).waitFor();

    await page.getByRole('tab', { name: 'Saved searches' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'saved');
    const item = page.getByTestId('saved-search').filter({ hasText: label });
    await item.waitFor();
    expect(await item.textContent()).toContain(playsText(await countPlays('down=3&qbAlignment=SHOTGUN')));
    await page.screenshot({ path: `${SHOTS}/film-saved-desktop.png` });

    await item.getByRole('button', { name: `Apply ${label}` }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('qbAlignment') === 'SHOTGUN' && !url.searchParams.has('tab'),
    );
    expect(new URL(page.url()).searchParams.get('down')).toBe('3');

    // Saving the same name again replaces it, and says so.
    await page.goto(`${baseUrl}/film/plays?down=4&qbAlignment=SHOTGUN`);
    await waitForPageTitle(page);
    await page.getByRole('button', { name: 'Save search' }).click();
    await dialog.getByLabel('Name').fill(label);
    await dialog.getByText('saving replaces it').waitFor();
    await dialog.getByRole('button', { name: 'Replace' }).click();
    await page.getByText(`Replaced “${label}”.`).waitFor();

    await page.getByRole('tab', { name: 'Saved searches' }).click();
    await item.waitFor();
    expect(await item.textContent()).toContain('down=4');
    await item.getByRole('button', { name: `Delete ${label}` }).click();
    await page.getByText(`Deleted “${label}”.`).waitFor();
    await item.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await item.waitFor();
    await item.getByRole('button', { name: `Delete ${label}` }).click();
    await item.waitFor({ state: 'detached' });
  });
});
