import type { TeamsResponse } from '@all22/contracts';
import { SIGNED_OUT_USER_STATE, type UserState } from '@all22/domain';
import { screen, waitFor } from '@testing-library/react';
import { type LoaderFunction, type RouteObject, RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createStaticSession } from '../lib/session/session';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { testAppConfig } from '../testing/fixtures';
import { createTestQueryClient, renderApp } from '../testing/render-app';
import { createAppRoutes } from './router';

const team = (teamId: string, fullName: string): TeamsResponse['teams'][number] => ({
  teamId,
  smartId: '10403800-517c-7b8c-a5a3-c61b95d86123',
  abbr: 'ARI',
  city: 'Arizona',
  fullName,
  nick: 'Cardinals',
  logo: `/api/images/teams/${teamId}`,
  primaryColor: '#97233F',
  secondaryColor: '#000000',
  teamType: 'TEAM',
  conferenceAbbr: 'NFC',
  division: { abbr: 'NCW', fullName: 'NFC West' },
});
const teams: TeamsResponse = { teams: [team('3800', 'Arizona Cardinals')] };

const subscriber: UserState = {
  ...SIGNED_OUT_USER_STATE,
  isLoggedIn: true,
  isSubscribed: true,
  subscribedPlan: 'monthly',
};
const freeUser: UserState = { ...SIGNED_OUT_USER_STATE, isLoggedIn: true };
const pausedUser: UserState = { ...freeUser, isPaused: true };

const authOn = { ...testAppConfig, authEnabled: true, plansUrl: 'https://plans.example/buy' };

/** Renders `path` for `user` and waits for the router to settle, returning where it landed. */
async function land(path: string, options: { user?: UserState; config?: typeof testAppConfig } = {}) {
  stubFetch({ '/api/teams/all': () => jsonResponse(teams), '/api/health': () => jsonResponse({}) });
  const session = createStaticSession({ user: options.user ?? SIGNED_OUT_USER_STATE });
  const rendered = renderApp({ path, config: options.config ?? testAppConfig, session });
  await waitFor(() => expect(rendered.router.state.navigation.state).toBe('idle'));
  await waitFor(() => expect(rendered.router.state.initialized).toBe(true));
  return rendered;
}

describe('the route table', () => {
  it.each([
    ['/stats', '/stats/home'],
    ['/games', '/games/scores'],
    ['/stats/team-offense', '/stats/team-offense/season'],
    ['/stats/team-defense', '/stats/team-defense/season'],
  ])('redirects %s to %s', async (from, to) => {
    const { router } = await land(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it.each([
    '/games/game/abc',
    '/games/game/12/nope',
    '/teams/team/9999',
    '/teams/team/ARI',
    '/games/scores/1999/REG/1',
    '/games/scores/2024/XYZ/1',
    '/games/scores/2024/REG/19',
    '/games/scores/2024/PRE/5',
  ])('shows the 404 page for %s (a failed page validator)', async (path) => {
    await land(path);
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('404 Not Found'));
  });

  it('opens a game tab with the game tabs, titled "<page> | All22"', async () => {
    await land('/games/game/2024090800/box-score');
    const tabs = await screen.findByRole('navigation', { name: 'Game' });
    expect(tabs.textContent).toContain('Pro Preview');
    expect(screen.getByRole('tab', { name: 'Box Score' }).getAttribute('aria-current')).toBe('page');
    // The page's own title waits for the game (game-page.test.tsx); the suffix is there at once.
    await waitFor(() => expect(document.title).toMatch(/ \| All22$/));
  });

  it('hides the production-only tabs in production, and refuses their routes there', async () => {
    const production = { ...testAppConfig, appEnv: 'production' as const };
    const { router } = await land('/teams/team/3800', { config: production });
    expect(await screen.findByRole('heading', { level: 1, name: 'Arizona Cardinals' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Depth Chart' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Roster' })).toBeTruthy();
    router.navigate('/games/game/2024090800/videos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/games/game/2024090800'));
  });

  it('sends /fantasy/ai to /fantasy/stats when the chatbot flag is off', async () => {
    const { router } = await land('/fantasy/ai', { config: { ...testAppConfig, featureChatbot: false } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fantasy/stats'));
    expect(screen.queryByRole('tab', { name: 'AI Assistant' })).toBeNull();
  });
});

describe('the access guard (spec 1 §6)', () => {
  it('lets everyone in when auth is disabled', async () => {
    const { router } = await land('/stats/passing/season');
    expect(router.state.location.pathname).toBe('/stats/passing/season');
  });

  it('sends a signed-out visitor to the promo with freemium off', async () => {
    const { router } = await land('/stats/passing/season', { config: authOn });
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe'));
  });

  it('sends a signed-out visitor home from a closed route with freemium on, and lets open ones through', async () => {
    const config = { ...authOn, freemium: true, freemiumRoutes: ['/games/*'] };
    const closed = await land('/stats/passing/season', { config });
    await waitFor(() => expect(closed.router.state.location.pathname).toBe('/'));
    const open = await land('/games/scores', { config });
    expect(open.router.state.location.pathname).toBe('/games/scores');
  });

  it('lets a subscriber anywhere', async () => {
    const { router } = await land('/stats/passing/season', { config: authOn, user: subscriber });
    expect(router.state.location.pathname).toBe('/stats/passing/season');
  });

  it('opens the paused dialog and goes home for a paused plan with the modal flag on', async () => {
    const { router, session } = await land('/stats/passing/season', {
      config: { ...authOn, pausedModal: true },
      user: pausedUser,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.getSnapshot().isPausedDialogOpen).toBe(true);
  });

  it('sends a signed-in non-subscriber out to the plans page with freemium off', async () => {
    // jsdom cannot leave the page, so the guard's answer is read from the route's loader itself.
    const session = createStaticSession({ user: freeUser });
    const routes = createAppRoutes({ config: authOn, session, queryClient: createTestQueryClient() });
    const page = findRoute(routes, 'stats-passing-season');
    const request = new Request('http://localhost/stats/passing/season');
    const outcome: unknown = await Promise.resolve(
      (page?.loader as LoaderFunction)({
        request,
        url: new URL(request.url),
        pattern: '/stats/passing/season',
        params: {},
        context: new RouterContextProvider(),
      }),
    ).catch((thrown: unknown) => thrown);
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).headers.get('Location')).toBe('https://plans.example/buy');
    // A document load, even when the plans page shares the app's origin.
    expect((outcome as Response).headers.get('X-Remix-Reload-Document')).toBe('true');
  });
});

/** The route with this id, anywhere in the tree. */
function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const child = route.children ? findRoute(route.children, id) : undefined;
    if (child) return child;
  }
  return undefined;
}
