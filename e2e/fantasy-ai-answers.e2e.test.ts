/**
 * The Fantasy AI's answers are true (issue 18): in Chromium against the built app, a signed-in
 * subscriber on a server of its own whose league clock stands in 2018 week 5, so four weeks of
 * the regular season are played. Each intro prompt gets a finished reply with figures and player
 * links; an answer about one player (named from an earlier answer's link) shows the per-game
 * points his page's Fantasy tab shows, in the same scoring; "he" in a follow-up is that player;
 * his film link opens the film room on his plays. Screenshots go to /tmp/shots/chat-answer-*.png.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CHAT_INTRO_PROMPTS } from '@all22/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { DEMO_USERS, signIn, startServers, stopServers, waitForPageTitle } from './journey-helpers.js';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './page-browser.js';
import type { StartedServer } from './start-server.js';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';
/** 2018, the Tuesday after week 4: weeks 1–4 final, week 5 to come. */
const LEAGUE_CLOCK = '2018-10-02T12:00:00Z';
const SEASON = 2018;
const REPLY_TIMEOUT_MS = 30_000;
const JOURNEY_TIMEOUT_MS = 180_000;
/** MUI's motions last 225 ms; screenshots wait for them to end. */
const SETTLE_MS = 400;
const PLAYER_LINK = 'a[href^="/players/player/"]';
const FILM_LINK = 'a[href^="/film/plays?"]';

let app: StartedServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const chat = () => page.getByRole('region', { name: 'Fantasy AI chat' });
const replies = () => chat().locator('[data-testid="chat-message-assistant"]');

/** The last reply once it has finished streaming. */
async function waitForReply(count: number): Promise<Locator> {
  await expect.poll(() => replies().count(), { timeout: REPLY_TIMEOUT_MS }).toBe(count);
  const last = replies().nth(count - 1);
  await expect.poll(() => last.getAttribute('data-streaming'), { timeout: REPLY_TIMEOUT_MS }).toBeNull();
  await expect.poll(async () => ((await last.textContent()) ?? '').length).toBeGreaterThan(20);
  return last;
}

/** The chat's socket is authenticated: a question sent before that is a connection error (spec 2 §4). */
async function waitForLiveChat(): Promise<void> {
  await expect
    .poll(() => chat().getByTestId('chat-connection-state').textContent(), { timeout: REPLY_TIMEOUT_MS })
    .toBe('Live (authenticated)');
}

/** Sends a question from the chat box, once the chat is live, and returns its finished reply. */
async function ask(question: string): Promise<Locator> {
  await waitForLiveChat();
  const count = await replies().count();
  const box = chat().getByRole('textbox', { name: 'Ask Fantasy AI' });
  await box.fill(question);
  await box.press('Enter');
  return waitForReply(count + 1);
}

/** A reply's words, without its time ("2 min ago" has digits of its own). */
const replyText = (reply: Locator) =>
  reply.evaluate((bubble) => {
    const copy = bubble.cloneNode(true) as HTMLElement;
    for (const time of copy.querySelectorAll('time')) time.remove();
    return copy.textContent ?? '';
  });

/** The players an answer links, by id, as its links name them. */
async function linkedPlayers(reply: Locator): Promise<{ nflId: number; name: string }[]> {
  return reply.locator(PLAYER_LINK).evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      nflId: Number(anchor.getAttribute('href')!.split('/').pop()),
      name: anchor.textContent ?? '',
    })),
  );
}

/** A table's body as text cells, one array a row. */
const readRows = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );

const readHeaders = (table: Locator) =>
  table.locator('thead th').evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));

/** "1,234.5" → 1234.5; a figure that is not a number fails the comparison. */
const parseFigure = (text: string) => Number(text.replace(/,/g, ''));

async function shot(name: string): Promise<void> {
  await page.waitForTimeout(SETTLE_MS);
  await page.screenshot({ path: path.join(SHOTS_DIR, `chat-answer-${name}.png`) });
}

describe('Fantasy AI answers', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    ({ app } = await startServers({ app: { LEAGUE_CLOCK } }));
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
    await context.addCookies([{ name: 'fantasyAiConsent', value: 'true', url: app.baseUrl }]);
    page = await context.newPage();
    await page.goto(`${app.baseUrl}/support`);
    await waitForPageTitle(page);
    await signIn(page, DEMO_USERS.graceSubscriber);
  });

  afterAll(async () => {
    await browser?.close();
    await stopServers([app]);
  });

  /** Players linked by the intro prompts' answers, by the prompts' intents. */
  const linkedByPrompt = new Map<string, { nflId: number; name: string }[]>();
  /** The lineup answer's table (a ranking of wide receivers): its headers and first row. */
  let lineupRanking: { headers: string[]; first: string[] } | undefined;

  it(
    'answers each intro prompt with figures and links to player pages',
    async () => {
      await page.goto(`${app.baseUrl}/fantasy/ai`);
      await waitForPageTitle(page);
      await waitForLiveChat();
      for (const [index, prompt] of CHAT_INTRO_PROMPTS.entries()) {
        if (index > 0) await chat().getByRole('button', { name: 'New chat' }).click();
        await chat().getByRole('heading', { name: 'Ask Fantasy AI' }).waitFor();
        await chat()
          .getByRole('button', { name: new RegExp(`^${prompt.label}`) })
          .click();
        const reply = await waitForReply(1);
        // Soft: one prompt answered wrongly does not hide how the others are answered.
        const text = await replyText(reply);
        expect.soft(text, prompt.label).toMatch(/\d/);
        const players = await linkedPlayers(reply);
        expect.soft(players.length, `${prompt.label}: ${text}`).toBeGreaterThan(0);
        for (const { nflId, name } of players) {
          expect(nflId).toBeGreaterThan(0);
          expect(name.length).toBeGreaterThan(2);
        }
        linkedByPrompt.set(prompt.intent, players);
        if (prompt.intent === 'lineup-help' && (await reply.locator('table').count()) > 0) {
          const table = reply.locator('table').first();
          lineupRanking = { headers: await readHeaders(table), first: (await readRows(table))[0] ?? [] };
        }
        expect(
          await chat()
            .locator('[data-testid="chat-message-error"], [data-testid="chat-message-system"]')
            .count(),
        ).toBe(0);
      }
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "states a player's figures as his page shows them; he is that player in a follow-up; his film link opens his plays",
    async () => {
      // A wide receiver the lineup answer named: targets make sense for him.
      const player = linkedByPrompt.get('lineup-help')?.[0];
      expect(player).toBeDefined();
      const { nflId, name } = player!;
      await chat().getByRole('button', { name: 'New chat' }).click();
      await chat().getByRole('heading', { name: 'Ask Fantasy AI' }).waitFor();

      // The answer about him: his per-game points in the account's scoring, week by week.
      const reply = await ask(`How has ${name} played this season?`);
      const text = await replyText(reply);
      expect((await linkedPlayers(reply))[0]).toEqual({ nflId, name });
      const season =
        /([\d.,]+) fantasy points a game \((Standard|Half PPR|PPR)\) this season(?: — (\w+) so far)?/.exec(
          text,
        );
      expect(season, text).not.toBeNull();
      const [, perGame, scoring, rankLabel] = season!;
      const answerTable = reply.locator('table');
      expect(await answerTable.count()).toBe(1);
      const answerHeaders = await readHeaders(answerTable);
      const pointsColumn = answerHeaders.indexOf('FPTS');
      expect(answerHeaders[0]).toBe('Game');
      expect(pointsColumn).toBeGreaterThan(0);
      const targetsColumn = answerHeaders.indexOf('Tgt');
      expect(targetsColumn).toBeGreaterThan(0);
      const answerRows = await readRows(answerTable);
      expect(answerRows.length).toBeGreaterThan(0);
      const answerWeeks = answerRows.map((cells) => ({
        week: Number(cells[0]!.replace('Week ', '')),
        points: parseFigure(cells[pointsColumn]!),
        targets: parseFigure(cells[targetsColumn]!),
      }));
      for (const { week, points, targets } of answerWeeks) {
        expect([week, points, targets].every(Number.isFinite), answerRows.join('\n')).toBe(true);
      }
      await shot('desktop');

      // His page (through the answer's link, inside the app): the game log's targets and points.
      await reply.locator(`a[href="/players/player/${nflId}"]`).first().click();
      await page.waitForURL((url) => url.pathname === `/players/player/${nflId}`);
      const gameLog = page.getByRole('table', { name: 'Game log' });
      await gameLog.waitFor();
      const logHeaders = await readHeaders(gameLog);
      const logTargets = logHeaders.findIndex((header) => /^(tgt|targets)$/i.test(header));
      expect(logTargets, logHeaders.join(' ')).toBeGreaterThan(2);
      const logByWeek = new Map(
        (await readRows(gameLog)).map((cells) => [
          Number(cells[0]),
          { targets: parseFigure(cells[logTargets]!), points: parseFigure(cells.at(-1)!) },
        ]),
      );
      for (const { week, points, targets } of answerWeeks) {
        expect(logByWeek.get(week), `${name} week ${week}`).toEqual({ targets, points });
      }

      // The Fantasy tab, in the scoring the answer names.
      await page.getByRole('navigation', { name: 'Player' }).getByRole('tab', { name: 'Fantasy' }).click();
      await page.getByRole('heading', { name: `${SEASON} fantasy season` }).waitFor();
      await page.getByText(`${scoring} scoring`, { exact: false }).first().waitFor();
      const pageTable = page.getByRole('table', { name: 'Fantasy points by week' });
      await pageTable.waitFor();
      const pageHeaders = await readHeaders(pageTable);
      const scoringColumn = pageHeaders.indexOf(
        { Standard: 'STD', 'Half PPR': 'HALF', PPR: 'PPR' }[scoring as 'Standard' | 'Half PPR' | 'PPR'],
      );
      expect(scoringColumn).toBeGreaterThan(1);
      const pageRows = await readRows(pageTable);
      const pagePoints = new Map(pageRows.map((cells) => [cells[0]!, parseFigure(cells[scoringColumn]!)]));
      for (const { week, points } of answerWeeks) {
        expect(pagePoints.get(`Week ${week}`), `${name} week ${week}`).toBe(points);
      }
      // The season line: his rank and points a game as the answer states them, and as the lineup
      // answer's ranking listed him (rank, points, points a game).
      const rankLine = (await page.getByTestId('fantasy-season-rank').textContent()) ?? '';
      const [pageRank, pageTotal, pagePerGame] = rankLine.split(' · ');
      expect(parseFigure(pagePerGame!.replace(' per game', ''))).toBe(parseFigure(perGame!));
      expect(pageRank).toBe(rankLabel);
      const column = (header: string) => lineupRanking!.first[lineupRanking!.headers.indexOf(header)]!;
      expect(column('Player')).toBe(name);
      expect(column('POS RK')).toBe(pageRank);
      expect(parseFigure(column('FPTS'))).toBe(parseFigure(pageTotal!.replace(' points', '')));
      expect(parseFigure(column('FPTS/G'))).toBe(parseFigure(perGame!));

      // "He" in a follow-up: the same player, with his figures.
      await page.goto(`${app.baseUrl}/fantasy/ai`);
      await waitForPageTitle(page);
      await expect.poll(() => replies().count()).toBe(1);
      const followUp = await ask('How many targets did he get in his last game?');
      const followUpText = await replyText(followUp);
      expect((await linkedPlayers(followUp))[0]?.nflId, followUpText).toBe(nflId);
      expect(followUpText).toMatch(/\d+(\.\d)? targets/);
      // His last game's targets, as his game log counts them, in the reply's table.
      const lastWeek = Math.max(...logByWeek.keys());
      const followUpRows = await readRows(followUp.locator('table'));
      const lastRow = followUpRows.find((cells) => cells[0] === `Week ${lastWeek}`);
      expect(lastRow, followUpText).toBeDefined();
      expect(parseFigure(lastRow![targetsColumn]!)).toBe(logByWeek.get(lastWeek)!.targets);

      // His film link: the film room filtered to his plays of the season.
      const film = followUp.locator(FILM_LINK).first();
      await film.scrollIntoViewIfNeeded();
      const filmHref = (await film.getAttribute('href')) ?? '';
      const filmQuery = new URLSearchParams(filmHref.split('?')[1]);
      expect([...filmQuery.values()]).toContain(String(nflId));
      expect(filmQuery.get('season')).toBe(String(SEASON));
      await film.click();
      await page.waitForURL((url) => url.pathname === '/film/plays' && url.search === `?${filmQuery}`);
      const chips = page.getByRole('list', { name: 'Active filters' });
      const lastName = name.split(' ').at(-1)!;
      await expect.poll(() => chips.textContent(), { timeout: 15_000 }).toContain(lastName);
      const total = page.getByTestId('film-results-total');
      // His targeted plays of the season: as many as the targets the answer's table adds up to.
      const seasonTargets = answerWeeks.reduce((sum, { targets }) => sum + targets, 0);
      expect(answerWeeks.length).toBe(logByWeek.size);
      await expect
        .poll(() => total.textContent(), { timeout: 15_000 })
        .toBe(`${seasonTargets} ${seasonTargets === 1 ? 'play' : 'plays'}`);
      await page.getByTestId('film-play-row').first().waitFor();

      // On a phone: the answer readable, nothing wider than the screen.
      await page.setViewportSize(PHONE_VIEWPORT);
      await page.goto(`${app.baseUrl}/fantasy/ai`);
      await waitForPageTitle(page);
      await expect.poll(() => replies().count()).toBe(2);
      await replies().first().locator('table').scrollIntoViewIfNeeded();
      await shot('phone');
      // Each table cell on one line: a figure is never broken across lines ("1" over "2").
      const brokenCells = await replies()
        .first()
        .locator('th, td')
        .evaluateAll((cells) =>
          cells
            .filter((cell) => {
              const range = document.createRange();
              range.selectNodeContents(cell);
              return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
            })
            .map((cell) => cell.textContent),
        );
      expect(brokenCells).toEqual([]);
      const overflow = await page.evaluate(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
