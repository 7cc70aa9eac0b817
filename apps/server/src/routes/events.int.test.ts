import { analyticsAcceptedSchema, MAX_ANALYTICS_BATCH_SIZE } from '@all22/contracts';
import { analyticsEvents } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mintAccessToken } from '../testing/oidc-test-client.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { EVENTS_BODY_LIMIT_BYTES } from './events.js';

const pageView = { type: 'page_view', name: 'game', path: '/games/2024101300' };
const click = {
  type: 'click',
  name: 'nav.fantasy',
  path: '/',
  properties: { teamId: '3800', position: 2, isPremium: true, note: null },
  occurredAt: '2024-10-13T18:30:00.123Z',
};

describe.each(testDatabaseTargets())('POST /api/events on %s', (target) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp({ target });
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    await server.database.db.delete(analyticsEvents);
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const storedRows = () =>
    server.database.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.eventId));
  const storedCount = async () =>
    Number((await server.database.db.select({ n: count() }).from(analyticsEvents))[0]?.n);

  it('stores a signed-out batch and answers 202 with the count', async () => {
    const response = await post({ events: [pageView, click] });
    expect(response.status).toBe(202);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(analyticsAcceptedSchema.parse(await response.json())).toEqual({ accepted: 2 });
    const rows = await storedRows();
    expect(rows).toMatchObject([
      { name: 'page_view', page: '/games/2024101300', properties: { name: 'game' }, userId: null },
      {
        name: 'click',
        page: '/',
        properties: {
          name: 'nav.fantasy',
          occurredAt: '2024-10-13T18:30:00.123Z',
          properties: { teamId: '3800', position: 2, isPremium: true, note: null },
        },
        userId: null,
      },
    ]);
    expect(rows[0]?.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("ties the events to the bearer token's subject, lower-cased", async () => {
    const token = await mintAccessToken(server.app, server.baseUrl, { sub: 'Fan-UID-42' });
    const response = await post({ events: [pageView] }, { authorization: `Bearer ${token}` });
    expect(response.status).toBe(202);
    expect((await storedRows()).map((row) => row.userId)).toEqual(['fan-uid-42']);
  });

  it('stores a refused token as a signed-out visitor (the call is public)', async () => {
    const response = await post({ events: [pageView] }, { authorization: 'Bearer not-a-token' });
    expect(response.status).toBe(202);
    expect((await storedRows()).map((row) => row.userId)).toEqual([null]);
  });

  it('accepts a sendBeacon body (text/plain JSON)', async () => {
    const response = await post(JSON.stringify({ events: [click] }), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(response.status).toBe(202);
    expect(await storedCount()).toBe(1);
  });

  it(`accepts ${MAX_ANALYTICS_BATCH_SIZE} events in one batch and refuses more`, async () => {
    const full = Array.from({ length: MAX_ANALYTICS_BATCH_SIZE }, (_, index) => ({
      ...click,
      name: `c${index}`,
    }));
    const accepted = await post({ events: full });
    expect(accepted.status).toBe(202);
    expect(await accepted.json()).toEqual({ accepted: MAX_ANALYTICS_BATCH_SIZE });
    expect(await storedCount()).toBe(MAX_ANALYTICS_BATCH_SIZE);
    const refused = await post({ events: [...full, click] });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain("'events'");
    expect(await storedCount()).toBe(MAX_ANALYTICS_BATCH_SIZE);
  });

  it.each([
    ['no events field', {}, "'events'"],
    ['an empty batch', { events: [] }, "'events'"],
    ['an unknown type', { events: [pageView, { ...click, type: 'scroll' }] }, "'events.1.type'"],
    ['a missing name', { events: [{ type: 'click', path: '/' }] }, "'events.0.name'"],
    ['a blank name', { events: [{ ...click, name: '   ' }] }, "'events.0.name'"],
    [
      'a path that is not an app path',
      { events: [{ ...click, path: 'https://x.test/' }] },
      "'events.0.path'",
    ],
    ['nested properties', { events: [{ ...click, properties: { a: { b: 1 } } }] }, "'events.0.properties.a'"],
    ['a bad occurredAt', { events: [{ ...click, occurredAt: 'yesterday' }] }, "'events.0.occurredAt'"],
    ['an unknown field', { events: [{ ...click, userId: 'someone-else' }] }, "'events.0'"],
  ])('answers 400 naming the field for %s, storing nothing', async (_case, body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; statusCode: number };
    expect(answer.statusCode).toBe(400);
    expect(answer.message).toContain(field);
    expect(await storedCount()).toBe(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await post('{"events": [', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400 });
  });

  it('is described, with the live stream, in the OpenAPI document', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/api/events'] ?? {})).toContain('post');
    expect(Object.keys(document.paths['/api/live'] ?? {})).toContain('get');
  });

  it('answers 413 for a body over the limit', async () => {
    const padding = 'x'.repeat(EVENTS_BODY_LIMIT_BYTES);
    const response = await post({ events: [{ ...click, properties: { padding } }] });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: 413 });
    expect(await storedCount()).toBe(0);
  });
});
