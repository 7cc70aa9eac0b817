import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { DatabaseHandle } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mintAccessToken } from '../testing/oidc-test-client.js';
import type { LiveChange } from '../changes/live-changes.js';
import { announceLiveChange, sampleGameChange } from '../testing/announce-live-change.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { requestRaw } from '../testing/request-raw.js';

/** How many times each test route's handler ran: a hit does not run it. */
const calls = new Map<string, number>();
const answerSchema = z.object({ route: z.string(), call: z.number(), query: z.string() });

/** Routes that count their calls and answer with the count, one per caching rule under test. */
function addCountingRoutes(root: FastifyInstance): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const route = (
    path: string,
    config: { cacheSeconds?: number; serverCache?: boolean; staleOn?: 'change' | 'week' },
    header?: string,
    padding = 0,
  ) =>
    app.get(
      path,
      {
        config,
        schema: {
          querystring: z.object({ n: z.coerce.number().int().optional() }),
          response: { 200: answerSchema },
        },
      },
      async (request, reply) => {
        const call = (calls.get(path) ?? 0) + 1;
        calls.set(path, call);
        if (header !== undefined) void reply.header('cache-control', header);
        return { route: path, call, query: JSON.stringify(request.query).padEnd(padding, ' 0123456789') };
      },
    );
  route('/api/test/scores', {});
  route('/api/test/teams', { staleOn: 'week' });
  route('/api/test/mine', { serverCache: false });
  route('/api/test/status', {}, 'no-store');
  route('/api/test/brief', { cacheSeconds: 1 });
  route('/api/secured/test/stats', {});
  // Large enough to be compressed.
  route('/api/test/box-score', {}, undefined, 20_000);
  route('/api/test/my-box-score', { serverCache: false }, undefined, 20_000);
}

/** The answer's JSON from bytes sent in an encoding. */
function decodeAnswer(body: Buffer, encoding: string | undefined) {
  const bytes =
    encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  return answerSchema.parse(JSON.parse(bytes.toString('utf8')));
}

const gameChange = sampleGameChange(7);
const weekChange: LiveChange = { type: 'week', season: 2024, seasonType: 'REG', week: 7 };

describe.each(testDatabaseTargets())('the response cache on %s', (target) => {
  let server: TestApp;
  let subscriber: string;
  beforeAll(async () => {
    server = await buildTestApp({ target, live: {}, configure: addCountingRoutes });
    subscriber = await mintAccessToken(server.app, server.baseUrl, {
      sub: 'cache-subscriber',
      plans: [{ id: 'all22-monthly', status: 'ACTIVE' }],
    });
  }, 60_000);
  afterAll(() => server?.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${path}`, { headers });
  const getAnswer = async (path: string, headers: Record<string, string> = {}) => {
    const response = await get(path, headers);
    expect(response.status, await response.clone().text()).toBe(200);
    return {
      body: answerSchema.parse(await response.json()),
      cache: response.headers.get('x-cache'),
      etag: response.headers.get('etag'),
      cacheControl: response.headers.get('cache-control'),
    };
  };

  const announce = (database: DatabaseHandle, change: LiveChange) =>
    announceLiveChange(server.app, database, change);

  it('serves a repeated GET from memory with the same body, ETag and Cache-Control', async () => {
    const first = await getAnswer('/api/test/scores?n=1');
    const second = await getAnswer('/api/test/scores?n=1');
    expect(first.cache).toBe('MISS');
    expect(second.cache).toBe('HIT');
    expect(second.body).toEqual(first.body);
    expect(second.etag).toBe(first.etag);
    expect(second.cacheControl).toBe('max-age=60');
    const other = await getAnswer('/api/test/scores?n=2');
    expect(other).toMatchObject({ cache: 'MISS', body: { call: first.body.call + 1 } });
    expect(server.app.responseCache).toMatchObject({ isEnabled: true });
    expect(server.app.responseCache.hits).toBeGreaterThan(0);
  });

  it("answers 304 to If-None-Match from memory too, with the answer's Cache-Control", async () => {
    const { etag } = await getAnswer('/api/test/scores?n=3');
    // A browser revalidating its copy sends If-None-Match alone; fetch() would add no-cache.
    const revalidated = await requestRaw(`${server.baseUrl}/api/test/scores?n=3`, {
      'if-none-match': etag ?? '',
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers['x-cache']).toBe('HIT');
    expect(revalidated.headers['cache-control']).toBe('max-age=60');
  });

  it('answers afresh when the client asks with Cache-Control: no-cache, and keeps that answer', async () => {
    const first = await getAnswer('/api/test/scores?n=4');
    const fresh = await getAnswer('/api/test/scores?n=4', { 'cache-control': 'no-cache' });
    expect(fresh).toMatchObject({ cache: 'MISS', body: { call: first.body.call + 1 } });
    expect(await getAnswer('/api/test/scores?n=4')).toMatchObject({ cache: 'HIT', body: fresh.body });
  });

  it('a play or score evicts answers that show one; a new week evicts everything', async () => {
    const scores = await getAnswer('/api/test/scores?n=5');
    const teams = await getAnswer('/api/test/teams');
    await announce(server.database, gameChange);
    const scoresAfterPlay = await getAnswer('/api/test/scores?n=5');
    expect(scoresAfterPlay).toMatchObject({ cache: 'MISS', body: { call: scores.body.call + 1 } });
    expect(await getAnswer('/api/test/teams')).toMatchObject({ cache: 'HIT', body: teams.body });

    await announce(server.database, weekChange);
    expect(await getAnswer('/api/test/teams')).toMatchObject({
      cache: 'MISS',
      body: { call: teams.body.call + 1 },
    });
    expect((await getAnswer('/api/test/scores?n=5')).cache).toBe('MISS');
  });

  it('keeps nothing marked serverCache: false, sent no-store, or other than a 200', async () => {
    for (const path of ['/api/test/mine', '/api/test/status']) {
      const first = await getAnswer(path);
      const second = await getAnswer(path);
      expect(second.body.call, path).toBe(first.body.call + 1);
      expect(second.cache, path).not.toBe('HIT');
    }
    const before = calls.get('/api/test/scores') ?? 0;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const invalid = await get('/api/test/scores?n=oops');
      expect(invalid.status).toBe(400);
      expect(invalid.headers.get('x-cache')).toBeNull();
    }
    expect(calls.get('/api/test/scores')).toBe(before);
  });

  it('keeps an answer no longer than its max-age', async () => {
    const first = await getAnswer('/api/test/brief');
    expect((await getAnswer('/api/test/brief')).cache).toBe('HIT');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await getAnswer('/api/test/brief')).toMatchObject({
      cache: 'MISS',
      body: { call: first.body.call + 1 },
    });
  });

  it('sends a large answer compressed and keeps each encoding sent, so a hit costs no compression', async () => {
    const url = `${server.baseUrl}/api/test/box-score?n=1`;
    const first = await requestRaw(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers).toMatchObject({ 'x-cache': 'MISS', 'content-encoding': 'br' });
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const answer = decodeAnswer(first.body, 'br');
    expect(answer.query.length).toBe(20_000);
    expect(first.body.length).toBeLessThan(2_000);
    expect(Number(first.headers['content-length'])).toBe(first.body.length);

    const keptBytes = server.app.responseCache.bytes;
    const again = await requestRaw(url, { 'accept-encoding': 'br' });
    expect(again.headers).toMatchObject({ 'x-cache': 'HIT', 'content-encoding': 'br' });
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    expect(again.body.equals(first.body)).toBe(true);
    expect(server.app.responseCache.bytes).toBe(keptBytes);

    // Another encoding is compressed once, on its first hit, and kept beside the first.
    const gzipped = await requestRaw(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers).toMatchObject({ 'x-cache': 'HIT', 'content-encoding': 'gzip' });
    expect(decodeAnswer(gzipped.body, 'gzip')).toEqual(answer);
    const withBoth = server.app.responseCache.bytes;
    expect(withBoth).toBeGreaterThan(keptBytes);
    expect((await requestRaw(url, { 'accept-encoding': 'gzip' })).body.equals(gzipped.body)).toBe(true);
    expect(server.app.responseCache.bytes).toBe(withBoth);

    // A client that takes no encoding gets the JSON as it is; a small answer is never compressed.
    const plain = await requestRaw(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decodeAnswer(plain.body, undefined)).toEqual(answer);
    const small = await requestRaw(`${server.baseUrl}/api/test/scores?n=1`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    // A revalidation is a 304 without a body, so without an encoding.
    const revalidated = await requestRaw(url, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it('compresses answers it does not keep as they are sent', async () => {
    const url = `${server.baseUrl}/api/test/my-box-score`;
    const first = await requestRaw(url, { 'accept-encoding': 'gzip' });
    expect(first.headers['x-cache']).toBeUndefined();
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(decodeAnswer(first.body, 'gzip').query.length).toBe(20_000);
  });

  it('checks the subscription before serving a kept secured answer', async () => {
    const headers = { authorization: `Bearer ${subscriber}` };
    const first = await getAnswer('/api/secured/test/stats', headers);
    expect(first.cacheControl).toBe('private, max-age=60');
    expect((await getAnswer('/api/secured/test/stats', headers)).cache).toBe('HIT');
    const signedOut = await get('/api/secured/test/stats');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ statusCode: 401 });
    const nonSubscriber = await mintAccessToken(server.app, server.baseUrl, { sub: 'cache-free-user' });
    const free = await get('/api/secured/test/stats', { authorization: `Bearer ${nonSubscriber}` });
    expect(free.status).toBe(403);
  });
});

describe('the response cache without live changes', () => {
  it('is off: a process that cannot hear changes answers every request afresh', async () => {
    const server = await buildTestApp({ configure: addCountingRoutes });
    try {
      const path = '/api/test/scores?n=99';
      const first = await fetch(`${server.baseUrl}${path}`);
      const second = await fetch(`${server.baseUrl}${path}`);
      expect(first.headers.get('x-cache')).toBeNull();
      const [a, b] = [answerSchema.parse(await first.json()), answerSchema.parse(await second.json())];
      expect(b.call).toBe(a.call + 1);
      expect(server.app.responseCache.isEnabled).toBe(false);
    } finally {
      await server.close();
    }
  });
});
