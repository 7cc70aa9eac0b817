import type { AccountInfo } from '@all22/contracts';
import { SIGNED_OUT_USER_STATE } from '@all22/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStaticSession } from '../../lib/session/session';
import type * as AnalyticsModule from '../../lib/analytics';
import { trackClick } from '../../lib/analytics';
import { jsonResponse, stubFetch } from '../../testing/fetch-stub';
import { testAppConfig } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { AppShell } from './app-shell';
import { TEST_TEAMS } from '../../testing/test-teams';

vi.mock('../../lib/analytics', async (importOriginal) => ({
  ...(await importOriginal<typeof AnalyticsModule>()),
  trackClick: vi.fn(),
}));

const SUBSCRIBER = {
  ...SIGNED_OUT_USER_STATE,
  isLoggedIn: true,
  isSubscribed: true,
  subscribedPlan: 'Monthly',
};

function renderShell({ config = testAppConfig, session = createStaticSession(), path = '/' } = {}) {
  const page = <p>Page content</p>;
  return renderApp({
    config,
    session,
    path,
    routes: [{ path: '*', element: <AppShell>{page}</AppShell> }],
  });
}

const mainNav = () => within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });

describe('AppShell', () => {
  beforeEach(() => vi.mocked(trackClick).mockClear());

  it('frames the page: skip link, league sites, banner, main and footer legal links', async () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
    const leagueLinks = within(screen.getByRole('navigation', { name: 'League sites' })).getAllByRole('link');
    expect(leagueLinks).toHaveLength(5);
    for (const link of leagueLinks) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const legal = within(await screen.findByRole('navigation', { name: 'Legal' }));
    for (const name of [
      'Privacy Policy',
      'Terms of Service',
      'Subscription Terms',
      'Ad Choices',
      'Your Privacy Choices',
      'Cookie Settings',
      'Preference Center',
    ]) {
      expect(legal.getByRole('link', { name: new RegExp(`^${name}`) })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'System status' }).getAttribute('href')).toBe('/health');
  });

  it('has the toolbar: logo, search, Fantasy AI, Support and Sign In', () => {
    renderShell();
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'All22' }).getAttribute('href')).toBe('/');
    expect(banner.getByRole('combobox', { name: 'Search players' })).toBeTruthy();
    expect(banner.getByRole('link', { name: 'Fantasy AI' }).getAttribute('href')).toBe('/fantasy/ai');
    expect(banner.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('/support');
    expect(banner.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows every nav item in a lower environment with the flags on', () => {
    renderShell();
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(nav.getByRole('button', { name: 'Teams' })).toBeTruthy();
    expect(nav.getByRole('button', { name: 'Stats' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Games' }).getAttribute('href')).toBe('/games');
    expect(nav.getByRole('button', { name: 'Fantasy New' })).toBeTruthy();
    expect(nav.getByRole('link', { name: 'Insights' }).getAttribute('href')).toBe('/insights');
    expect(nav.getByRole('link', { name: 'Teams' }).getAttribute('href')).toBe('/teams');
    expect(nav.getByRole('link', { name: 'Film Room' }).getAttribute('href')).toBe(
      '/film/plays?displayGameFilmCards=true',
    );
  });

  it('hides Insights in production, and Fantasy and the Fantasy AI link without their flags', () => {
    renderShell({ config: { ...testAppConfig, appEnv: 'production', featureFantasy: false } });
    const nav = within(mainNav());
    expect(nav.queryByRole('link', { name: 'Insights' })).toBeNull();
    expect(nav.queryByRole('button', { name: /Fantasy/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Fantasy AI' })).toBeNull();
  });

  it('lists AI Assistant first in the Fantasy menu only with the chatbot on', async () => {
    const { unmount } = renderShell();
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'Fantasy New' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Fantasy' }));
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'AI Assistant',
      'Stats',
      'Insights',
    ]);
    unmount();

    renderShell({ config: { ...testAppConfig, featureChatbot: false } });
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'Fantasy New' }));
    const withoutAi = within(await screen.findByRole('navigation', { name: 'Fantasy' }));
    expect(withoutAi.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/fantasy/stats',
      '/fantasy/insights',
    ]);
    expect(screen.queryByRole('link', { name: 'Fantasy AI' })).toBeNull();
  });

  it('opens the Teams mega menu by keyboard with the divisions and team links, Escape closes it', async () => {
    stubFetch({ '/api/teams/all': () => jsonResponse({ teams: TEST_TEAMS }) });
    renderShell();
    const trigger = within(mainNav()).getByRole('button', { name: 'Teams' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    const menu = within(await screen.findByRole('navigation', { name: 'Teams' }));
    expect(await menu.findByRole('link', { name: /Kansas City Chiefs/ })).toBeTruthy();
    expect(menu.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'AFC East',
      'AFC North',
      'AFC South',
      'AFC West',
      'NFC East',
      'NFC North',
      'NFC South',
      'NFC West',
    ]);
    const afcWest = within(menu.getByRole('region', { name: 'AFC West' }));
    expect(afcWest.getByRole('link', { name: /Kansas City Chiefs/ }).getAttribute('href')).toBe(
      '/teams/team/2310',
    );
    expect(menu.queryByRole('link', { name: /Pro Bowl/ })).toBeNull();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Teams' })).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it("stars the user's favourite teams and lists them first, most favoured first", async () => {
    stubFetch({ '/api/teams/all': () => jsonResponse({ teams: TEST_TEAMS }) });
    const account: AccountInfo = {
      UID: 'u1',
      email: 'fan@example.com',
      createdTimestamp: 0,
      profile: { firstName: 'Pat', lastName: 'Fan' },
      data: {
        display: { showOddsInfo: true, pointsPerReception: 0, clipTypes: ['SIDELINE', 'ENDZONE'] },
        league: { favoriteTeams: ['3800', '2310'] },
      },
    };
    renderShell({ session: createStaticSession({ account }) });
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'Teams' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Teams' }));
    await menu.findByRole('region', { name: 'Your teams' });
    expect(menu.getAllByRole('heading', { level: 3 })[0]?.textContent).toBe('Your teams');
    const yours = within(menu.getByRole('region', { name: 'Your teams' })).getAllByRole('link');
    expect(yours.map((link) => link.getAttribute('href'))).toEqual(['/teams/team/3800', '/teams/team/2310']);
    for (const link of yours) expect(within(link).getByRole('img', { name: 'Favourite' })).toBeTruthy();
    // Starred where they stand too; the other teams are not.
    const kansasCity = within(menu.getByRole('region', { name: 'AFC West' })).getByRole('link');
    expect(within(kansasCity).getByRole('img', { name: 'Favourite' })).toBeTruthy();
    const buffalo = within(menu.getByRole('region', { name: 'AFC East' })).getByRole('link');
    expect(within(buffalo).queryByRole('img', { name: 'Favourite' })).toBeNull();
    expect(menu.getAllByRole('img', { name: 'Favourite' })).toHaveLength(4);
  });

  it('lists no favourites for a visitor', async () => {
    stubFetch({ '/api/teams/all': () => jsonResponse({ teams: TEST_TEAMS }) });
    renderShell();
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'Teams' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Teams' }));
    await menu.findByRole('region', { name: 'AFC West' });
    expect(menu.queryByRole('region', { name: 'Your teams' })).toBeNull();
    expect(menu.queryByRole('img', { name: 'Favourite' })).toBeNull();
  });

  it('goes to a team page from the mega menu and closes it', async () => {
    stubFetch({ '/api/teams/all': () => jsonResponse({ teams: TEST_TEAMS }) });
    const { router } = renderShell();
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'Teams' }));
    await userEvent.click(await screen.findByRole('link', { name: /Arizona Cardinals/ }));
    expect(router.state.location.pathname).toBe('/teams/team/3800');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Teams' })).toBeNull());
  });

  it('says so when the teams cannot be loaded, with a retry', async () => {
    stubFetch({
      '/api/teams/all': () => jsonResponse({ message: 'down', statusCode: 503 }, { status: 503 }),
    });
    renderShell();
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'Teams' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Teams could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('has the stats overview, players and sandbox, then Season Leaders and Single-Game Leaders for each stats group', async () => {
    renderShell();
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'Stats' }));
    const menu = within(screen.getByRole('navigation', { name: 'Stats' }));
    expect(menu.getAllByRole('link')[0]?.textContent).toBe('Stats overview');
    expect(menu.getByRole('link', { name: 'Stats overview' }).getAttribute('href')).toBe('/stats/home');
    expect(menu.getAllByRole('link')[1]?.textContent).toBe('Players');
    expect(menu.getByRole('link', { name: 'Players' }).getAttribute('href')).toBe('/players');
    expect(menu.getAllByRole('link')[2]?.textContent).toBe('Stats Sandbox');
    expect(menu.getByRole('link', { name: 'Stats Sandbox' }).getAttribute('href')).toBe('/tools');
    for (const [label, slug] of [
      ['Passing', 'passing'],
      ['Rushing', 'rushing'],
      ['Receiving', 'receiving'],
      ['Defense', 'defense'],
      ['Team Offense', 'team-offense'],
      ['Team Defense', 'team-defense'],
    ]) {
      expect(menu.getByRole('link', { name: `${label} Season Leaders` }).getAttribute('href')).toBe(
        `/stats/${slug}/season`,
      );
      expect(menu.getByRole('link', { name: `${label} Single-Game Leaders` }).getAttribute('href')).toBe(
        `/stats/${slug}/game`,
      );
    }
  });

  it("tracks a non-subscriber's nav clicks as a premium access point, not a subscriber's", async () => {
    const authed = { ...testAppConfig, authEnabled: true };
    const { unmount } = renderShell({ config: authed });
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Games' }));
    expect(trackClick).toHaveBeenCalledWith('premium_access_point', {
      source: 'nav',
      label: 'Games',
      href: '/games',
    });
    unmount();
    vi.mocked(trackClick).mockClear();

    renderShell({ config: authed, session: createStaticSession({ user: SUBSCRIBER }) });
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Film Room' }));
    expect(trackClick).not.toHaveBeenCalled();
  });

  it('does not track when auth is disabled (everyone counts as subscribed)', async () => {
    renderShell({ config: { ...testAppConfig, authEnabled: false } });
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Games' }));
    expect(trackClick).not.toHaveBeenCalled();
  });
});
