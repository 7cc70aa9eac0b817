import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.js';
import {
  buildPageContentSecurityPolicy,
  getPageSources,
  getSecurityHeaders,
  getSecurityPolicy,
  NON_PAGE_CONTENT_SECURITY_POLICY,
} from './security-policy.js';

const APP = { PUBLIC_URL: 'https://all22.example' };
const sourcesOf = (env: Record<string, string>) => getPageSources(loadConfig({ ...APP, ...env }));
const policyOf = (env: Record<string, string>) => getSecurityPolicy(loadConfig({ ...APP, ...env }));

/** The policy's directives by name, each with its sources. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('getPageSources', () => {
  it('adds only the app’s own socket origin by default (identity and chat on this origin)', () => {
    expect(sourcesOf({})).toEqual({ connect: ['wss://all22.example'], img: ['data:'], frame: [] });
    expect(getPageSources(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' })).connect).toEqual([
      'ws://127.0.0.1:8080',
    ]);
  });

  it('lets pages reach and frame an identity provider on another origin', () => {
    const sources = sourcesOf({ OIDC_ISSUER: 'https://id.example/realms/all22', IDENTITY_ENABLED: 'false' });
    expect(sources.connect).toEqual(['wss://all22.example', 'https://id.example']);
    expect(sources.frame).toEqual(['https://id.example']);
  });

  it('adds an absolute CHAT_SOCKET_URL, with its ws twin when given as http(s)', () => {
    expect(sourcesOf({ CHAT_SOCKET_URL: 'wss://chat.example/ws/chat' }).connect).toEqual([
      'wss://all22.example',
      'wss://chat.example',
    ]);
    expect(sourcesOf({ CHAT_SOCKET_URL: 'https://chat.example:8443/ws' }).connect).toEqual([
      'wss://all22.example',
      'https://chat.example:8443',
      'wss://chat.example:8443',
    ]);
    expect(sourcesOf({ CHAT_SOCKET_URL: '/ws/chat' }).connect).toEqual(['wss://all22.example']);
  });

  it('lets pages fetch from and show images of AD_SERVER_URL when set', () => {
    const sources = sourcesOf({ AD_SERVER_URL: 'https://ads.example/serve?slot=1' });
    expect(sources.connect).toEqual(['wss://all22.example', 'https://ads.example']);
    expect(sources.img).toEqual(['data:', 'https://ads.example']);
    expect(sources.frame).toEqual([]);
  });

  it('ignores a URL that is not http(s) or ws(s)', () => {
    expect(sourcesOf({ AD_SERVER_URL: 'javascript:alert(1)', CHAT_SOCKET_URL: 'chat' })).toEqual(
      sourcesOf({}),
    );
  });
});

describe('buildPageContentSecurityPolicy', () => {
  const sources = sourcesOf({ AD_SERVER_URL: 'https://ads.example' });

  it('allows scripts from this origin only, and styles from it or with the answer’s nonce', () => {
    const directives = directivesOf(buildPageContentSecurityPolicy(sources, { styleNonce: 'abc123==' }));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https://ads.example']);
    expect(directives['connect-src']).toEqual(["'self'", 'wss://all22.example', 'https://ads.example']);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
    expect(buildPageContentSecurityPolicy(sources)).not.toContain('unsafe');
  });

  it('lets a page run inline scripts of the given hashes', () => {
    const policy = buildPageContentSecurityPolicy(sources, { scriptHashes: ['sha256-AAAA', 'sha256-BBBB'] });
    expect(directivesOf(policy)['script-src']).toEqual(["'self'", "'sha256-AAAA'", "'sha256-BBBB'"]);
  });

  it('allows inline styles on a page that asks for them, without a nonce (it would void them)', () => {
    const policy = buildPageContentSecurityPolicy(sources, { allowsInlineStyles: true, styleNonce: 'n' });
    expect(directivesOf(policy)['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directivesOf(policy)['script-src']).toEqual(["'self'"]);
  });

  it('has styles from this origin only without a nonce', () => {
    expect(directivesOf(buildPageContentSecurityPolicy(sources))['style-src']).toEqual(["'self'"]);
  });

  it('lets nobody frame a page, except the app itself on its silent sign-in page', () => {
    expect(directivesOf(buildPageContentSecurityPolicy(sources))['frame-ancestors']).toEqual(["'none'"]);
    expect(
      directivesOf(buildPageContentSecurityPolicy(sources, { isFramedBySelf: true }))['frame-ancestors'],
    ).toEqual(["'self'"]);
  });
});

describe('getSecurityHeaders', () => {
  it('sends HSTS in production only', () => {
    const answer = { isPage: false };
    expect(getSecurityHeaders(policyOf({ APP_ENV: 'production' }), answer)).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    for (const APP_ENV of ['staging', 'development']) {
      expect(getSecurityHeaders(policyOf({ APP_ENV }), answer)).not.toHaveProperty(
        'strict-transport-security',
      );
    }
  });

  it('gives anything but a page a policy under which nothing loads', () => {
    expect(getSecurityHeaders(policyOf({}), { isPage: false })).toEqual({
      'content-security-policy': NON_PAGE_CONTENT_SECURITY_POLICY,
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(NON_PAGE_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('gives a page the page policy, and SAMEORIGIN framing where the app frames itself', () => {
    const policy = policyOf({});
    const page = getSecurityHeaders(policy, { isPage: true, styleNonce: 'n0nce' });
    expect(page['content-security-policy']).toBe(
      buildPageContentSecurityPolicy(policy.pageSources, { styleNonce: 'n0nce' }),
    );
    expect(page['x-frame-options']).toBe('DENY');
    expect(getSecurityHeaders(policy, { isPage: true, isFramedBySelf: true })['x-frame-options']).toBe(
      'SAMEORIGIN',
    );
  });
});
