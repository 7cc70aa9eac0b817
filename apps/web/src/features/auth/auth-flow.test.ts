import type { AccountInfo } from '@all22/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../testing/fetch-stub';
import { testAppConfig } from '../../testing/fixtures';
import { runAuthFlow } from './auth-flow';
import { createOidcSession } from './oidc-session';
import { createStaticSession } from '../../lib/session/session';
import { createFakeOidcClient, createTestTabs, fakeOidcUser } from '../../testing/auth';

const account: AccountInfo = {
  UID: 'uid-1',
  email: 'fan@example.com',
  createdTimestamp: 0,
  profile: { firstName: 'Pat', lastName: 'Fan' },
  data: {
    display: { showOddsInfo: false, pointsPerReception: 0.5, clipTypes: ['SIDELINE', 'ENDZONE'] },
    league: { favoriteTeams: ['3800'] },
  },
};
const URL_NOW = 'http://localhost/stats/home';
let stop = new AbortController();

afterEach(() => {
  stop.abort(); // the planned renewals
  stop = new AbortController();
});

describe('runAuthFlow', () => {
  it('restores the sign-in, reads the account, checks the country, then completes — in that order', async () => {
    const config = {
      ...testAppConfig,
      authEnabled: true,
      countryAllowList: ['US'],
      planRoleIndexes: 'm:Monthly',
    };
    const [tab] = createTestTabs(1);
    const { client } = createFakeOidcClient(fakeOidcUser({ plans: [{ id: 'm', status: 'ACTIVE' }] }));
    const session = createOidcSession({
      config,
      origin: 'http://localhost',
      oidcClient: client,
      tab,
      signal: stop.signal,
    });
    const fetchMock = stubFetch({
      '/api/account': () => jsonResponse(account),
      '/api/geo': () => jsonResponse({ country: 'CA' }),
    });
    const steps: string[] = [];

    await runAuthFlow({ config, session, currentUrl: URL_NOW, onStep: (step) => steps.push(step) });

    expect(steps).toEqual(['identity', 'account', 'country']);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/account', '/api/geo']);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toMatch(/^Bearer /);
    expect(session.getSnapshot()).toMatchObject({
      phase: 'ready',
      account,
      user: { isLoggedIn: true, isSubscribed: true, subscribedPlan: 'Monthly', country: 'CA' },
    });
  });

  it('with auth disabled contacts no identity provider and asks only for the country', async () => {
    const config = { ...testAppConfig, authEnabled: false, countryAllowList: ['US'] };
    const session = createStaticSession({ phase: 'connecting' });
    const fetchMock = stubFetch({ '/api/geo': () => jsonResponse({ country: 'unknown' }) });
    await runAuthFlow({ config, session, currentUrl: URL_NOW });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/geo']);
    expect(session.getSnapshot()).toMatchObject({
      phase: 'ready',
      account: null,
      user: { country: undefined },
    });
  });

  it('skips the country call when no allow-list is configured', async () => {
    const session = createStaticSession({ phase: 'connecting' });
    const fetchMock = stubFetch({});
    await runAuthFlow({ config: testAppConfig, session, currentUrl: URL_NOW });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(session.getSnapshot().phase).toBe('ready');
  });

  it('completes whatever fails: no account, unknown country, still signed in by the token', async () => {
    const config = { ...testAppConfig, authEnabled: true, countryAllowList: ['US'] };
    const [tab] = createTestTabs(1);
    const { client } = createFakeOidcClient(fakeOidcUser());
    const session = createOidcSession({
      config,
      origin: 'http://localhost',
      oidcClient: client,
      tab,
      signal: stop.signal,
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await runAuthFlow({ config, session, currentUrl: URL_NOW });
    expect(session.getSnapshot()).toMatchObject({
      phase: 'ready',
      account: null,
      user: { isLoggedIn: true, country: undefined },
    });
  });
});
