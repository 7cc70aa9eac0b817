import type { AccountInfo } from '@all22/contracts';
import { ErrorResponse } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../testing/fetch-stub';
import { testAppConfig } from '../../testing/fixtures';
import { createOidcSession } from './oidc-session';
import { createFakeOidcClient, createTestTabs, fakeOidcUser } from '../../testing/auth';
import { watchUserChanges } from './watch-user-changes';

const config = {
  ...testAppConfig,
  authEnabled: true,
  planRoleIndexes: 'all22-monthly:Monthly,all22-annual:Annual',
};
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

function setup(storedUser = fakeOidcUser({ plans: [{ id: 'all22-annual', status: 'ACTIVE' }] })) {
  const fake = createFakeOidcClient(storedUser);
  const [tab] = createTestTabs(1);
  const session = createOidcSession({
    config,
    origin: APP,
    oidcClient: fake.client,
    tab,
    signal: stop.signal,
  });
  return { ...fake, session };
}

afterEach(() => {
  stop.abort(); // the planned renewals
  stop = new AbortController();
  vi.unstubAllGlobals();
});

describe('createOidcSession', () => {
  it('is connecting until the auth flow completes', () => {
    expect(setup().session.getSnapshot().phase).toBe('connecting');
  });

  it('restores the stored sign-in: token, plans and subscribed plan from the access token', async () => {
    const { session } = setup();
    await session.restoreSignIn(`${APP}/stats/home`);
    session.completeAuthFlow({ account, country: 'US' });
    const snapshot = session.getSnapshot();
    expect(snapshot.phase).toBe('ready');
    expect(snapshot.accessToken).toMatch(/\./);
    expect(snapshot.account).toEqual(account);
    expect(snapshot.user).toEqual({
      isLoggedIn: true,
      isSubscribed: true,
      isPaused: false,
      subscribedPlan: 'Annual',
      isAltBilling: false,
      country: 'US',
    });
  });

  it('reads a paused plan as paused and not subscribed', async () => {
    const { session } = setup(fakeOidcUser({ plans: [{ id: 'all22-monthly', status: 'PAUSED' }] }));
    await session.restoreSignIn(`${APP}/`);
    session.completeAuthFlow({ account, country: undefined });
    expect(session.getSnapshot().user).toMatchObject({
      isLoggedIn: true,
      isSubscribed: false,
      isPaused: true,
    });
  });

  it('is signed out without a stored user', async () => {
    const { session } = setup(null as never);
    await session.restoreSignIn(`${APP}/`);
    session.completeAuthFlow({ account: null, country: 'FR' });
    expect(session.getSnapshot()).toMatchObject({
      accessToken: null,
      account: null,
      user: { isLoggedIn: false, isSubscribed: false, country: 'FR' },
    });
  });

  it('renews an expired token at start', async () => {
    const { session, client, load } = setup(fakeOidcUser({ expiresIn: -10 }));
    const renewed = fakeOidcUser({ plans: [{ id: 'all22-monthly', status: 'ACTIVE' }] });
    client.signinSilent.mockImplementation(async () => {
      load(renewed);
      return renewed;
    });
    await session.restoreSignIn(`${APP}/`);
    expect(session.getSnapshot().accessToken).toBe(renewed.access_token);
    expect(session.getSnapshot().user.subscribedPlan).toBe('Monthly');
  });

  it('signs out at start when the provider refuses the renewal', async () => {
    const { session, client } = setup(fakeOidcUser({ expiresIn: -10 }));
    client.signinSilent.mockRejectedValue(new ErrorResponse({ error: 'invalid_grant' }));
    await session.restoreSignIn(`${APP}/`);
    expect(client.removeUser).toHaveBeenCalled();
    expect(session.getSnapshot().user.isLoggedIn).toBe(false);
  });

  it('finishes a sign-in redirect at start and hands the return path to the callback route', async () => {
    const { session, client, load } = setup(null as never);
    const user = fakeOidcUser({
      plans: [{ id: 'all22-monthly', status: 'ACTIVE' }],
      state: { returnTo: '/stats/home?x=1' },
    });
    client.signinCallback.mockImplementation(async () => {
      load(user);
      return user;
    });
    const callbackUrl = `${APP}/auth/callback?code=c&state=s`;
    await session.restoreSignIn(callbackUrl);
    expect(client.signinCallback).toHaveBeenCalledWith(callbackUrl);
    expect(session.getSnapshot().user.isSubscribed).toBe(true);
    await expect(session.completeSignIn(callbackUrl)).resolves.toBe('/stats/home?x=1');
    expect(client.signinCallback).toHaveBeenCalledTimes(1);
  });

  it('never returns off-site after sign-in', async () => {
    const { session, client } = setup(null as never);
    client.signinCallback.mockResolvedValue(fakeOidcUser({ state: { returnTo: '//evil.example/x' } }));
    await expect(session.completeSignIn(`${APP}/auth/callback?code=c&state=s`)).resolves.toBe('/');
  });

  it('lets the callback route report a failed sign-in', async () => {
    const { session, client } = setup(null as never);
    client.signinCallback.mockRejectedValue(new ErrorResponse({ error: 'access_denied' }));
    const callbackUrl = `${APP}/auth/callback?error=access_denied&state=s`;
    await session.restoreSignIn(callbackUrl);
    expect(session.getSnapshot().user.isLoggedIn).toBe(false);
    await expect(session.completeSignIn(callbackUrl)).rejects.toThrow(/access_denied/);
  });

  it('signs in by redirect with the current page as the return path', async () => {
    const { session, client } = setup();
    await session.signIn('/teams/team/3800?tab=1');
    expect(client.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/teams/team/3800?tab=1' } });
    await session.signIn();
    expect(client.signinRedirect).toHaveBeenLastCalledWith({ state: { returnTo: '/' } });
  });

  it('signs out: clears the account, the odds flag and the plan, and tells the watchers', async () => {
    const { session, client } = setup();
    await session.restoreSignIn(`${APP}/`);
    session.completeAuthFlow({ account, country: 'US' });
    session.setPausedDialogOpen(true);
    const onChange = vi.fn();
    watchUserChanges(session, onChange);

    await session.signOut();
    expect(client.revokeTokens).toHaveBeenCalled();
    expect(client.signoutRedirect).toHaveBeenCalled();
    expect(session.getSnapshot()).toMatchObject({
      accessToken: null,
      account: null,
      isPausedDialogOpen: false,
      user: { isLoggedIn: false, isSubscribed: false, subscribedPlan: null, country: 'US' },
    });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('still signs out here when the provider cannot be reached', async () => {
    const { session, client } = setup();
    await session.restoreSignIn(`${APP}/`);
    client.signoutRedirect.mockRejectedValue(new TypeError('Failed to fetch'));
    await session.signOut();
    expect(session.getSnapshot().user.isLoggedIn).toBe(false);
  });

  it('shares one refresh between parallel callers and answers null when it fails', async () => {
    const { session, client, load } = setup();
    await session.restoreSignIn(`${APP}/`);
    const renewed = fakeOidcUser({ plans: [{ id: 'all22-monthly', status: 'ACTIVE' }] });
    client.signinSilent.mockImplementation(async () => {
      load(renewed);
      return renewed;
    });
    const [first, second] = await Promise.all([session.refreshAccessToken(), session.refreshAccessToken()]);
    expect(first).toBe(renewed.access_token);
    expect(second).toBe(renewed.access_token);
    expect(client.signinSilent).toHaveBeenCalledTimes(1);

    client.signinSilent.mockRejectedValue(new ErrorResponse({ error: 'invalid_grant' }));
    await expect(session.refreshAccessToken()).resolves.toBeNull();
  });

  it('does not ask the provider to refresh for a signed-out visitor', async () => {
    const { session, client } = setup(null as never);
    await session.restoreSignIn(`${APP}/`);
    await expect(session.refreshAccessToken()).resolves.toBeNull();
    expect(client.signinSilent).not.toHaveBeenCalled();
  });

  it('saves the live-odds switch on the account, and undoes it when the save fails', async () => {
    const { session } = setup();
    await session.restoreSignIn(`${APP}/`);
    session.completeAuthFlow({ account, country: undefined });
    const fetchMock = stubFetch({
      '/api/account': async (request) => {
        const body = (await request.json()) as { data: { display: { showOddsInfo: boolean } } };
        return jsonResponse({
          ...account,
          data: { ...account.data, display: { ...account.data.display, ...body.data.display } },
        });
      },
    });
    await session.setShowOddsInfo(false);
    expect(session.getSnapshot().account?.data.display.showOddsInfo).toBe(false);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe(JSON.stringify({ data: { display: { showOddsInfo: false } } }));

    stubFetch({ '/api/account': () => jsonResponse({ message: 'down', statusCode: 502 }, { status: 502 }) });
    await expect(session.setShowOddsInfo(true)).rejects.toThrow('down');
    expect(session.getSnapshot().account?.data.display.showOddsInfo).toBe(false);
  });

  it('saves settings on the account and keeps the saved account; a failed save changes nothing', async () => {
    const { session } = setup();
    await session.restoreSignIn(`${APP}/`);
    session.completeAuthFlow({ account, country: undefined });
    const saved = {
      ...account,
      data: {
        display: { ...account.data.display, pointsPerReception: 0.5 },
        league: { favoriteTeams: ['3800'] },
      },
    };
    const fetchMock = stubFetch({ '/api/account': () => jsonResponse(saved) });
    const update = { display: { pointsPerReception: 0.5 as const }, league: { favoriteTeams: ['3800'] } };
    await session.saveSettings(update);
    expect(session.getSnapshot().account).toEqual(saved);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ data: update }));

    stubFetch({
      '/api/account': () =>
        jsonResponse(
          { message: "Invalid body field 'data.display.clipTypes'", statusCode: 400 },
          { status: 400 },
        ),
    });
    await expect(session.saveSettings({ display: { clipTypes: ['SIDELINE'] } })).rejects.toThrow('clipTypes');
    expect(session.getSnapshot().account).toEqual(saved);
  });

  it('a renewal that changes nothing for the access rules does not re-run the guards', async () => {
    const { session, load } = setup();
    await session.restoreSignIn(`${APP}/`);
    session.completeAuthFlow({ account, country: undefined });
    const onChange = vi.fn();
    watchUserChanges(session, onChange);
    load(fakeOidcUser({ plans: [{ id: 'all22-annual', status: 'ACTIVE' }] }));
    expect(onChange).not.toHaveBeenCalled();
    load(fakeOidcUser({ plans: [{ id: 'all22-annual', status: 'EXPIRED' }] }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
