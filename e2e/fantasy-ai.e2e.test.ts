/**
 * The Fantasy AI chat in Chromium against the built app and its real chat socket, signed in as a
 * subscriber, on a server of its own whose AD_SERVER_URL is a loopback HTTP server counting the
 * impressions: consent in the side panel and on the page (the blocking dialog, Back to Home), an
 * intro prompt's streamed reply (whatever the assistant answers), regenerate, copy, the same
 * conversation on the full-screen page and after a reload, a dropped socket reconnecting, New
 * chat, and the phone layout. Screenshots go to /tmp/shots/chat-*.png (SHOTS_DIR to change).
 */
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CHAT_INTRO_PROMPTS } from '@all22/domain';
import type { Browser, Locator, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { DEMO_USERS, signIn, startServers, stopServers, waitForPageTitle } from './journey-helpers.js';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './page-browser.js';
import type { StartedServer } from './start-server.js';

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';
const REPLY_TIMEOUT_MS = 30_000;
const DAY_SECONDS = 86_400;
/** MUI's drawer and dialog slide in over 225 ms; screenshots wait for the motion to end. */
const SETTLE_MS = 400;

let adServer: Server;
const adRequests: URL[] = [];
let app: StartedServer;
let browser: Browser;

/** A loopback ad server: answers every request with an empty 204 and keeps its URL. */
async function startAdServer(): Promise<string> {
  adServer = createServer((request, response) => {
    adRequests.push(new URL(request.url ?? '/', 'http://ads.local'));
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => adServer.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(adServer.address() as AddressInfo).port}/ad`;
}

const slotsRequested = () =>
  adRequests.map((url) => new URLSearchParams(url.searchParams.get('t') ?? '').get('slot'));

/** A signed-in subscriber's page in a fresh context, its chat sockets routed through the test. */
async function openSignedIn(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
  const sockets: WebSocketRoute[] = [];
  await context.routeWebSocket(/\/ws\/chat$/, (socket) => {
    socket.connectToServer();
    sockets.push(socket);
  });
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}/support`);
  await waitForPageTitle(page);
  await signIn(page, DEMO_USERS.graceSubscriber);
  return { context, page, sockets };
}

const connectionOf = (scope: Locator) => scope.getByTestId('chat-connection-state');
const replies = (scope: Locator) => scope.locator('[data-testid="chat-message-assistant"]');

/** The last reply once it has finished streaming; returns its text. */
async function waitForReply(scope: Locator, count: number): Promise<string> {
  await expect.poll(() => replies(scope).count(), { timeout: REPLY_TIMEOUT_MS }).toBe(count);
  const last = replies(scope).nth(count - 1);
  await expect.poll(() => last.getAttribute('data-streaming'), { timeout: REPLY_TIMEOUT_MS }).toBeNull();
  await expect.poll(async () => ((await last.textContent()) ?? '').length).toBeGreaterThan(20);
  return (await last.textContent()) ?? '';
}

const shot = (page: Page, name: string) =>
  page
    .waitForTimeout(SETTLE_MS)
    .then(() => page.screenshot({ path: path.join(SHOTS_DIR, `chat-${name}.png`) }));

describe('Fantasy AI chat', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    const adServerUrl = await startAdServer();
    ({ app } = await startServers({ app: { AD_SERVER_URL: adServerUrl, APP_ENV: 'development' } }));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await stopServers([app]);
    await new Promise((resolve) => adServer?.close(resolve));
  });

  it('asks for consent on the page with a blocking dialog; Back to Home goes home', async () => {
    const { context, page } = await openSignedIn(DESKTOP_VIEWPORT);
    try {
      await page.goto(`${app.baseUrl}/fantasy/ai`);
      const dialog = page.getByRole('dialog', { name: 'Before you use Fantasy AI' });
      await dialog.waitFor();
      const width = (await dialog.boundingBox())?.width ?? 0;
      expect(width).toBeLessThanOrEqual(600);
      expect(width).toBeGreaterThan(500);
      await shot(page, 'consent-page-desktop');
      await dialog.getByRole('link', { name: 'Back to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });

  it('chats in the side panel and on the page: consent, a prompt, regenerate, copy, reload, a dropped socket, New chat', async () => {
    const { context, page, sockets } = await openSignedIn(DESKTOP_VIEWPORT);
    try {
      await page.goto(app.baseUrl);
      await waitForPageTitle(page);
      await page.getByRole('button', { name: 'Fantasy AI' }).click();
      const panel = page.getByRole('dialog', { name: 'Fantasy AI' });
      await panel.getByRole('heading', { name: 'Before you use Fantasy AI' }).waitFor();
      expect(slotsRequested()).toEqual([]);
      await panel.getByRole('button', { name: 'I agree' }).click();
      const consent = (await context.cookies(app.baseUrl)).find(({ name }) => name === 'fantasyAiConsent');
      expect(consent?.value).toBe('true');
      expect(consent?.path).toBe('/');
      const days = ((consent?.expires ?? 0) - Date.now() / 1000) / DAY_SECONDS;
      expect(days).toBeGreaterThan(364.99);
      expect(days).toBeLessThan(365.01);
      await expect.poll(() => connectionOf(panel).textContent()).toBe('Live (authenticated)');
      await expect.poll(() => slotsRequested()).toEqual(['right_panel']);
      expect(Object.fromEntries(adRequests[0]!.searchParams)).toMatchObject({
        sz: '1x1',
        iu: '/all22/fantasy-ai',
      });
      expect(new URLSearchParams(adRequests[0]!.searchParams.get('t') ?? '').get('environment')).toBe(
        'stage',
      );

      // An intro prompt sends its question; the streamed reply is a non-empty assistant bubble.
      const prompt = CHAT_INTRO_PROMPTS[0];
      await panel.getByRole('button', { name: new RegExp(`^${prompt.label}`) }).click();
      await panel
        .getByRole('article', { name: 'You message' })
        .filter({ hasText: prompt.question })
        .waitFor();
      await waitForReply(panel, 1);
      expect(await panel.getByRole('heading', { name: 'Ask Fantasy AI' }).count()).toBe(0);

      // Regenerate asks the same question again.
      await replies(panel).first().getByRole('button', { name: 'Regenerate' }).click();
      await waitForReply(panel, 2);
      expect(await panel.getByRole('article', { name: 'You message' }).count()).toBe(2);

      // Copy puts the reply on the clipboard.
      await replies(panel).first().getByRole('button', { name: 'Copy' }).click();
      await replies(panel).first().getByRole('button', { name: 'Copied' }).waitFor();
      const copied = (await page.evaluate('navigator.clipboard.readText()')) as string;
      expect(copied.length).toBeGreaterThan(20);
      await shot(page, 'panel-desktop');

      // The full-screen page shows the same conversation.
      await panel.getByRole('link', { name: 'Open Full Screen' }).click();
      await page.waitForURL((url) => url.pathname === '/fantasy/ai');
      const chat = page.getByRole('region', { name: 'Fantasy AI chat' });
      await expect.poll(() => replies(chat).count()).toBe(2);
      expect(await page.getByRole('button', { name: 'Fantasy AI' }).count()).toBe(0);
      await expect.poll(() => slotsRequested()).toEqual(['right_panel', 'full_page']);
      await shot(page, 'page-desktop');

      // A reload restores it (saved locally, under 6 hours old).
      await page.reload();
      await waitForPageTitle(page);
      await expect.poll(() => replies(chat).count()).toBe(2);
      await expect.poll(() => connectionOf(chat).textContent()).toBe('Live (authenticated)');

      // A dropped socket reconnects, and the chat goes on.
      const socketsBefore = sockets.length;
      await sockets.at(-1)?.close({ code: 4000, reason: 'dropped by the test' });
      await expect.poll(() => sockets.length, { timeout: 10_000 }).toBe(socketsBefore + 1);
      await expect.poll(() => connectionOf(chat).textContent()).toBe('Live (authenticated)');
      const box = chat.getByRole('textbox', { name: 'Ask Fantasy AI' });
      await box.fill('Who are the top tight ends this season?');
      await box.press('Enter');
      expect(await box.inputValue()).toBe('');
      await waitForReply(chat, 3);
      expect(
        await chat.locator('[data-testid="chat-message-error"], [data-testid="chat-message-system"]').count(),
      ).toBe(0);

      // New chat: the intro card again, nothing kept.
      await chat.getByRole('button', { name: 'New chat' }).click();
      await chat.getByRole('heading', { name: 'Ask Fantasy AI' }).waitFor();
      expect(await chat.getByRole('article').count()).toBe(0);
      await page.reload();
      await waitForPageTitle(page);
      await chat.getByRole('heading', { name: 'Ask Fantasy AI' }).waitFor();
      expect(await chat.getByRole('article').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('fits a phone: the panel covers the screen, the page does not scroll sideways', async () => {
    const { context, page } = await openSignedIn(PHONE_VIEWPORT);
    try {
      await context.addCookies([{ name: 'fantasyAiConsent', value: 'true', url: app.baseUrl }]);
      await page.goto(app.baseUrl);
      await waitForPageTitle(page);
      await page.getByRole('button', { name: 'Fantasy AI' }).click();
      const panel = page.getByRole('dialog', { name: 'Fantasy AI' });
      await expect.poll(() => connectionOf(panel).textContent()).toBe('Live (authenticated)');
      const box = await panel.boundingBox();
      expect([box?.x, box?.width, box?.height]).toEqual([0, PHONE_VIEWPORT.width, PHONE_VIEWPORT.height]);
      await panel.getByRole('button', { name: new RegExp(`^${CHAT_INTRO_PROMPTS[2].label}`) }).click();
      await waitForReply(panel, 1);
      await shot(page, 'panel-phone');

      await panel.getByRole('link', { name: 'Open Full Screen' }).click();
      await page.waitForURL((url) => url.pathname === '/fantasy/ai');
      const chat = page.getByRole('region', { name: 'Fantasy AI chat' });
      await expect.poll(() => replies(chat).count()).toBe(1);
      await shot(page, 'page-phone');
      const overflow = await page.evaluate(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('covers nothing: a round button beside the page on a wide screen, a bar of its own on a phone', async () => {
    for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
      const { context, page } = await openSignedIn(viewport);
      try {
        for (const path of ['/', '/support']) {
          await page.goto(`${app.baseUrl}${path}`);
          await waitForPageTitle(page);
          const button = page.getByRole('button', { name: 'Fantasy AI' });
          await button.waitFor();
          // Nothing lies over the button itself either: it takes the click.
          expect(
            await button.evaluate((fab) => {
              const box = fab.getBoundingClientRect();
              return fab.contains(
                document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
              );
            }),
          ).toBe(true);
          for (const at of [0, 0.5, 1]) {
            await page.evaluate(
              (share) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * share),
              at,
            );
            // What lies under the button's corners and centre, the button aside: the margin beside
            // the page on a wide screen, the button's own bar on a phone; never the page.
            const under = await button.evaluate((fab) => {
              const box = fab.getBoundingClientRect();
              const points = [
                [box.left + 1, box.top + 1],
                [box.right - 1, box.top + 1],
                [box.left + 1, box.bottom - 1],
                [box.right - 1, box.bottom - 1],
                [box.left + box.width / 2, box.top + box.height / 2],
              ] as const;
              const containers = [...document.querySelectorAll('#main-content > *, footer > *')];
              return points.map(([x, y]) => {
                const below = document.elementsFromPoint(x, y).find((element) => !fab.contains(element));
                if (below?.closest('[data-testid="fantasy-ai-bar"]')) return 'bar';
                if (containers.some((container) => container.contains(below ?? null))) return 'page';
                return 'margin';
              });
            });
            const expected = viewport === PHONE_VIEWPORT ? 'bar' : 'margin';
            expect(under, `${viewport.width}px ${path} at ${at * 100}%`).toEqual(Array(5).fill(expected));
          }
        }
        if (viewport === PHONE_VIEWPORT) {
          // At the end of the page the footer stops above the bar.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const footer = await page.locator('footer').boundingBox();
          const bar = await page.getByTestId('fantasy-ai-bar').boundingBox();
          // (within a pixel: the boxes are measured in fractions of one)
          expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual((bar?.y ?? 0) + 1);
        }
      } finally {
        await context.close();
      }
    }
  });
});
