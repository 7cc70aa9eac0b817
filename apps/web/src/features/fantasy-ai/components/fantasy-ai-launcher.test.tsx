import { SIGNED_OUT_USER_STATE } from '@all22/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpChatSocketServer } from '../../../testing/chat-socket-server';
import { testAppConfig } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { createStaticSession } from '../../../lib/session/session';
import { FantasyAiEntry } from './fantasy-ai-entry';

const SUBSCRIBER = { ...SIGNED_OUT_USER_STATE, isLoggedIn: true, isSubscribed: true };
const AUTH_ON = { ...testAppConfig, authEnabled: true };
const getServer = setUpChatSocketServer();

function renderLauncher({ path = '/', config = AUTH_ON, user = SUBSCRIBER } = {}) {
  return renderApp({
    path,
    config: { ...config, chatSocketUrl: getServer().url },
    session: createStaticSession({
      user,
      accessToken: 'token-1',
      account: { UID: 'uid-1' } as never,
    }),
    routes: [{ path: '*', element: <FantasyAiEntry /> }],
  });
}

const fab = () => screen.queryByRole('button', { name: 'Fantasy AI' });
/** The button once its code (loaded on demand, after the gate) is in. */
const loadedFab = () => screen.findByRole('button', { name: 'Fantasy AI' });

beforeAll(async () => {
  await import('./fantasy-ai-launcher');
}, 30_000);

describe('FantasyAiLauncher', () => {
  it('shows the floating button to subscribers, not to others, nor on the AI page', async () => {
    const { unmount } = renderLauncher();
    expect(await loadedFab()).toBeTruthy();
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

  it('asks for consent in the panel, then chats; New, Open Full Screen and Close work', async () => {
    const { router } = renderLauncher();
    await userEvent.click(await loadedFab());
    const panel = within(await screen.findByRole('dialog', { name: 'Fantasy AI' }));
    expect(panel.getByRole('heading', { name: 'Before you use Fantasy AI' })).toBeTruthy();
    expect(panel.getByRole('button', { name: 'New' })).toHaveProperty('disabled', true);
    await userEvent.click(panel.getByRole('button', { name: 'I agree' }));
    expect(document.cookie).toContain('fantasyAiConsent=true');
    await waitFor(() =>
      expect(panel.getByTestId('chat-connection-state').textContent).toBe('Live (authenticated)'),
    );
    expect(getServer().received[0]).toEqual({ type: 'auth', token: 'token-1' });

    await userEvent.click(panel.getByRole('button', { name: /^Lineup help/ }));
    const reply = await panel.findByRole('article', { name: 'Fantasy AI message' });
    await waitFor(() => expect(reply.textContent).toContain('See the player'));
    expect(panel.queryByRole('heading', { name: 'Ask Fantasy AI' })).toBeNull();

    await userEvent.click(panel.getByRole('button', { name: 'New' }));
    expect(panel.getByRole('heading', { name: 'Ask Fantasy AI' })).toBeTruthy();
    expect(panel.queryByRole('article')).toBeNull();

    await userEvent.click(panel.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(await loadedFab());
    const reopened = within(await screen.findByRole('dialog', { name: 'Fantasy AI' }));
    const fullScreen = reopened.getByRole('link', { name: 'Open Full Screen' });
    expect(fullScreen.getAttribute('href')).toBe('/fantasy/ai');
    await userEvent.click(fullScreen);
    expect(router.state.location.pathname).toBe('/fantasy/ai');
    await waitFor(() => expect(fab()).toBeNull());
  });
});
