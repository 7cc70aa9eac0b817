import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';

/** Like the built index.html: a nonce placeholder on the csp-nonce meta and the inline <style>. */
const INDEX_HTML = `<!doctype html><html><head><title>All22</title>
<meta property="csp-nonce" nonce="__CSP_NONCE__" />
<style nonce="__CSP_NONCE__">body{margin:0}</style>
<script>globalThis.__zod_globalConfig = { jitless: true };</script>
<script type="module" crossorigin src="/assets/app-abc123.js"></script>
</head><body><div id="root"></div></body></html>`;

const PAGE = { accept: 'text/html' };

/** Every kind of answer the server gives, as a browser asks for it. */
const ANSWERS = {
  'API JSON': { path: '/api/health', status: 200, isPage: false },
  'API 404': { path: '/api/no-such-thing', status: 404, isPage: false },
  'SPA index': { path: '/games/scores', status: 200, isPage: true, headers: PAGE },
  'SPA root': { path: '/', status: 200, isPage: true, headers: PAGE },
  'index.html itself': { path: '/index.html', status: 200, isPage: true, headers: PAGE },
  'hashed asset': { path: '/assets/app-abc123.js', status: 200, isPage: false },
  'missing file': { path: '/assets/missing.js', status: 404, isPage: false },
  'runtime config': { path: '/config.json', status: 200, isPage: false },
  'API docs': { path: '/api/docs/', status: 200, isPage: true, headers: PAGE },
} as const satisfies Record<
  string,
  { path: string; status: number; isPage: boolean; headers?: Record<string, string> }
>;

/** Answers of the identity provider: our pages and its protocol endpoints (helmet's headers). */
const IDENTITY_ANSWERS = {
  'identity page': { path: '/identity/sign-in', status: 200, headers: PAGE },
  'identity protocol endpoint': { path: '/identity/.well-known/openid-configuration', status: 200 },
} as const satisfies Record<string, { path: string; status: number; headers?: Record<string, string> }>;

function styleNonceOf(csp: string): string | undefined {
  return /'nonce-([^']+)'/.exec(csp)?.[1];
}

describe('security headers', () => {
  let webDist: string;
  let development: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'all22-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("hi")');
    [development, production] = await Promise.all([
      buildTestApp({ env: { WEB_DIST_DIR: webDist } }),
      buildTestApp({ env: { WEB_DIST_DIR: webDist, APP_ENV: 'production' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([development?.close(), production?.close()]);
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (server: TestApp, answer: { path: string; headers?: Record<string, string> }) =>
    fetch(`${server.baseUrl}${answer.path}`, { headers: answer.headers ?? {} });

  describe.each(Object.entries(ANSWERS))('%s', (_kind, answer) => {
    it('carries the CSP, nosniff, the referrer policy and the framing refusal', async () => {
      const response = await get(development, answer);
      expect(response.status).toBe(answer.status);
      const csp = response.headers.get('content-security-policy') ?? '';
      if (answer.isPage) {
        expect(csp).toMatch(/script-src 'self'[^;]*;/);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(/script-src [^;]*/.exec(csp)?.[0]).not.toContain('unsafe');
      } else {
        expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
      }
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    });

    it('has HSTS with APP_ENV=production only', async () => {
      expect((await get(development, answer)).headers.has('strict-transport-security')).toBe(false);
      const response = await get(production, answer);
      expect(response.status).toBe(answer.status);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    });
  });

  describe.each(Object.entries(IDENTITY_ANSWERS))('%s', (_kind, answer) => {
    it('keeps its own policy and no-referrer (docs/decisions/identity.md), with nosniff', async () => {
      const response = await get(development, answer);
      expect(response.status).toBe(answer.status);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'none'");
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('has HSTS with APP_ENV=production only', async () => {
      expect((await get(development, answer)).headers.has('strict-transport-security')).toBe(false);
      const response = await get(production, answer);
      expect(response.status).toBe(answer.status);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    });
  });

  it('renders index.html with a fresh style nonce, named by that answer’s policy', async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const response = await get(development, ANSWERS['SPA index']);
        const nonce = styleNonceOf(response.headers.get('content-security-policy') ?? '');
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        const page = await response.text();
        expect(page).not.toContain('__CSP_NONCE__');
        expect(page).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
        expect(page).toContain(`<style nonce="${nonce}">`);
        // A stored copy would keep a nonce the next answer's policy no longer names.
        expect(response.headers.get('cache-control')).toBe('no-store');
        return nonce;
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('lets index.html run its inline script, by the hash of its text', async () => {
    const text = 'globalThis.__zod_globalConfig = { jitless: true };';
    const hash = createHash('sha256').update(text).digest('base64');
    const response = await get(development, ANSWERS['SPA index']);
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it('allows inline styles on the API docs only (Swagger UI sets them), never inline scripts', async () => {
    const docs = await get(development, ANSWERS['API docs']);
    const csp = docs.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(csp).toContain("script-src 'self';");
    const app = await get(development, ANSWERS['SPA index']);
    expect(app.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });

  it('lets the app frame its own silent sign-in page, and no one else', async () => {
    const response = await get(development, { path: '/auth/silent-renew?code=x&state=y', headers: PAGE });
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('lets pages connect to the app’s own WebSocket origin', async () => {
    const response = await get(development, ANSWERS['SPA index']);
    const origin = development.baseUrl.replace('http:', 'ws:');
    expect(response.headers.get('content-security-policy')).toContain(`connect-src 'self' ${origin}`);
  });
});
