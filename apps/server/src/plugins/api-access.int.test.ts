import { testDatabaseTargets } from '@all22/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { mintAccessToken } from '../testing/oidc-test-client.js';

const ROLES = ['visitor', 'free', 'paused', 'subscriber'] as const;
type Role = (typeof ROLES)[number];

/** How a call answers a caller: refused by the access rules (401, 403), or answered (any other status). */
type AnswerClass = 'sign in' | 'forbidden' | 'answered';

/** Who gets an answer: everyone, the signed-in, subscribers only. Written out here, not read from the rules. */
const EVERYONE: Record<Role, AnswerClass> = {
  visitor: 'answered',
  free: 'answered',
  paused: 'answered',
  subscriber: 'answered',
};
const SIGNED_IN: Record<Role, AnswerClass> = { ...EVERYONE, visitor: 'sign in' };
const SUBSCRIBERS: Record<Role, AnswerClass> = {
  visitor: 'sign in',
  free: 'forbidden',
  paused: 'forbidden',
  subscriber: 'answered',
};

/**
 * Every operation of the OpenAPI document with the default settings (freemium on, its default
 * routes): the shell, the freemium pages' data (games, teams, players, home) and the public writes
 * are open; the account needs a sign-in; the film room, the leader tables, the Game Time Guide
 * (not a freemium route by default) and /api/secured/* need a subscriber. A new operation fails the test until it is listed here.
 */
const EXPECTED: Record<string, Record<Role, AnswerClass>> = {
  'GET /api/health': EVERYONE,
  'GET /api/geo': EVERYONE,
  'POST /api/events': EVERYONE,
  'POST /api/support/messages': EVERYONE,
  'POST /api/billing/webhook': EVERYONE,
  'GET /api/teams/all': EVERYONE,
  'GET /api/schedules/current': EVERYONE,
  'GET /api/schedules/weeks': EVERYONE,
  'GET /api/scores/live/games': EVERYONE,
  'GET /api/live': EVERYONE,
  'GET /api/players/search': EVERYONE,
  'GET /api/images/logos/{teamId}': EVERYONE,
  'GET /api/images/headshots/{smartId}': EVERYONE,
  'GET /api/account': SIGNED_IN,
  'PATCH /api/account': SIGNED_IN,
  'GET /api/schedules/games': EVERYONE,
  'GET /api/schedules/standings': EVERYONE,
  'GET /api/schedules/week/odds': EVERYONE,
  'GET /api/schedules/game': EVERYONE,
  'GET /api/schedules/liveWithWin': EVERYONE,
  'GET /api/schedules/game/team/injuries': EVERYONE,
  'GET /api/games/boxScore': EVERYONE,
  'GET /api/games/playByPlay': EVERYONE,
  'GET /api/games/teamStats': EVERYONE,
  'GET /api/teams/depthChart': EVERYONE,
  'GET /api/teams/roster': EVERYONE,
  'GET /api/teams/rosterWeek': EVERYONE,
  'GET /api/teams/schedule': EVERYONE,
  'GET /api/teams/stats': EVERYONE,
  'GET /api/teams/transactions': EVERYONE,
  'GET /api/players': EVERYONE,
  'GET /api/players/player': EVERYONE,
  'GET /api/players/seasons': EVERYONE,
  'GET /api/players/gameLog': EVERYONE,
  'GET /api/players/fantasyWeeks': EVERYONE,
  'GET /api/stats/player/overview': EVERYONE,
  'GET /api/stats/leaders/{group}/{period}': SUBSCRIBERS,
  'GET /api/stats/leaders/{group}/{period}.csv': SUBSCRIBERS,
  'GET /api/gtg': SUBSCRIBERS,
  'GET /api/gtg/funFacts': SUBSCRIBERS,
  'GET /api/stats/splits/{category}': SUBSCRIBERS,
  'GET /api/stats/sandbox': SUBSCRIBERS,
  'GET /api/plays': SUBSCRIBERS,
  'GET /api/plays/games': SUBSCRIBERS,
  'GET /api/plays/{playId}': SUBSCRIBERS,
  'GET /api/plays/{playId}/tracking': SUBSCRIBERS,
  'GET /api/videos/filmSavedSearches': SUBSCRIBERS,
  'PUT /api/videos/addSavedSearch': SUBSCRIBERS,
  'DELETE /api/videos/deleteSavedSearch': SUBSCRIBERS,
  'POST /api/videos/openSavedSearch': SUBSCRIBERS,
  'GET /api/secured/ping': SUBSCRIBERS,
  'GET /api/secured/stats/fantasy/season': SUBSCRIBERS,
  'GET /api/secured/stats/fantasy/weekly': SUBSCRIBERS,
  'GET /api/secured/stats/team-offense/overview/season': SUBSCRIBERS,
  'GET /api/secured/stats/team-defense/overview/season': SUBSCRIBERS,
  'GET /api/secured/stats/players-offense/passing/season': SUBSCRIBERS,
  'GET /api/secured/stats/players-offense/rushing/season': SUBSCRIBERS,
  'GET /api/secured/stats/players-offense/receiving/season': SUBSCRIBERS,
  'GET /api/secured/stats/defense/overview/season': SUBSCRIBERS,
  'GET /api/secured/stats/defense/nearest/season': SUBSCRIBERS,
  'GET /api/secured/stats/special-teams/kicking/season': SUBSCRIBERS,
  'GET /api/secured/stats/special-teams/punting/season': SUBSCRIBERS,
  'GET /api/secured/fantasy/insights': SUBSCRIBERS,
  'GET /api/insights': SUBSCRIBERS,
};

/** Path parameters that pass the routes' own checks, so an answered call is not mistaken for a refusal. */
const SAMPLE_PARAMS: Record<string, string> = {
  teamId: 'ARI',
  smartId: '00000000-0000-4000-8000-000000000000',
  group: 'passing',
  period: 'season',
  playId: '2024090800-1',
};

const toUrlPath = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? name);

const classify = (status: number): AnswerClass =>
  status === 401 ? 'sign in' : status === 403 ? 'forbidden' : 'answered';

describe.each(testDatabaseTargets())('API access by role on %s', (target) => {
  let server: TestApp;
  const tokens: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    server = await buildTestApp({ target });
    const mint = (sub: string, status?: string) =>
      mintAccessToken(server.app, server.baseUrl, {
        sub,
        plans: status === undefined ? [] : [{ id: 'all22-monthly', status }],
      });
    tokens.free = await mint('access-free');
    tokens.paused = await mint('access-paused', 'PAUSED');
    tokens.subscriber = await mint('access-subscriber', 'ACTIVE');
  }, 120_000);
  afterAll(() => server?.close());

  /** The status of one call: the body is dropped (a stream is cut once its headers are in). */
  async function call(method: string, path: string, role: Role, headers: Record<string, string> = {}) {
    const token = tokens[role];
    const controller = new AbortController();
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      signal: controller.signal,
      headers: {
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(method === 'GET' ? {} : { body: '{}' }),
    });
    controller.abort();
    return response.status;
  }

  async function listOperations(): Promise<string[]> {
    const response = await fetch(`${server.baseUrl}/api/docs/json`);
    const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/test/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => method !== 'head')
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
  }

  it('lists every operation of the OpenAPI document', async () => {
    const operations = await listOperations();
    expect(operations.filter((operation) => !(operation in EXPECTED))).toEqual([]);
    expect(Object.keys(EXPECTED).filter((operation) => !operations.includes(operation))).toEqual([]);
  });

  it('answers each role as the access rules say, on every operation', async () => {
    const seen: Record<string, Record<Role, AnswerClass>> = {};
    for (const operation of await listOperations()) {
      const [method = 'GET', path = ''] = operation.split(' ');
      const row = {} as Record<Role, AnswerClass>;
      for (const role of ROLES) row[role] = classify(await call(method, toUrlPath(path), role));
      seen[operation] = row;
    }
    expect(seen).toEqual(EXPECTED);
  });

  it('refuses before checking parameters, so a stranger learns nothing from a 400', async () => {
    const response = await fetch(`${server.baseUrl}/api/plays?down=9&colour=red`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ statusCode: 401, message: 'Sign in to use this call' });
  });

  it('says why a signed-in caller is refused', async () => {
    const answer = async (role: Role) => {
      const response = await fetch(`${server.baseUrl}/api/plays`, {
        headers: { authorization: `Bearer ${tokens[role]}` },
      });
      return { status: response.status, body: await response.json() };
    };
    expect(await answer('free')).toEqual({
      status: 403,
      body: { statusCode: 403, message: 'This call needs a subscription' },
    });
    expect(await answer('paused')).toEqual({
      status: 403,
      body: { statusCode: 403, message: 'Your subscription is paused' },
    });
  });

  it("opens a top-performer card's one leader to everyone, as the home page shows it", async () => {
    const topPasser = '/api/stats/leaders/passing/game?season=2024&seasonType=REG&week=1&pageSize=1';
    expect(classify(await call('GET', topPasser, 'visitor'))).toBe('answered');
    expect(classify(await call('GET', `${topPasser}&sortKey=interceptions`, 'visitor'))).toBe('sign in');
    expect(classify(await call('GET', `${topPasser}&page=2`, 'free'))).toBe('forbidden');
    const teamRankings = '/api/stats/leaders/team-offense/season?season=2024&pageSize=32';
    expect(classify(await call('GET', teamRankings, 'visitor'))).toBe('answered');
    // The CSV is the whole table whatever the page size: never a top performer's card.
    const topPasserCsv = '/api/stats/leaders/passing/game.csv?season=2024&seasonType=REG&week=1&pageSize=1';
    expect(classify(await call('GET', topPasserCsv, 'visitor'))).toBe('sign in');
    expect(classify(await call('GET', topPasserCsv, 'free'))).toBe('forbidden');
    const teamRankingsCsv = '/api/stats/leaders/team-offense/season.csv?season=2024';
    expect(classify(await call('GET', teamRankingsCsv, 'visitor'))).toBe('answered');
  });
});

describe('API access under other settings', () => {
  let server: TestApp;
  let free: string;
  let subscriber: string;
  beforeAll(async () => {
    server = await buildTestApp({ env: { FREEMIUM: 'false', COUNTRY_ALLOW_LIST: 'US,CA' } });
    free = await mintAccessToken(server.app, server.baseUrl, { sub: 'settings-free' });
    subscriber = await mintAccessToken(server.app, server.baseUrl, {
      sub: 'settings-subscriber',
      plans: [{ id: 'all22-monthly', status: 'ACTIVE' }],
    });
  }, 120_000);
  afterAll(() => server?.close());

  const status = async (path: string, headers: Record<string, string>) =>
    (await fetch(`${server.baseUrl}${path}`, { headers })).status;

  it('closes the free pages’ data with freemium off, the shell’s calls staying open', async () => {
    expect(await status('/api/schedules/game?gameId=2024090800', {})).toBe(401);
    expect(await status('/api/schedules/game?gameId=2024090800', { authorization: `Bearer ${free}` })).toBe(
      403,
    );
    expect(await status('/api/teams/all', {})).toBe(200);
  });

  it('applies the country allow-list to the API, subscribers included', async () => {
    const abroad = { 'cf-ipcountry': 'FR', authorization: `Bearer ${subscriber}` };
    const response = await fetch(`${server.baseUrl}/api/teams/roster?teamId=ARI&season=2024`, {
      headers: abroad,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      statusCode: 403,
      message: 'All22 is not available in your country',
    });
    expect(
      await status('/api/teams/roster?teamId=ARI&season=2024', { ...abroad, 'cf-ipcountry': 'us' }),
    ).not.toBe(403);
    // The shell still loads, so the app can show the country page.
    expect(await status('/api/teams/all', abroad)).toBe(200);
  });
});
