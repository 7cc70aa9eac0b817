import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGNED_OUT_USER_STATE } from '@all22/domain';
import { describe, expect, it, vi } from 'vitest';
import { createStaticSession } from '../lib/session/session';
import { stubFetch } from '../testing/fetch-stub';
import { testAppConfig } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const authConfig = { ...testAppConfig, authEnabled: true, freemium: true };

describe('/login', () => {
  it('signs in by redirect, coming back to the page named by returnTo', async () => {
    stubFetch({});
    const session = createStaticSession();
    const signIn = vi.spyOn(session, 'signIn');
    renderApp({ path: '/login?returnTo=/stats/home', config: authConfig, session });

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledWith('/stats/home');
    await waitFor(() => expect(document.title).toBe('Sign In | All22'));
  });

  it('never hands an off-site return path to the sign-in', async () => {
    stubFetch({});
    const session = createStaticSession();
    const signIn = vi.spyOn(session, 'signIn');
    renderApp({ path: '/login?returnTo=//evil.example', config: authConfig, session });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledWith('/');
  });

  it('shows why when the identity provider cannot be reached', async () => {
    stubFetch({});
    const session = createStaticSession();
    vi.spyOn(session, 'signIn').mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp({ path: '/login', config: authConfig, session });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    // The page's own alert (the score strip, with no schedule stubbed, shows one of its own).
    const main = await screen.findByRole('main');
    expect((await within(main).findByRole('alert')).textContent).toContain('Failed to fetch');
  });

  it('offers to carry on when already signed in', async () => {
    stubFetch({});
    const session = createStaticSession({
      user: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true, isSubscribed: true },
    });
    renderApp({ path: '/login', config: authConfig, session });
    expect(await screen.findByText('You are signed in.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('has nothing to sign in to when auth is disabled', async () => {
    stubFetch({});
    renderApp({ path: '/login' });
    expect(await screen.findByText(/Sign-in is switched off here/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });
});
