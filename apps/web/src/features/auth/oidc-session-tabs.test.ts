import type { AccountInfo } from '@all22/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../testing/fetch-stub';
import { testAppConfig } from '../../testing/fixtures';
import type { BrowserTab } from './browser-tab';
import { createLazyOidcClient } from './lazy-oidc-client';
import { createOidcSession } from './oidc-session';
import { createTestTabs, fakeAccessToken, fakeOidcUser } from '../../testing/auth';
import { getUserManagerSettings, getUserStorageKey } from './user-manager-settings';
import { watchUserChanges } from './watch-user-changes';

// Two tabs of one origin: real oidc-client-ts UserManagers over jsdom's localStorage, a stand-in
// for navigator.locks, and the provider's token endpoint stubbed with refresh-token rotation.

const config = { ...testAppConfig, authEnabled: true, planRoleIndexes: 'm:Monthly,a:Annual' };
const ISSUER = config.oidc.issuer;
const APP = 'http://localhost';
const account: AccountInfo = {
  UID: 'uid-1',
  email: 'fan@example.com',
  createdTimestamp: 0,
  profile: { firstName: 'Pat', lastName: 'Fan' },
  data: {
    display: { showOddsInfo: true, pointsPerReception: 1, clipTypes: ['SIDELINE', 'ENDZONE'] },
    league: { favoriteTeams: [] },
  },
};

let stop = new AbortController();

afterEach(() => {
  stop.abort(); // the planned renewals and the storage listeners
  stop = new AbortController();
  localStorage.clear();
  vi.useRealTimers();
});

/**
 * The provider: each refresh token is accepted once (a reuse is refused, as rotation does) and
 * answers the next access token, which holds the Monthly plan.
 */
function stubProvider() {
  let issued = 1;
  const used = new Set<string>();
  const fetchMock = stubFetch({
    '/identity/token': async (request) => {
      const refreshToken = new URLSearchParams(await request.text()).get('refresh_token') ?? '';
      if (used.has(refreshToken)) return jsonResponse({ error: 'invalid_grant' }, { status: 400 });
      used.add(refreshToken);
      issued += 1;
      return jsonResponse({
        access_token: fakeAccessToken({
          sub: 'uid-1',
          jti: `at-${issued}`,
          plans: [{ id: 'm', status: 'ACTIVE' }],
        }),
        refresh_token: `refresh-${issued}`,
        token_type: 'Bearer',
        expires_in: 600,
      });
    },
    '/identity/token/revocation': () => new Response(null, { status: 200 }),
    '/api/account': () => jsonResponse(account),
  });
  const countCalls = (path: string) =>
    fetchMock.mock.calls.filter(([url]) => new URL(String(url), APP).pathname === path).length;
  return { tokenRequests: () => countCalls('/identity/token'), countCalls };
}

/** A sign-in kept in localStorage, as a tab that signed in earlier left it (the Annual plan). */
function storeSignedInUser(expiresIn = 600) {
  const user = fakeOidcUser({ plans: [{ id: 'a', status: 'ACTIVE' }], expiresIn });
  localStorage.setItem(getUserStorageKey(config), user.toStorageString());
  return user;
}

/** Opens the app in `tab` and runs the start of the auth flow, as main.tsx does. */
async function openApp(tab: BrowserTab) {
  // The app's own client: oidc-client-ts loaded on demand (counted).
  let oidcLoadCount = 0;
  const client = createLazyOidcClient({
    loadModule: () => {
      oidcLoadCount += 1;
      return import('oidc-client-ts');
    },
    createSettings: (oidc) => ({
      ...getUserManagerSettings(config, APP, tab.storage, oidc),
      metadata: {
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/auth`,
        token_endpoint: `${ISSUER}/token`,
        revocation_endpoint: `${ISSUER}/token/revocation`,
        end_session_endpoint: `${ISSUER}/session/end`,
      },
    }),
    storage: tab.storage,
    userKey: getUserStorageKey(config),
  });
  vi.spyOn(client, 'signoutRedirect').mockResolvedValue(); // jsdom cannot leave the page
  const session = createOidcSession({ config, origin: APP, oidcClient: client, tab, signal: stop.signal });
  await session.restoreSignIn(`${APP}/stats/home`);
  session.completeAuthFlow({ account: session.getSnapshot().accessToken ? account : null, country: 'US' });
  const onUserChange = vi.fn();
  watchUserChanges(session, onUserChange);
  return { client, session, onUserChange, oidcLoads: () => oidcLoadCount };
}

describe('the sign-in shared by tabs', () => {
  it('starts a new tab signed in over a stored, valid user, without asking the provider', async () => {
    const provider = stubProvider();
    const stored = storeSignedInUser();
    const [tab] = createTestTabs(1);
    const { session } = await openApp(tab!);
    expect(session.getSnapshot()).toMatchObject({
      accessToken: stored.access_token,
      user: { isLoggedIn: true, isSubscribed: true, subscribedPlan: 'Annual' },
    });
    expect(provider.tokenRequests()).toBe(0);
  });

  it('makes exactly one token request when both tabs refresh after a 401 at once', async () => {
    const provider = stubProvider();
    storeSignedInUser();
    const [tabA, tabB] = createTestTabs(2);
    const a = await openApp(tabA!);
    const b = await openApp(tabB!);

    const [tokenA, tokenB] = await Promise.all([
      a.session.refreshAccessToken(),
      b.session.refreshAccessToken(),
    ]);

    expect(provider.tokenRequests()).toBe(1);
    expect(tokenA).not.toBeNull();
    expect(tokenB).toBe(tokenA);
    expect(a.session.getSnapshot().accessToken).toBe(tokenA);
    expect(b.session.getSnapshot().accessToken).toBe(tokenA);
    expect(a.session.getSnapshot().isRefreshFailed).toBe(false);
  });

  it("brings tab A's refresh to tab B without a request: new token, new plan, guards re-run", async () => {
    const provider = stubProvider();
    storeSignedInUser();
    const [tabA, tabB] = createTestTabs(2);
    const a = await openApp(tabA!);
    const b = await openApp(tabB!);

    const token = await a.session.refreshAccessToken();

    await vi.waitFor(() => expect(b.session.getSnapshot().accessToken).toBe(token));
    expect(b.session.getSnapshot().user.subscribedPlan).toBe('Monthly');
    expect(b.session.getSnapshot().account).toEqual(account); // same person: the account stays
    expect(b.onUserChange).toHaveBeenCalledTimes(1);
    expect(provider.tokenRequests()).toBe(1);

    // B's next 401 finds the token it holds still current, so it is B's turn to refresh.
    await expect(b.session.refreshAccessToken()).resolves.not.toBe(token);
    expect(provider.tokenRequests()).toBe(2);
  });

  it('renews before expiry on a timer in each tab, with one token request between them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const provider = stubProvider();
    const stored = storeSignedInUser(120); // renewed 60 s before it expires
    const [tabA, tabB] = createTestTabs(2);
    const a = await openApp(tabA!);
    const b = await openApp(tabB!);

    await vi.advanceTimersByTimeAsync(59_000);
    expect(provider.tokenRequests()).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);

    await vi.waitFor(() => {
      expect(a.session.getSnapshot().accessToken).not.toBe(stored.access_token);
      expect(b.session.getSnapshot().accessToken).toBe(a.session.getSnapshot().accessToken);
    });
    expect(provider.tokenRequests()).toBe(1);
  });

  it('signs every tab out when one signs out: tokens revoked, user removed, guards re-run', async () => {
    const provider = stubProvider();
    storeSignedInUser();
    const [tabA, tabB] = createTestTabs(2);
    const a = await openApp(tabA!);
    const b = await openApp(tabB!);
    b.session.setPausedDialogOpen(true);

    await a.session.signOut();

    expect(a.client.signoutRedirect).toHaveBeenCalled();
    expect(provider.countCalls('/identity/token/revocation')).toBeGreaterThan(0);
    expect(localStorage.getItem(getUserStorageKey(config))).toBeNull();
    await vi.waitFor(() => expect(b.session.getSnapshot().user.isLoggedIn).toBe(false));
    expect(b.session.getSnapshot()).toMatchObject({
      accessToken: null,
      account: null,
      isPausedDialogOpen: false,
    });
    expect(b.onUserChange).toHaveBeenCalledTimes(1);
    // A 401 in B now finds no one to refresh for.
    await expect(b.session.refreshAccessToken()).resolves.toBeNull();
    expect(provider.tokenRequests()).toBe(0);
  });

  it('signs this tab in when another tab signs in, and reads the account', async () => {
    stubProvider();
    const [tabA, tabB] = createTestTabs(2);
    const a = await openApp(tabA!);
    const b = await openApp(tabB!);
    expect(b.session.getSnapshot().user.isLoggedIn).toBe(false);
    expect(a.oidcLoads()).toBe(0); // signed out: the library was never needed

    // What A's /auth/callback stores once the provider sends the browser back.
    const signedIn = fakeOidcUser({ plans: [{ id: 'a', status: 'ACTIVE' }] });
    tabA!.storage.setItem(getUserStorageKey(config), signedIn.toStorageString());

    await vi.waitFor(() => expect(b.session.getSnapshot().account).toEqual(account));
    expect(b.session.getSnapshot().user).toMatchObject({ isLoggedIn: true, subscribedPlan: 'Annual' });
    expect(b.onUserChange).toHaveBeenCalled();
  });
});
