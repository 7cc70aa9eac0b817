/**
 * Fuzzing the read API: thousands of random and malformed requests against every GET call the
 * OpenAPI document lists (so new calls are covered as they land) — wrong types, huge numbers,
 * unicode, SQL and script fragments, repeated and unknown parameters, as a subscriber and
 * signed out. No answer may be a 5xx, and every error must have the `{ message, statusCode }`
 * shape with the status it was sent with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintAccessToken } from '../testing/oidc-test-client.js';
import { buildLeagueTestApp, type LeagueTestApp } from '../testing/league-test-app.js';

const REQUESTS = 5_000;
const CONCURRENCY = 16;

interface Operation {
  path: string;
  params: { name: string; in: 'query' | 'path' }[];
}

/** Calls that stream or are not JSON, left out: the live push is a stream, images are SVG. */
const isFuzzable = (path: string): boolean =>
  path.startsWith('/api/') && !path.startsWith('/api/live') && !path.startsWith('/api/docs');

/** A small deterministic generator (mulberry32), so a failure replays with the same requests. */
const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number): boolean => next() < probability,
  };
};
type Random = ReturnType<typeof createRandom>;

/** Plausible values per parameter name, so some requests get past validation to the queries. */
const PLAUSIBLE: Record<string, readonly string[]> = {
  season: ['2024', '2023', '2018', '2030'],
  seasonType: ['REG', 'PRE', 'POST'],
  week: ['1', '6', '18', '0', '19', '23'],
  teamId: ['3800', '0200', '8600', '9999'],
  teamOffense: ['3800', '0200'],
  gameId: ['2024101300', '2024090500', '2024101301'],
  nflId: ['52001', '53000', '1'],
  playerId: ['52001', '53000', '00-0052001'],
  term: ['smi', 'son', 'Zoë', 'a b'],
  limit: ['10', '500', '32'],
  page: ['1', '2', '500'],
  pageSize: ['20', '200'],
  sortValue: ['ASC', 'DESC'],
  sortKey: ['fpStd', 'yards', 'passYards', 'name', 'age'],
  position: ['QB', 'WR', 'LS'],
  status: ['ACT', 'RES', 'FA', 'RET'],
  includeRetired: ['true', 'false'],
  playId: ['2024090800-57', '2024101300-1'],
  group: ['passing', 'rushing', 'defense', 'team-offense'],
  period: ['season', 'game'],
  scoring: ['0', '0.5', '1', '2'],
};

const HOSTILE = [
  '',
  ' ',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999999999',
  '-99999999999999999999',
  '0x1F',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  "' OR 1=1 --",
  '1; drop table plays; --',
  "Robert'); DROP TABLE players;--",
  '%',
  '_',
  '%_%',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '💥🏈',
  'Zoë Ñúñez-O’Brien',
  '日本語',
  '\u202e\u0301',
  'a'.repeat(5_000),
  '2024-',
  '-57',
  '2024090800-',
  '00-',
];

/** Header values must be printable ASCII (fetch refuses the rest before sending). */
const HOSTILE_TOKENS = HOSTILE.filter((value) => /^[\x20-\x7e]*$/.test(value));

const valueFor = (random: Random, name: string): string => {
  const plausible = PLAUSIBLE[name];
  if (plausible && random.chance(0.45)) return random.pick(plausible);
  return random.pick(HOSTILE);
};

const buildRequest = (random: Random, operation: Operation): string => {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const param of operation.params) {
    if (param.in === 'path') {
      path = path.replace(`{${param.name}}`, encodeURIComponent(valueFor(random, param.name)));
      continue;
    }
    if (random.chance(0.15)) continue; // a missing parameter
    query.append(param.name, valueFor(random, param.name));
    if (random.chance(0.08)) query.append(param.name, valueFor(random, param.name)); // repeated
  }
  if (random.chance(0.1)) query.append(random.pick(['foo', 'season[]', '__proto__', 'constructor']), 'x');
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

describe('the read API under random and malformed requests', () => {
  let league: LeagueTestApp;
  let operations: Operation[];
  let subscriber: string;

  beforeAll(async () => {
    league = await buildLeagueTestApp({ target: 'pglite' });
    subscriber = await mintAccessToken(league.app, league.baseUrl, {
      sub: 'fuzz-subscriber',
      plans: [{ id: 'all22-monthly', status: 'ACTIVE' }],
    });
    const document = (await (await fetch(`${league.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    };
    operations = Object.entries(document.paths)
      .filter(([path, item]) => item.get && isFuzzable(path))
      .map(([path, item]) => ({
        path,
        params: (item.get?.parameters ?? [])
          .filter((param) => param.in === 'query' || param.in === 'path')
          .map((param) => ({ name: param.name, in: param.in as 'query' | 'path' })),
      }));
  }, 180_000);
  afterAll(() => league?.close());

  it('finds the calls to fuzz in the OpenAPI document', () => {
    const paths = operations.map((operation) => operation.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/schedules/games',
        '/api/players/search',
        '/api/plays',
        '/api/plays/{playId}',
        '/api/secured/stats/fantasy/season',
      ]),
    );
  });

  it(`answers ${REQUESTS} fuzzed requests without a 5xx, errors always { message, statusCode }`, async () => {
    const random = createRandom(20_261_123);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const send = async (): Promise<void> => {
      const url = buildRequest(random, random.pick(operations));
      const headers: Record<string, string> = {};
      if (random.chance(0.7)) headers.authorization = `Bearer ${subscriber}`;
      else if (random.chance(0.3)) headers.authorization = `Bearer ${random.pick(HOSTILE_TOKENS)}`;
      const response = await fetch(`${league.baseUrl}${url}`, { headers });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const text = await response.text();
      if (response.status >= 500) {
        failures.push(`${response.status} ${url}: ${text.slice(0, 200)}`);
        return;
      }
      if (response.status >= 400) {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
        const isErrorShape =
          typeof body === 'object' &&
          body !== null &&
          typeof (body as { message?: unknown }).message === 'string' &&
          (body as { statusCode?: unknown }).statusCode === response.status;
        if (!isErrorShape)
          failures.push(`${response.status} ${url}: not an error shape: ${text.slice(0, 200)}`);
      }
    };
    for (let sent = 0; sent < REQUESTS; sent += CONCURRENCY) {
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, REQUESTS - sent) }, send));
    }
    expect(failures.slice(0, 20), `${failures.length} failures`).toEqual([]);
    // The mix reached both validation and real answers.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(REQUESTS / 10);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(REQUESTS / 50);
  }, 600_000);
});
