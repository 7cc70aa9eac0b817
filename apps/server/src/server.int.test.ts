import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { testDatabaseTargets } from '@all22/db/testing';
import { apiErrorSchema, appConfigSchema, healthResponseSchema } from '@all22/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors/app-error.js';
import { buildTestApp, type TestApp } from './testing/build-test-app.js';
import { requestRaw } from './testing/request-raw.js';

const bigScript = `export const rows = [${Array.from({ length: 500 }, (_, i) => `{ id: ${i} }`).join(', ')}];`;

/** Routes that exist only in this test, to exercise the shared error and cache machinery. */
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/probe/games',
    {
      schema: { querystring: z.object({ season: z.coerce.number().int(), week: z.coerce.number().int() }) },
      config: { cacheSeconds: 600, access: { kind: 'open' } },
    },
    async (request) => ({ games: [], season: request.query.season }),
  );
  app.get('/api/probe/missing', { config: { access: { kind: 'open' } } }, async () => {
    throw new AppError('NOT_FOUND', 'No game with id 42');
  });
  app.get('/api/probe/crash', { config: { access: { kind: 'open' } } }, async () => {
    throw new Error('secret internals: SELECT * FROM users');
  });
};

describe.each(testDatabaseTargets())('server on %s', (target) => {
  let server: TestApp;

  beforeAll(async () => {
    server = await buildTestApp({
      target,
      configure: async (app) => {
        await app.register(probeRoutes);
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reports health ok with current migrations', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = healthResponseSchema.parse(await response.json());
    expect(body.status).toBe('ok');
    expect(body.checks.database.kind).toBe(target);
    expect(body.checks.database.migrations?.isCurrent).toBe(true);
    expect(body.checks.database.migrations?.applied).toBeGreaterThan(0);
    // The chat socket is served by this server (chat/chat-socket-plugin.ts).
    expect(body.checks.chat).toEqual({ status: 'ok', url: '/ws/chat' });
  });

  it('serves the SPA configuration', async () => {
    const response = await fetch(`${server.baseUrl}/config.json`);
    expect(response.status).toBe(200);
    const config = appConfigSchema.parse(await response.json());
    expect(config.appEnv).toBe('development');
    expect(config.oidc.issuer).toMatch(/\/identity$/);
    // The league engine's data: the app says so where a real name finds nobody.
    expect(config.leagueData).toBe('simulated');
    expect(JSON.stringify(config)).not.toMatch(/LLM_API_KEY|password/i);
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await fetch(`${server.baseUrl}/api/nope`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json())).toEqual({
      message: 'Route GET /api/nope not found',
      statusCode: 404,
    });
  });

  it('answers bad parameters with a 400 that names the parameter', async () => {
    const response = await fetch(`${server.baseUrl}/api/probe/games?season=2024&week=abc`);
    expect(response.status).toBe(400);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.statusCode).toBe(400);
    expect(body.message).toContain("'week'");
  });

  it('maps application errors to their status', async () => {
    const response = await fetch(`${server.baseUrl}/api/probe/missing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No game with id 42', statusCode: 404 });
  });

  it('never leaks internals in a 500', async () => {
    const response = await fetch(`${server.baseUrl}/api/probe/crash`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Internal server error', statusCode: 500 });
    expect(text).not.toContain('SELECT');
  });

  it('sets max-age from the route and answers a matching ETag with 304', async () => {
    const first = await fetch(`${server.baseUrl}/api/probe/games?season=2024&week=1`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('max-age=600');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await fetch(`${server.baseUrl}/api/probe/games?season=2024&week=1`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
  });

  it('publishes an OpenAPI document', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/health');
  });

  it('lets a browser read the OpenAPI document at /api/docs', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('swagger');
  });
});

describe('SPA hosting', () => {
  let server: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'all22-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      `<!doctype html><html><head><title>All22</title></head><body><div id="root"></div><!-- ${'padding '.repeat(300)} --></body></html>`,
    );
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("hi")');
    // As the build writes them: the asset, and beside it its brotli and gzip forms.
    writeFileSync(path.join(webDist, 'assets', 'home-def456.js'), bigScript);
    writeFileSync(path.join(webDist, 'assets', 'home-def456.js.br'), brotliCompressSync(bigScript));
    writeFileSync(path.join(webDist, 'assets', 'home-def456.js.gz'), gzipSync(bigScript));
    writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await buildTestApp({ env: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('falls back to index.html for client routes', async () => {
    const response = await fetch(`${server.baseUrl}/games/scores/2024/REG/5`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('answers a path outside the app with its 404 page and a 404 status', async () => {
    for (const unknown of ['/no/such/page', '/wp-login.php/', '/gamez']) {
      const response = await fetch(`${server.baseUrl}${unknown}`, { headers: { accept: 'text/html' } });
      expect(response.status, unknown).toBe(404);
      expect(await response.text()).toContain('<div id="root">');
    }
    // Inside a section, only the app can tell: it shows its 404 page on a 200.
    expect(
      (await fetch(`${server.baseUrl}/games/nothing`, { headers: { accept: 'text/html' } })).status,
    ).toBe(200);
  });

  it('sends browsers asking for /favicon.ico to the app icon', async () => {
    const response = await fetch(`${server.baseUrl}/favicon.ico`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/favicon.svg');
    const icon = await fetch(`${server.baseUrl}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('serves a client route to plain clients that accept any type', async () => {
    const response = await fetch(`${server.baseUrl}/`, { headers: { accept: '*/*' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await fetch(`${server.baseUrl}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('serves an asset in the compressed form the build wrote, as the client accepts it', async () => {
    const url = `${server.baseUrl}/assets/home-def456.js`;
    const br = await requestRaw(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': expect.stringContaining('javascript'),
    });
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(bigScript);
    const gz = await requestRaw(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(bigScript);
    const plain = await requestRaw(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigScript);
  });

  it("compresses the app's page, rendered for each answer", async () => {
    const page = await requestRaw(`${server.baseUrl}/teams`, {
      accept: 'text/html',
      'accept-encoding': 'br',
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<div id="root">');
  });

  it('puts the start data in the page: the configuration, the teams and the current week as the API answers them', async () => {
    const page = await (await fetch(`${server.baseUrl}/teams`, { headers: { accept: 'text/html' } })).text();
    const block = /<script type="application\/json" id="all22-start-data">(.*?)<\/script><\/head>/.exec(page);
    expect(block).not.toBeNull();
    const sent = JSON.parse(block?.[1] ?? '') as Record<string, unknown>;
    const answerOf = async (url: string) => {
      const response = await fetch(`${server.baseUrl}${url}`);
      return response.status === 200 ? ((await response.json()) as unknown) : null;
    };
    expect(sent).toEqual({
      config: await answerOf('/config.json'),
      teams: await answerOf('/api/teams/all'),
      currentSchedule: await answerOf('/api/schedules/current'),
    });
    expect(sent.config).not.toBeNull();
  });

  it('keeps JSON 404s for missing files and non-HTML requests', async () => {
    const missingFile = await fetch(`${server.baseUrl}/missing.png`);
    expect(missingFile.status).toBe(404);
    expect(await missingFile.json()).toEqual({
      message: 'Route GET /missing.png not found',
      statusCode: 404,
    });
    const jsonOnly = await fetch(`${server.baseUrl}/teams`, { headers: { accept: 'application/json' } });
    expect(jsonOnly.status).toBe(404);
  });
});
