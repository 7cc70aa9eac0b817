import { SIGNED_OUT_USER_STATE } from '@all22/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createStaticSession } from '../lib/session/session';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { renderApp } from '../testing/render-app';

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const TOKEN = `${encode({ alg: 'RS256' })}.${encode({ sub: 'uid-7', exp: Math.floor(Date.now() / 1000) + 600 })}.sig`;

const signedIn = () =>
  createStaticSession({
    user: { ...SIGNED_OUT_USER_STATE, isLoggedIn: true, isSubscribed: true, subscribedPlan: 'Monthly' },
    accessToken: TOKEN,
  });

/** /api/secured/ping refuses any token but `accepted`. */
const stubPing = (accepted: string) =>
  stubFetch({
    '/api/secured/ping': (request) =>
      request.headers.get('authorization') === `Bearer ${accepted}`
        ? jsonResponse({ ok: true, uid: 'uid-7', subscribedPlan: 'Monthly' })
        : jsonResponse({ message: 'Invalid token', statusCode: 401 }, { status: 401 }),
  });

describe('the API client test page', () => {
  it("shows the token's subject and expiry", async () => {
    stubPing('fresh');
    renderApp({ path: '/test/axios', session: signedIn() });
    const table = await screen.findByRole('table', { name: 'Access token' });
    expect(table.textContent).toContain('Token presentYes');
    expect(table.textContent).toContain('Subjectuid-7');
    expect(table.textContent).toMatch(/expires in (9|10) min/);
  });

  it('forces a 401 and shows the refresh and the single retry succeed', async () => {
    const fetchMock = stubPing('fresh');
    const session = signedIn();
    vi.spyOn(session, 'refreshAccessToken').mockResolvedValue('fresh');
    renderApp({ path: '/test/axios', session });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Run the forced 401 check' }));
    expect(await screen.findByText(/The retry answered 200: signed in as uid-7, plan Monthly/)).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Steps' }).textContent ?? '';
    expect(steps).toContain('1. GET /api/secured/ping with a deliberately invalid token.');
    expect(steps).toContain('2. The API answered 401 to the invalid token: refreshing the token.');
    expect(steps).toContain('3. A new token came back: retrying the request once.');
    const pings = fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/secured/ping'));
    expect(pings).toHaveLength(2);
  });

  it('reports a failed refresh and raises the refresh-failed snackbar', async () => {
    stubPing('fresh');
    const session = signedIn();
    vi.spyOn(session, 'refreshAccessToken').mockResolvedValue(null);
    renderApp({ path: '/test/axios', session });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Run the forced 401 check' }));
    expect(await screen.findByText('The request failed with 401: Invalid token')).toBeTruthy();
    expect(await screen.findByText('API Refresh Failed. Try to reload.')).toBeTruthy();
  });

  it('needs a signed-in user for the check', async () => {
    stubPing('fresh');
    renderApp({ path: '/test/axios' });
    expect(await screen.findByText(/Sign in first/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run the forced 401 check' })).toBeNull();
  });
});
