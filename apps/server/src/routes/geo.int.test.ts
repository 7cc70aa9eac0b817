import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';

describe('GET /api/geo', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp({ env: { GEO_COUNTRY_HEADER: 'X-Country' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    [{ 'x-country': 'us' }, 'US'],
    [{ 'x-country': 'XX' }, 'unknown'],
    [{ 'x-country': 'USA' }, 'unknown'],
    [{ 'cf-ipcountry': 'CA' }, 'unknown'],
    [{}, 'unknown'],
  ])('%j → %s', async (headers, country) => {
    const response = await fetch(`${server.baseUrl}/api/geo`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ country });
  });
});
