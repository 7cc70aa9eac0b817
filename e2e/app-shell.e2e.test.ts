import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';

const baseUrl = inject('baseUrl');

describe('app shell', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('serves a healthy API', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; checks: { database: { kind: string } } };
    expect(body.status).toBe('ok');
    expect(body.checks.database.kind).toBe('pglite');
  });

  it('opens / and shows the app shell', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(baseUrl);
    await expect.poll(() => page.title()).toBe('Home | All22');
    await page.getByRole('banner').getByRole('link', { name: /all22/i }).waitFor();
    await page.getByRole('region', { name: 'Scores' }).getByRole('link').first().waitFor();
    await page.getByRole('contentinfo').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the live health status on /health, open to signed-out visitors too', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/health`);
    await expect.poll(() => page.title()).toBe('System status | All22');
    await expect
      .poll(async () => page.getByTestId('health-status').textContent(), { timeout: 15_000 })
      .toMatch(/ok/i);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the 404 page for an unknown route', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByText('This page could not be found').waitFor();
    expect(await page.title()).toBe('404 Not Found');
    await page.close();
  });
});
