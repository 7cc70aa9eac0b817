import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { waitForPageTitle } from './journey-helpers.js';

export const DESKTOP_VIEWPORT = { width: 1440, height: 900 };
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * One Chromium for a test file (launched before its tests, closed after), and its pages: each
 * opened at `path` of `baseUrl` in a fresh context (a new visitor) and returned once titled.
 */
export function usePageBrowser(baseUrl: string) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });

  return {
    async open(path: string, viewport = DESKTOP_VIEWPORT): Promise<Page> {
      if (!browser) throw new Error('usePageBrowser: the browser is not launched yet');
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(`${baseUrl}${path}`);
      await waitForPageTitle(page);
      return page;
    },
  };
}
