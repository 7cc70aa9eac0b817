import type { AccountInfo } from '@all22/contracts';
import { SIGNED_OUT_USER_STATE } from '@all22/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testAppConfig } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { createStaticSession } from '../../../lib/session/session';
import { LoginControl } from './login-control';

const ACCOUNT: AccountInfo = {
  UID: 'user-1',
  email: 'sam@example.com',
  createdTimestamp: 1_700_000_000_000,
  profile: { firstName: 'Sam', lastName: 'Baker' },
  data: {
    display: { showOddsInfo: true, pointsPerReception: 1, clipTypes: ['SIDELINE', 'ENDZONE'] },
    league: { favoriteTeams: [] },
  },
};
const SUBSCRIBER = {
  ...SIGNED_OUT_USER_STATE,
  isLoggedIn: true,
  isSubscribed: true,
  subscribedPlan: 'Monthly',
};

function renderControl({ session = createStaticSession(), config = testAppConfig, path = '/' } = {}) {
  return renderApp({ session, config, path, routes: [{ path: '*', element: <LoginControl /> }] });
}

async function openAccountMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Account' }));
  return within(await screen.findByRole('dialog', { name: 'Sam Baker' }));
}

describe('LoginControl', () => {
  it('offers Sign In to visitors, coming back to the current page', async () => {
    const session = createStaticSession();
    const signIn = vi.spyOn(session, 'signIn');
    renderControl({ session, path: '/games/scores?week=2' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(signIn).toHaveBeenCalledWith('/games/scores?week=2');
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
  });

  it('opens the account menu: identity pages in a new tab and the plan outside production', async () => {
    renderControl({ session: createStaticSession({ user: SUBSCRIBER, account: ACCOUNT }) });
    const menu = await openAccountMenu();
    const manageAccount = menu.getByRole('link', { name: /Manage Account/ });
    expect(manageAccount.getAttribute('href')).toBe('http://localhost/identity/account');
    expect(manageAccount.getAttribute('target')).toBe('_blank');
    expect(menu.getByRole('link', { name: /Manage Subscription/ }).getAttribute('href')).toBe(
      'http://localhost/identity/subscriptions',
    );
    expect(menu.getByText('sam@example.com')).toBeTruthy();
    expect(menu.getByTestId('account-plan').textContent).toBe('Monthly');
  });

  it('shows "No Subscription" without a plan, and no plan line in production', async () => {
    const user = { ...SIGNED_OUT_USER_STATE, isLoggedIn: true };
    const { unmount } = renderControl({ session: createStaticSession({ user, account: ACCOUNT }) });
    expect((await openAccountMenu()).getByTestId('account-plan').textContent).toBe('No Subscription');
    unmount();

    renderControl({
      session: createStaticSession({ user: SUBSCRIBER, account: ACCOUNT }),
      config: { ...testAppConfig, appEnv: 'production' },
    });
    expect((await openAccountMenu()).queryByTestId('account-plan')).toBeNull();
  });

  it('saves the Disable Live Odds switch to the account', async () => {
    const session = createStaticSession({ user: SUBSCRIBER, account: ACCOUNT });
    const setShowOddsInfo = vi.spyOn(session, 'setShowOddsInfo');
    renderControl({ session });
    const menu = await openAccountMenu();
    const toggle = menu.getByRole('switch', { name: 'Disable Live Odds' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await userEvent.click(toggle);
    expect(setShowOddsInfo).toHaveBeenCalledWith(false);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(session.getSnapshot().account?.data.display.showOddsInfo).toBe(false);
  });

  it('signs out, after which Sign In shows again', async () => {
    renderControl({ session: createStaticSession({ user: SUBSCRIBER, account: ACCOUNT }) });
    const menu = await openAccountMenu();
    await userEvent.click(menu.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});
