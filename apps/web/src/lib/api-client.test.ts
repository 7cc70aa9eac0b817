import { healthResponseSchema } from '@all22/contracts';
import { createStaticSession } from './session/session';
import { describe, expect, it, vi } from 'vitest';
import { healthyResponse } from '../testing/fixtures';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import {
  type ApiAuth,
  apiDelete,
  apiGet,
  apiPatch,
  apiPut,
  ApiRequestError,
  buildApiUrl,
  setDefaultApiAuth,
} from './api-client';

async function captureError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('buildApiUrl', () => {
  it('joins base, path and non-empty params', () => {
    expect(
      buildApiUrl('/api/schedules/games', { season: 2024, seasonType: 'REG', week: undefined, x: null }),
    ).toBe('/api/schedules/games?season=2024&seasonType=REG');
    expect(buildApiUrl('/api/health', {}, 'https://api.example.com/')).toBe(
      'https://api.example.com/api/health',
    );
  });
});

describe('apiGet', () => {
  it('parses a successful answer with the schema and sends params', async () => {
    const fetchMock = stubFetch({ '/api/health': () => jsonResponse(healthyResponse) });
    await expect(apiGet('/api/health', healthResponseSchema, { params: { probe: 1 } })).resolves.toEqual(
      healthyResponse,
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/health?probe=1');
  });

  it('normalises a JSON {message, statusCode} error body', async () => {
    stubFetch({
      '/api/players/player': () =>
        jsonResponse(
          { message: 'no player id passed in', statusCode: 400 },
          { status: 400, statusText: 'Bad Request' },
        ),
    });
    const error = await captureError(apiGet('/api/players/player', healthResponseSchema));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).toJSON()).toEqual({
      message: 'no player id passed in',
      statusCode: 400,
    });
  });

  it('normalises a non-JSON error body to the status text and status', async () => {
    stubFetch({
      '/api/health': () =>
        new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    const error = await captureError(apiGet('/api/health', healthResponseSchema));
    expect((error as ApiRequestError).toJSON()).toEqual({ message: 'Bad Gateway', statusCode: 502 });
  });

  it('names the status when there is no status text either', async () => {
    stubFetch({ '/api/health': () => new Response('', { status: 504 }) });
    const error = await captureError(apiGet('/api/health', healthResponseSchema));
    expect((error as ApiRequestError).toJSON()).toEqual({
      message: 'Request failed with status 504',
      statusCode: 504,
    });
  });

  it('normalises a network failure to a readable message with status 500', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await captureError(apiGet('/api/health', healthResponseSchema));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).statusCode).toBe(500);
    expect((error as ApiRequestError).message).toMatch(/could not reach the all22 server/i);
    expect((error as ApiRequestError).cause).toBeInstanceOf(TypeError);
  });

  it('treats a body that does not match the schema as a 500', async () => {
    stubFetch({ '/api/health': () => jsonResponse({ status: 'maybe' }) });
    const error = await captureError(apiGet('/api/health', healthResponseSchema));
    expect((error as ApiRequestError).toJSON()).toEqual({
      message: 'The server sent an unexpected answer for /api/health.',
      statusCode: 500,
    });
  });

  it('treats a success answer that is not JSON as a 500', async () => {
    stubFetch({ '/config.json': () => new Response('<!doctype html>', { status: 200 }) });
    const error = await captureError(apiGet('/config.json', healthResponseSchema));
    expect((error as ApiRequestError).statusCode).toBe(500);
  });

  it('parses an accepted non-2xx status as an answer', async () => {
    const failing = { ...healthyResponse, status: 'failing' as const };
    stubFetch({ '/api/health': () => jsonResponse(failing, { status: 503 }) });
    await expect(apiGet('/api/health', healthResponseSchema, { acceptStatuses: [503] })).resolves.toEqual(
      failing,
    );
  });

  it('rethrows an abort untouched so queries can be cancelled', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: unknown, init?: RequestInit) => {
        controller.abort();
        return Promise.reject(init?.signal?.reason);
      }),
    );
    const error = await captureError(
      apiGet('/api/health', healthResponseSchema, { signal: controller.signal }),
    );
    expect(error).not.toBeInstanceOf(ApiRequestError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('apiGet with a session', () => {
  const SECURED = '/api/secured/ping';
  const unauthorized = () =>
    jsonResponse(
      { message: 'Invalid access token: the token has expired', statusCode: 401 },
      { status: 401 },
    );
  const bearer = (call: unknown[] | undefined) =>
    new Headers((call?.[1] as RequestInit | undefined)?.headers).get('authorization');

  /** A signed-in session whose refresh hands out `refreshed` (null: no token comes back). */
  function sessionWith(refreshed: string | null) {
    const session = createStaticSession({ accessToken: 'old-token' });
    const refreshAccessToken = vi.fn(async () => refreshed);
    return { session: { ...session, refreshAccessToken } satisfies ApiAuth, refreshAccessToken };
  }

  it('sends the default session’s token on a call that names none, its own when it does', async () => {
    const fetchMock = stubFetch({ [SECURED]: () => jsonResponse(healthyResponse) });
    setDefaultApiAuth(createStaticSession({ accessToken: 'session-token' }));
    try {
      await apiGet(SECURED, healthResponseSchema);
      await apiGet(SECURED, healthResponseSchema, { auth: createStaticSession({ accessToken: 'own' }) });
    } finally {
      setDefaultApiAuth(undefined);
    }
    await apiGet(SECURED, healthResponseSchema);
    expect(fetchMock.mock.calls.map(bearer)).toEqual(['Bearer session-token', 'Bearer own', null]);
  });

  it('sends the bearer token', async () => {
    const fetchMock = stubFetch({ [SECURED]: () => jsonResponse(healthyResponse) });
    await apiGet(SECURED, healthResponseSchema, { auth: createStaticSession({ accessToken: 'abc' }) });
    expect(bearer(fetchMock.mock.calls[0])).toBe('Bearer abc');
  });

  it.each([401, 403])('refreshes the token after a %s and retries once with the new one', async (status) => {
    const answers = [
      jsonResponse({ message: 'no', statusCode: status }, { status }),
      jsonResponse(healthyResponse),
    ];
    const fetchMock = stubFetch({ [SECURED]: () => answers.shift() ?? unauthorized() });
    const { session, refreshAccessToken } = sessionWith('new-token');

    await expect(apiGet(SECURED, healthResponseSchema, { auth: session })).resolves.toEqual(healthyResponse);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.map(bearer)).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(session.getSnapshot().isRefreshFailed).toBe(false);
  });

  it('retries only once per request: a second 401 is the answer', async () => {
    const fetchMock = stubFetch({ [SECURED]: unauthorized });
    const { session, refreshAccessToken } = sessionWith('new-token');

    const error = await captureError(apiGet(SECURED, healthResponseSchema, { auth: session }));
    expect((error as ApiRequestError).toJSON()).toEqual({
      message: 'Invalid access token: the token has expired',
      statusCode: 401,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
  });

  it('marks the refresh failed (the snackbar state) and does not retry when no token comes back', async () => {
    const fetchMock = stubFetch({ [SECURED]: unauthorized });
    const { session, refreshAccessToken } = sessionWith(null);

    const error = await captureError(apiGet(SECURED, healthResponseSchema, { auth: session }));
    expect((error as ApiRequestError).statusCode).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().isRefreshFailed).toBe(true);
  });

  it('does not refresh for a signed-out caller: their 401 is the answer', async () => {
    const fetchMock = stubFetch({ [SECURED]: unauthorized });
    const session = createStaticSession();
    const refreshAccessToken = vi.spyOn(session, 'refreshAccessToken');

    const error = await captureError(apiGet(SECURED, healthResponseSchema, { auth: session }));
    expect((error as ApiRequestError).statusCode).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bearer(fetchMock.mock.calls[0])).toBeNull();
    expect(refreshAccessToken).not.toHaveBeenCalled();
    expect(session.getSnapshot().isRefreshFailed).toBe(false);
  });

  it('does not refresh after other errors', async () => {
    stubFetch({ [SECURED]: () => jsonResponse({ message: 'down', statusCode: 502 }, { status: 502 }) });
    const { session, refreshAccessToken } = sessionWith('new-token');
    await captureError(apiGet(SECURED, healthResponseSchema, { auth: session }));
    expect(refreshAccessToken).not.toHaveBeenCalled();
  });
});

describe('apiPatch', () => {
  it('sends a JSON body with the token and parses the answer', async () => {
    const fetchMock = stubFetch({ '/api/health': () => jsonResponse(healthyResponse) });
    const body = { data: { display: { showOddsInfo: false } } };
    await expect(
      apiPatch('/api/health', body, healthResponseSchema, {
        auth: createStaticSession({ accessToken: 'abc' }),
      }),
    ).resolves.toEqual(healthyResponse);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe(JSON.stringify(body));
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer abc');
  });
});

describe('apiPut', () => {
  it('sends a JSON body with the token and parses the answer', async () => {
    const fetchMock = stubFetch({ '/api/health': () => jsonResponse(healthyResponse) });
    const body = { userId: 'u1', label: 'Deep shots', filterExpression: 'airYardType=DEEP' };
    await expect(
      apiPut('/api/health', body, healthResponseSchema, {
        auth: createStaticSession({ accessToken: 'abc' }),
      }),
    ).resolves.toEqual(healthyResponse);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(JSON.stringify(body));
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer abc');
  });

  it('refreshes the token after a 401 and sends the same body again', async () => {
    const answers = [
      jsonResponse({ message: 'expired', statusCode: 401 }, { status: 401 }),
      jsonResponse(healthyResponse),
    ];
    const fetchMock = stubFetch({ '/api/health': () => answers.shift() ?? jsonResponse(healthyResponse) });
    const session = { ...createStaticSession({ accessToken: 'old' }), refreshAccessToken: async () => 'new' };
    await apiPut('/api/health', { label: 'x' }, healthResponseSchema, { auth: session });
    expect(
      fetchMock.mock.calls.map((call) => [new Headers(call[1]?.headers).get('authorization'), call[1]?.body]),
    ).toEqual([
      ['Bearer old', '{"label":"x"}'],
      ['Bearer new', '{"label":"x"}'],
    ]);
  });
});

describe('apiDelete', () => {
  it('sends DELETE with the query, the token and no body, and parses the answer', async () => {
    const fetchMock = stubFetch({ '/api/health': () => jsonResponse(healthyResponse) });
    await expect(
      apiDelete('/api/health', healthResponseSchema, {
        params: { userId: 'u1', label: 'Deep shots' },
        auth: createStaticSession({ accessToken: 'abc' }),
      }),
    ).resolves.toEqual(healthyResponse);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/health?userId=u1&label=Deep+shots');
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('content-type')).toBeNull();
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer abc');
  });

  it("throws the API's {message, statusCode} for a failed delete", async () => {
    stubFetch({
      '/api/health': () =>
        jsonResponse({ message: 'No saved search labelled "x"', statusCode: 404 }, { status: 404 }),
    });
    const error = await captureError(
      apiDelete('/api/health', healthResponseSchema, { params: { label: 'x' } }),
    );
    expect((error as ApiRequestError).toJSON()).toEqual({
      message: 'No saved search labelled "x"',
      statusCode: 404,
    });
  });
});
