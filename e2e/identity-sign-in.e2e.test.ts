import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { signIn } from './journey-helpers.js';

const baseUrl = inject('baseUrl');
/** The demo accounts' shared password (APP_ENV=development; see apps/server/src/identity/demo-accounts.ts). */
const DEMO_PASSWORD = 'all22-demo-password';

describe('identity pages', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Opens an account page signed out, signs in on the form it leads to (submitting with Enter). */
  async function signInThrough(path: string, email: string): Promise<Page> {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}${path}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/identity/sign-in');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL((url) => url.pathname === path.split('?')[0]);
    expect(errors).toEqual([]);
    return page;
  }

  it('signs in through the pages, shows the plan and pauses it', async () => {
    const page = await signInThrough('/identity/subscriptions', 'subscriber@all22.test');
    await page.getByRole('heading', { name: 'Your subscription' }).waitFor();
    const status = page.getByTestId('subscription-status');
    expect(await status.textContent()).toBe('Active');
    expect(await page.getByText('Monthly', { exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: 'Pause plan' }).click();
    await page.getByRole('status').filter({ hasText: 'Your plan is paused.' }).waitFor();
    expect(await status.textContent()).toBe('Paused');
    expect(await page.getByRole('button', { name: 'Resume plan' }).count()).toBe(1);
    expect(await page.getByRole('listitem').filter({ hasText: 'Active → Paused' }).count()).toBe(1);
    await page.close();
  });

  it('buys a plan in the test-mode checkout', async () => {
    const page = await signInThrough('/identity/plans', 'free@all22.test');
    await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
    await page.getByRole('radio', { name: /Annual/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Confirm your plan' }).waitFor();
    expect(await page.getByRole('note').textContent()).toContain('asks for no card details');
    await page.getByRole('button', { name: 'Confirm and subscribe' }).click();
    await page.getByRole('heading', { name: 'Your subscription' }).waitFor();
    expect(await page.getByTestId('subscription-status').textContent()).toBe('Active');
    expect(await page.getByText('Annual', { exact: true }).count()).toBe(1);
    await page.close();
  });

  it('signs out in one step: the refresh token revoked, no question, home signed out', async () => {
    const page = await browser.newPage();
    const revocations: number[] = [];
    const pagesSeen: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/identity/token/revocation')) revocations.push(response.status());
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) pagesSeen.push(new URL(frame.url()).pathname);
    });
    await page.goto(`${baseUrl}/support`);
    await signIn(page, 'subscriber@all22.test');

    await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();

    expect(revocations).toEqual([200]);
    // The provider's end-session page went by on its own (no "Sign out of All22?" to answer).
    expect(pagesSeen).toContain('/identity/session/end');
    expect(await page.getByText('Sign out of All22?').count()).toBe(0);
    // Signed out at the provider too: Sign In asks for the password again.
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.close();
  });

  it('takes a visitor from Subscribe through a new account to the plans in one flow', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Subscribe' }).first().click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel('First name').fill('Nia');
    await page.getByLabel('Last name').fill('Newcomer');
    await page.getByLabel('Email').fill(`nia-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('long-enough-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/identity/plans');
    await page.close();
  });
});
