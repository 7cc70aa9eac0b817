import { SIGNED_OUT_USER_STATE } from '@all22/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStaticSession } from '../../lib/session/session';
import { jsonResponse, stubFetch } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/render-app';
import { AppShell } from './app-shell';
import { TEST_TEAMS } from '../../testing/test-teams';

/** A phone: every media query the header asks (max-width) matches. */
function stubPhoneScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function renderPhoneShell(session = createStaticSession()) {
  return renderApp({ session, routes: [{ path: '*', element: <AppShell>page</AppShell> }] });
}

async function openDrawer() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

describe('MobileNavDrawer', () => {
  beforeEach(() => {
    stubPhoneScreen();
    stubFetch({ '/api/teams/all': () => jsonResponse({ teams: TEST_TEAMS }) });
  });

  it('replaces the desktop nav and search with a menu button', () => {
    renderPhoneShell();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Search players' })).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Support' })).toBeTruthy();
  });

  it('holds the nav, the player search and Sign In', async () => {
    renderPhoneShell();
    const nav = await openDrawer();
    expect(nav.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Film Room' }).getAttribute('href')).toBe(
      '/film/plays?displayGameFilmCards=true',
    );
    expect(nav.getByRole('link', { name: 'AI Assistant' }).getAttribute('href')).toBe('/fantasy/ai');
    const drawer = screen.getByRole('presentation');
    expect(within(drawer).getByRole('combobox', { name: 'Search players' })).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('opens the Teams sub-menu and comes Back to the list, focus following', async () => {
    renderPhoneShell();
    const nav = await openDrawer();
    const teamsTrigger = nav.getByRole('button', { name: 'Teams menu' });
    await userEvent.click(teamsTrigger);

    const back = nav.getByRole('button', { name: 'Back' });
    await waitFor(() => expect(document.activeElement).toBe(back));
    expect(nav.getByRole('heading', { level: 2, name: 'Teams' })).toBeTruthy();
    expect((await nav.findByRole('link', { name: /Buffalo Bills/ })).getAttribute('href')).toBe(
      '/teams/team/3200',
    );
    expect(nav.queryByRole('link', { name: 'Home' })).toBeNull();

    await userEvent.click(back);
    expect(nav.getByRole('link', { name: 'Home' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(nav.getByRole('button', { name: 'Teams menu' })));
  });

  it('opens the Stats sub-menu with its Back button', async () => {
    renderPhoneShell();
    const nav = await openDrawer();
    await userEvent.click(nav.getByRole('button', { name: 'Stats menu' }));
    expect(nav.getByRole('link', { name: 'Rushing Single-Game Leaders' }).getAttribute('href')).toBe(
      '/stats/rushing/game',
    );
    await userEvent.click(nav.getByRole('button', { name: 'Back' }));
    expect(nav.getByRole('button', { name: 'Stats menu' })).toBeTruthy();
  });

  it('closes when a link is followed', async () => {
    const { router } = renderPhoneShell();
    const nav = await openDrawer();
    await userEvent.click(nav.getByRole('link', { name: 'Games' }));
    expect(router.state.location.pathname).toBe('/games');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull());
  });

  it('shows the account control for a signed-in user', async () => {
    renderPhoneShell(createStaticSession({ user: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true } }));
    await openDrawer();
    expect(within(screen.getByRole('presentation')).getByRole('button', { name: 'Account' })).toBeTruthy();
  });
});
