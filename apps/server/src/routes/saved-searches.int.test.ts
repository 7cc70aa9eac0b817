import {
  addSavedSearchResponseSchema,
  MAX_SAVED_SEARCHES_PER_USER,
  openSavedSearchResponseSchema,
  type PlayListResponse,
  type SavedSearch,
  savedSearchListResponseSchema,
} from '@all22/contracts';
import { games, plays, savedFilmSearches } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { and, count, eq, gt, ilike, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';
import { mintAccessToken } from '../testing/oidc-test-client.js';

const SUBSCRIBED = [{ id: 'all22-monthly', status: 'ACTIVE' }];
const LIST = '/api/videos/filmSavedSearches';
const ADD = '/api/videos/addSavedSearch';
const DELETE = '/api/videos/deleteSavedSearch';
const OPEN = '/api/videos/openSavedSearch';

interface Call {
  method: 'GET' | 'PUT' | 'DELETE' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

/** Real HTTP against `baseUrl`, as `bearer` (none when null). */
function createCaller(baseUrl: () => string) {
  return ({ method, path, query, body }: Call, bearer: string | null): Promise<Response> =>
    fetch(`${baseUrl()}${path}${query ? `?${new URLSearchParams(query).toString()}` : ''}`, {
      method,
      headers: {
        ...(bearer === null ? {} : { authorization: `Bearer ${bearer}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

const readError = async (response: Response) =>
  (await response.json()) as { message: string; statusCode: number };

describe.each(testDatabaseTargets())('saved film searches on %s', (target) => {
  let league: LeagueTestApp;
  /** Tokens by subject; each test uses its own user so the tests stay independent. */
  const tokens = new Map<string, string>();
  let nonSubscriber: string;

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target });
    nonSubscriber = await mintAccessToken(league.app, league.baseUrl, { sub: 'no-plan-user', plans: [] });
  }, 120_000);
  afterAll(() => league?.close());

  const call = createCaller(() => league.baseUrl);
  /** A subscriber's token for `subject` (its case kept: the API compares lower-cased). */
  const tokenFor = async (subject: string): Promise<string> => {
    const known = tokens.get(subject);
    if (known) return known;
    const token = await mintAccessToken(league.app, league.baseUrl, { sub: subject, plans: SUBSCRIBED });
    tokens.set(subject, token);
    return token;
  };
  const list = async (userId: string, bearer: string): Promise<SavedSearch[]> => {
    const response = await call({ method: 'GET', path: LIST, query: { userId } }, bearer);
    expect(response.status, await response.clone().text()).toBe(200);
    return savedSearchListResponseSchema.parse(await response.json()).savedSearches;
  };
  const add = async (body: { userId: string; label: string; filterExpression: string }, bearer: string) => {
    const response = await call({ method: 'PUT', path: ADD, body }, bearer);
    expect(response.status, await response.clone().text()).toBe(200);
    return addSavedSearchResponseSchema.parse(await response.json());
  };
  const playTotal = async (expression: string, bearer: string): Promise<number> => {
    const response = await fetch(`${league.baseUrl}/api/plays?${expression}&pageSize=1`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as PlayListResponse).total;
  };

  it('adds, lists newest first, replaces by label and deletes, with the user id lower-cased', async () => {
    const bearer = await tokenFor('Film-Student-1');
    const first = await add(
      { userId: 'Film-Student-1', label: '  Deep shots  ', filterExpression: 'airYardType=DEEP&season=2024' },
      bearer,
    );
    expect(first).toMatchObject({
      replaced: false,
      // Trimmed, lower-cased and in the codec's canonical order.
      savedSearch: {
        userId: 'film-student-1',
        label: 'Deep shots',
        filterExpression: 'season=2024&airYardType=DEEP',
      },
    });
    await add({ userId: 'film-student-1', label: 'Fourth quarter', filterExpression: 'quarter=4' }, bearer);

    const response = await call({ method: 'GET', path: LIST, query: { userId: 'FILM-STUDENT-1' } }, bearer);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const saved = savedSearchListResponseSchema.parse(await response.json()).savedSearches;
    expect(saved.map((search) => search.label)).toEqual(['Fourth quarter', 'Deep shots']);
    expect(Date.parse(saved[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const replaced = await add(
      { userId: 'FILM-student-1', label: 'Deep shots', filterExpression: 'airYardType=DEEP&completion=true' },
      bearer,
    );
    expect(replaced).toMatchObject({
      replaced: true,
      savedSearch: { label: 'Deep shots', filterExpression: 'airYardType=DEEP&completion=true' },
    });
    // Saved anew: it comes first now, and there are still two.
    expect((await list('film-student-1', bearer)).map((search) => search.filterExpression)).toEqual([
      'airYardType=DEEP&completion=true',
      'quarter=4',
    ]);

    const deleted = await call(
      { method: 'DELETE', path: DELETE, query: { userId: 'Film-Student-1', label: 'Deep shots' } },
      bearer,
    );
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });
    expect((await list('film-student-1', bearer)).map((search) => search.label)).toEqual(['Fourth quarter']);

    const again = await call(
      { method: 'DELETE', path: DELETE, query: { userId: 'film-student-1', label: 'Deep shots' } },
      bearer,
    );
    expect(again.status).toBe(404);
    expect(await readError(again)).toEqual({
      message: 'No saved search labelled "Deep shots"',
      statusCode: 404,
    });
  });

  const callsFor = (userId: string): Call[] => [
    { method: 'GET', path: LIST, query: { userId } },
    { method: 'PUT', path: ADD, body: { userId, label: 'Mine', filterExpression: 'quarter=1' } },
    { method: 'DELETE', path: DELETE, query: { userId, label: 'Mine' } },
    { method: 'POST', path: OPEN, body: { userId, label: 'Mine' } },
  ];

  it("refuses another user's searches with 403 on every call", async () => {
    const owner = await tokenFor('owner-user');
    await add({ userId: 'owner-user', label: 'Mine', filterExpression: 'quarter=1' }, owner);
    const intruder = await tokenFor('intruder-user');
    for (const request of callsFor('owner-user')) {
      const response = await call(request, intruder);
      expect(response.status, `${request.method} ${request.path}`).toBe(403);
      expect(await readError(response)).toEqual({
        message: 'You can only read and change your own saved searches',
        statusCode: 403,
      });
    }
    expect((await list('owner-user', owner)).map((search) => search.filterExpression)).toEqual(['quarter=1']);
  });

  it('answers 401 without a token and 403 without a subscription', async () => {
    for (const request of callsFor('no-plan-user')) {
      const signedOut = await call(request, null);
      expect(signedOut.status, `${request.method} ${request.path}`).toBe(401);
      expect((await readError(signedOut)).statusCode).toBe(401);
      const unsubscribed = await call(request, nonSubscriber);
      expect(unsubscribed.status, `${request.method} ${request.path}`).toBe(403);
      expect((await readError(unsubscribed)).statusCode).toBe(403);
    }
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['x'.repeat(101), '101 characters'],
  ])('rejects the label %j (%s) with a 400 naming label', async (label) => {
    const bearer = await tokenFor('label-user');
    for (const request of [
      { method: 'PUT', path: ADD, body: { userId: 'label-user', label, filterExpression: 'down=3' } },
      { method: 'DELETE', path: DELETE, query: { userId: 'label-user', label } },
      { method: 'POST', path: OPEN, body: { userId: 'label-user', label } },
    ] satisfies Call[]) {
      const response = await call(request, bearer);
      expect(response.status, request.method).toBe(400);
      expect((await readError(response)).message).toContain("'label'");
    }
  });

  it('keeps a label of 100 characters', async () => {
    const bearer = await tokenFor('long-label-user');
    const label = 'L'.repeat(100);
    const saved = await add({ userId: 'long-label-user', label, filterExpression: 'down=3' }, bearer);
    expect(saved.savedSearch.label).toBe(label);
  });

  it.each([
    ['quarter=4&blitzes=true', 'blitzes: unknown film filter'],
    ['season=2031', 'season: "2031" is not a season'],
    ['quarter=9', 'quarter: "9" is not a whole number from 1 to 5'],
    ['passPlay=yes', 'passPlay: "yes" is not true or false'],
    ['', 'is empty'],
    ['?', 'no film filter to save'],
  ])('rejects the filterExpression %j with a 400 saying %j', async (filterExpression, problem) => {
    const bearer = await tokenFor('expression-user');
    const response = await call(
      { method: 'PUT', path: ADD, body: { userId: 'expression-user', label: 'Bad', filterExpression } },
      bearer,
    );
    expect(response.status).toBe(400);
    const error = await readError(response);
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain("Invalid body field 'filterExpression'");
    expect(error.message).toContain(problem);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES_PER_USER} searches a user, replacing one still allowed`, async () => {
    const bearer = await tokenFor('busy-user');
    await league.database.db.insert(savedFilmSearches).values(
      Array.from({ length: MAX_SAVED_SEARCHES_PER_USER - 1 }, (_, index) => ({
        userId: 'busy-user',
        label: `Search ${index + 1}`,
        filterExpression: 'quarter=1',
      })),
    );
    await add({ userId: 'busy-user', label: 'The last one', filterExpression: 'quarter=2' }, bearer);
    const refused = await call(
      {
        method: 'PUT',
        path: ADD,
        body: { userId: 'busy-user', label: 'One too many', filterExpression: 'down=1' },
      },
      bearer,
    );
    expect(refused.status).toBe(400);
    expect((await readError(refused)).message).toContain(
      `You already have ${MAX_SAVED_SEARCHES_PER_USER} saved searches`,
    );
    const replaced = await add(
      { userId: 'busy-user', label: 'Search 7', filterExpression: 'down=1' },
      bearer,
    );
    expect(replaced.replaced).toBe(true);
    expect(await list('busy-user', bearer)).toHaveLength(MAX_SAVED_SEARCHES_PER_USER);
  });

  it('counts the same matching plays as GET /api/plays for each search', async () => {
    const bearer = await tokenFor('counting-user');
    const expressions = [
      'season=2024&seasonType=REG',
      'airYardType=DEEP&completion=true',
      'quarter=5',
      'down=4&redzone=true',
    ];
    for (const [index, filterExpression] of expressions.entries()) {
      await add({ userId: 'counting-user', label: `Count ${index}`, filterExpression }, bearer);
    }
    const saved = await list('counting-user', bearer);
    for (const search of saved) {
      expect(search.matchingPlays, search.filterExpression).toBe(
        await playTotal(search.filterExpression, bearer),
      );
      // Just saved: nothing is new yet.
      expect(search.newPlays).toBe(0);
    }
    expect(
      saved.find((search) => search.filterExpression === 'season=2024&seasonType=REG')?.matchingPlays,
    ).toBeGreaterThan(1_000);
  });

  it('counts plays of games finished since the last opening as new, until the search is opened', async () => {
    const bearer = await tokenFor('returning-user');
    await add(
      { userId: 'returning-user', label: 'Regular season', filterExpression: 'seasonType=REG&season=2024' },
      bearer,
    );
    // The user last opened it a week before the league clock's now (a week of games since).
    const lastOpenedAt = new Date(league.now - 7 * 86_400_000);
    const { db } = league.database;
    await db
      .update(savedFilmSearches)
      .set({ lastOpenedAt })
      .where(eq(savedFilmSearches.userId, 'returning-user'));

    // Independently: every final game whose last play came after that, and its regular-season plays.
    const finished = await db
      .select({ gameId: plays.gameId })
      .from(plays)
      .innerJoin(games, eq(games.gameId, plays.gameId))
      .where(ilike(games.phase, '%final%'))
      .groupBy(plays.gameId)
      .having(gt(max(plays.occurredAt), lastOpenedAt));
    expect(finished.length).toBeGreaterThan(0);
    const [expected] = await db
      .select({ total: count() })
      .from(plays)
      .where(
        and(
          inArray(
            plays.gameId,
            finished.map((game) => game.gameId),
          ),
          eq(plays.seasonType, 'REG'),
          eq(plays.season, 2024),
        ),
      );

    const [before] = await list('returning-user', bearer);
    expect(before?.newPlays).toBe(expected?.total);
    expect(before?.newPlays).toBeGreaterThan(0);
    expect(before?.newPlays).toBeLessThan(before?.matchingPlays ?? 0);

    const response = await call(
      { method: 'POST', path: OPEN, body: { userId: 'Returning-User', label: 'Regular season' } },
      bearer,
    );
    expect(response.status).toBe(200);
    const opened = openSavedSearchResponseSchema.parse(await response.json()).savedSearch;
    expect(opened).toMatchObject({
      newPlays: 0,
      matchingPlays: before?.matchingPlays,
      lastOpenedAt: new Date(league.now).toISOString(),
    });
    expect((await list('returning-user', bearer))[0]?.newPlays).toBe(0);

    const missing = await call(
      { method: 'POST', path: OPEN, body: { userId: 'returning-user', label: 'Nope' } },
      bearer,
    );
    expect(missing.status).toBe(404);
  });

  it('lists the four calls in the OpenAPI document with their answers', async () => {
    const document = (await (await fetch(`${league.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(document.paths[LIST]?.get?.responses ?? {})).toEqual(['200', '400', '401', '403']);
    expect(Object.keys(document.paths[ADD]?.put?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '403']),
    );
    expect(Object.keys(document.paths[DELETE]?.delete?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '404']),
    );
    expect(Object.keys(document.paths[OPEN]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '404']),
    );
  });
});

describe('saved film searches with AUTH_ENABLED=false', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp({ env: { AUTH_ENABLED: 'false' } });
  });
  afterAll(() => server?.close());
  const call = createCaller(() => server.baseUrl);

  it('lets a caller without a token act for any user id (there is no subject to compare with)', async () => {
    const body = { userId: 'Demo-User', label: 'Blitzes', filterExpression: 'blitz=true' };
    const saved = await call({ method: 'PUT', path: ADD, body }, null);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(addSavedSearchResponseSchema.parse(await saved.json()).savedSearch).toMatchObject({
      userId: 'demo-user',
      matchingPlays: 0,
      newPlays: 0,
    });
    const listed = await call({ method: 'GET', path: LIST, query: { userId: 'demo-user' } }, null);
    expect(savedSearchListResponseSchema.parse(await listed.json()).savedSearches).toHaveLength(1);
  });
});
