import { SIGNED_OUT_USER_STATE } from '@all22/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testAppConfig } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { createStaticSession } from '../../../lib/session/session';
import { FantasyAiLauncher } from './fantasy-ai-launcher';

const SUBSCRIBER = { ...SIGNED_OUT_USER_STATE, isLoggedIn: true, isSubscribed: true };
const AUTH_ON = { ...testAppConfig, authEnabled: true };

function renderLauncher({ path = '/', config = AUTH_ON, user = SUBSCRIBER } = {}) {
  return renderApp({
    path,
    config,
    session: createStaticSession({ user }),
    routes: [{ path: '*', element: <FantasyAiLauncher /> }],
  });
}

const fab = () => screen.queryByRole('button', { name: 'Fantasy AI' });

describe('FantasyAiLauncher', () => {
  it('shows the floating button to subscribers, not to others, nor on the AI page', () => {
    const { unmount } = renderLauncher();
    expect(fab()).toBeTruthy();
    unmount();
    const second = renderLauncher({ user: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true } });
    expect(fab()).toBeNull();
    second.unmount();
    const third = renderLauncher({ path: '/fantasy/ai' });
    expect(fab()).toBeNull();
    third.unmount();
    renderLauncher({ config: { ...AUTH_ON, featureChatbot: false } });
    expect(fab()).toBeNull();
  });

  it('toggles the side panel with New, Open Full Screen and Close', async () => {
    const { router } = renderLauncher();
    await userEvent.click(fab()!);
    const panel = within(await screen.findByRole('dialog', { name: 'Fantasy AI' }));
    expect(panel.getByText('Your Fantasy AI assistant arrives soon')).toBeTruthy();
    expect(panel.getByRole('button', { name: 'New' })).toBeTruthy();

    await userEvent.click(panel.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(fab()!);
    const reopened = within(await screen.findByRole('dialog', { name: 'Fantasy AI' }));
    const fullScreen = reopened.getByRole('link', { name: 'Open Full Screen' });
    expect(fullScreen.getAttribute('href')).toBe('/fantasy/ai');
    await userEvent.click(fullScreen);
    expect(router.state.location.pathname).toBe('/fantasy/ai');
    await waitFor(() => expect(fab()).toBeNull());
  });
});
