/**
 * Settings and support in Chromium against the built app (shared e2e server): a signed-in user's
 * settings saved on the account and still there after a reload; a visitor's support message
 * stored by the API, and the form's own checks before anything is sent.
 */
import { describe, expect, inject, it } from 'vitest';
import { DEMO_USERS, signIn } from './journey-helpers.js';
import { PHONE_VIEWPORT, usePageBrowser } from './page-browser.js';

const baseUrl = inject('baseUrl');

describe('settings and support', () => {
  const pages = usePageBrowser(baseUrl);

  it("saves a signed-in user's scoring and film angles on the account", async () => {
    const page = await pages.open('/settings');
    // The plan-less demo account: settings need an account, not a subscription, and no other
    // test reads this account's scoring.
    await signIn(page, DEMO_USERS.noPlan);
    const halfPpr = page.getByRole('radio', { name: /^Half PPR/ });
    await halfPpr.waitFor();
    const target = (await halfPpr.isChecked()) ? /^PPR/ : /^Half PPR/;
    await page.getByRole('radio', { name: target }).check();
    const allTwentyTwo = page.getByRole('checkbox', { name: 'All-22' });
    const wasAllTwentyTwo = await allTwentyTwo.isChecked();
    await allTwentyTwo.setChecked(!wasAllTwentyTwo);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/account') && response.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Save settings' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Settings saved.').waitFor();

    await page.reload();
    await page.getByRole('radio', { name: target }).waitFor();
    expect(await page.getByRole('radio', { name: target }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'All-22' }).isChecked()).toBe(!wasAllTwentyTwo);
  });

  it("stores a visitor's support message and gives its reference, on a phone", async () => {
    const page = await pages.open('/support', PHONE_VIEWPORT);
    const form = page.getByRole('form', { name: 'Contact support' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Your name is required.').waitFor();
    expect(await page.getByText('Message must be at least 20 characters.').count()).toBe(1);

    await form.getByRole('textbox', { name: /Your name/ }).fill('Sam Baker');
    await form.getByRole('textbox', { name: /Email/ }).fill('sam@example.com');
    await form.getByRole('combobox', { name: /Topic/ }).click();
    await page.getByRole('option', { name: 'Film room' }).click();
    await form.getByRole('textbox', { name: /Message/ }).fill('The endzone angle of the opener stops early.');
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/support/messages'));
    await form.getByRole('button', { name: 'Send message' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const { supportMessageId } = (await response.json()) as { supportMessageId: number };
    await page.getByText(`reference #${supportMessageId}`, { exact: false }).waitFor();
    const hasSidewaysScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(hasSidewaysScroll).toBe(false);
  });
});
