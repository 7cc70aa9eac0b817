import { accountInfoSchema } from '@all22/contracts';
import { testDatabaseTargets } from '@all22/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintAccessToken, seedUser } from '../testing/oidc-test-client.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';

describe.each(testDatabaseTargets())('account API on %s', (target) => {
  let server: TestApp;
  let token: string;
  let uid: string;

  beforeAll(async () => {
    server = await buildTestApp({ target });
    const user = await seedUser(server.database.db, { email: 'Account.Owner@example.test' });
    uid = user.uid;
    token = await mintAccessToken(server.app, server.baseUrl, { sub: uid });
  });
  afterAll(async () => {
    await server?.close();
  });

  const call = (method: 'GET' | 'PATCH', body?: unknown, bearer: string | null = token) =>
    fetch(`${server.baseUrl}/api/account`, {
      method,
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('reads the account with the spec defaults', async () => {
    const response = await call('GET');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const account = accountInfoSchema.parse(await response.json());
    expect(account).toMatchObject({
      UID: uid,
      email: 'Account.Owner@example.test',
      profile: { firstName: 'Test', lastName: 'User' },
      data: {
        display: { showOddsInfo: true, pointsPerReception: 0, clipTypes: ['SIDELINE', 'ENDZONE'] },
        league: { favoriteTeams: [] },
      },
    });
    expect(account.createdTimestamp).toBeGreaterThan(Date.now() - 60_000);
  });

  it('updates the fields it is given and keeps the others', async () => {
    const first = await call('PATCH', { data: { display: { showOddsInfo: false } } });
    expect(first.status).toBe(200);
    const second = await call('PATCH', {
      data: {
        display: { pointsPerReception: 0.5, clipTypes: ['ENDZONE', 'ALL_22'] },
        league: { favoriteTeams: ['3800', '1200'] },
      },
    });
    expect(second.status).toBe(200);
    const account = accountInfoSchema.parse(await (await call('GET')).json());
    expect(account.data).toEqual({
      display: { showOddsInfo: false, pointsPerReception: 0.5, clipTypes: ['ENDZONE', 'ALL_22'] },
      league: { favoriteTeams: ['3800', '1200'] },
    });
  });

  it.each([
    [{ data: { display: { pointsPerReception: 2 } } }, "'data.display.pointsPerReception'"],
    [{ data: { display: { showOddsInfo: 'yes' } } }, "'data.display.showOddsInfo'"],
    [{ data: { league: { favoriteTeams: ['38'] } } }, "'data.league.favoriteTeams.0'"],
    [{ data: { league: { favoriteTeams: ['3800', '3800'] } } }, "'data.league.favoriteTeams'"],
    [{ data: { league: { favoriteTeams: '3800' } } }, "'data.league.favoriteTeams'"],
    [{ data: { display: { theme: 'light' } } }, "'data.display'"],
    [{ data: { display: { clipTypes: [] } } }, "'data.display.clipTypes'"],
    [{ data: { display: { clipTypes: ['DRONE'] } } }, "'data.display.clipTypes.0'"],
    [{ data: { display: { clipTypes: ['SIDELINE', 'SIDELINE'] } } }, "'data.display.clipTypes'"],
    [{}, "'data'"],
  ])('rejects %j with a 400 naming %s', async (body, field) => {
    const response = await call('PATCH', body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { message: string; statusCode: number };
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain(`Invalid body field ${field}`);
  });

  it('needs a signed-in user', async () => {
    expect((await call('GET', undefined, null)).status).toBe(401);
    expect((await call('PATCH', { data: {} }, null)).status).toBe(401);
  });

  it('answers 404 for a token whose subject has no account here', async () => {
    const stranger = await mintAccessToken(server.app, server.baseUrl, { sub: 'someone-else' });
    expect((await call('GET', undefined, stranger)).status).toBe(404);
  });
});
