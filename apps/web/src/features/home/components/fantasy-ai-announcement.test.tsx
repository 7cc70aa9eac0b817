import type { AppConfig } from '@all22/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testAppConfig } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { ANNOUNCEMENT_COOKIE_NAME } from '../lib/announcement-cookie';
import { FantasyAiAnnouncement } from './fantasy-ai-announcement';

/** jsdom has no matchMedia; this one answers every query as a desktop or a phone would. */
function stubScreen({ isDesktop }: { isDesktop: boolean }) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: isDesktop,
    media,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

function renderAnnouncement(config: AppConfig = testAppConfig) {
  return renderApp({
    config,
    routes: [
      {
        path: '/',
        element: (
          <>
            <h1>Home page</h1>
            <FantasyAiAnnouncement />
          </>
        ),
      },
      { path: '/fantasy/ai', element: <p>Fantasy AI page</p> },
    ],
  });
}

const bar = () => screen.queryByRole('complementary', { name: 'Announcement' });

describe('FantasyAiAnnouncement', () => {
  beforeEach(() => stubScreen({ isDesktop: true }));
  afterEach(() => {
    document.cookie = `${ANNOUNCEMENT_COOKIE_NAME}=; Max-Age=0; Path=/`;
  });

  it('offers the assistant on desktop, with "Try it now" going to /fantasy/ai', async () => {
    renderAnnouncement();
    expect(await screen.findByRole('complementary', { name: 'Announcement' })).toBeTruthy();
    const tryIt = screen.getByRole('link', { name: 'Try it now' });
    expect(tryIt.getAttribute('href')).toBe('/fantasy/ai');
    await userEvent.click(tryIt);
    expect(await screen.findByText('Fantasy AI page')).toBeTruthy();
  });

  it('closes, and the close is remembered in a cookie', async () => {
    const first = renderAnnouncement();
    await userEvent.click(await screen.findByRole('button', { name: 'Close announcement' }));
    await waitFor(() => expect(bar()).toBeNull());
    expect(document.cookie).toContain(`${ANNOUNCEMENT_COOKIE_NAME}=1`);
    first.unmount();

    renderAnnouncement();
    await screen.findByRole('heading', { name: 'Home page' });
    expect(bar()).toBeNull();
  });

  it('is not shown on phones', async () => {
    stubScreen({ isDesktop: false });
    renderAnnouncement();
    await screen.findByRole('heading', { name: 'Home page' });
    expect(bar()).toBeNull();
  });

  it('needs both the fantasy and the chatbot flags', async () => {
    const { unmount } = renderAnnouncement({ ...testAppConfig, featureChatbot: false });
    await screen.findByRole('heading', { name: 'Home page' });
    expect(bar()).toBeNull();
    unmount();
    renderAnnouncement({ ...testAppConfig, featureFantasy: false });
    await screen.findByRole('heading', { name: 'Home page' });
    expect(bar()).toBeNull();
  });
});
