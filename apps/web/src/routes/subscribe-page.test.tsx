import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';

describe('promo and country-blocked pages', () => {
  it('shows the promo carousel on /subscribe, Learn More pointing at the details', async () => {
    stubFetch({});
    renderApp({ path: '/subscribe' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribe to All22' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'All22 Premium' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe(
      '/subscribe#whats-included',
    );
    expect(screen.getByRole('heading', { level: 2, name: "What's included" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Subscribe | All22'));
  });

  it('explains on /sorry that All22 is not offered in the country', async () => {
    stubFetch({});
    renderApp({ path: '/sorry' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All22 is not available in your country' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Not Available | All22'));
  });
});
