import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, loadConfig } from './load-config.js';

describe('loadConfig', () => {
  it('gives laptop defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.env.PORT).toBe(8080);
    expect(config.env.DATA_DIR).toBe('.data');
    expect(config.env.APP_ENV).toBe('development');
    expect(config.env.AUTH_ENABLED).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.oidcIssuer).toBe('http://localhost:8080/identity');
    expect(config.plansUrl).toBe('http://localhost:8080/identity/plans');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).env.PORT).toBe(8080);
  });

  it('parses flags and lists', () => {
    const config = loadConfig({ FREEMIUM: 'false', COUNTRY_ALLOW_LIST: 'US, CA ,', PORT: '0' });
    expect(config.env.FREEMIUM).toBe(false);
    expect(config.env.COUNTRY_ALLOW_LIST).toEqual(['US', 'CA']);
    expect(config.env.PORT).toBe(0);
  });

  it('derives the issuer from PUBLIC_URL without a trailing slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://all22.example/' });
    expect(config.oidcIssuer).toBe('https://all22.example/identity');
  });

  it('lists every invalid variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', AUTH_ENABLED: 'maybe', DATABASE_URL: 'not a url', LEAGUE_CLOCK: 'soon' });
      expect.unreachable('loadConfig should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/^PORT:/m);
      expect(problems).toMatch(/^AUTH_ENABLED: must be true or false/m);
      expect(problems).toMatch(/^DATABASE_URL: must be a URL/m);
      expect(problems).toMatch(/^LEAGUE_CLOCK: LEAGUE_CLOCK "soon" is not valid/m);
    }
  });
});

describe('describeConfig', () => {
  it('masks secrets but keeps the database host visible', () => {
    const shown = describeConfig(
      loadConfig({ DATABASE_URL: 'postgres://app:hunter2@db.internal:5432/all22', LLM_API_KEY: 'sk-123' }),
    );
    expect(shown.DATABASE_URL).toBe('postgres://app:****@db.internal:5432/all22');
    expect(shown.LLM_API_KEY).toBe('****');
    expect(JSON.stringify(shown)).not.toContain('hunter2');
    expect(shown.PORT).toBe('8080');
  });
});

describe('timeouts', () => {
  it('have defaults', () => {
    const { env } = loadConfig({});
    expect(env.DATABASE_CONNECT_TIMEOUT_MS).toBe(10_000);
    expect(env.DATABASE_STATEMENT_TIMEOUT_MS).toBe(60_000);
    expect(env.HTTP_REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(env.HTTP_CONNECTION_TIMEOUT_MS).toBe(120_000);
    expect(env.HEALTH_CHECK_TIMEOUT_MS).toBe(2_000);
  });

  it('refuse an idle-socket limit that would cut the live stream between heartbeats', () => {
    expect(() => loadConfig({ HTTP_CONNECTION_TIMEOUT_MS: '10000' })).toThrow(
      /HTTP_CONNECTION_TIMEOUT_MS: must be 0 \(never\) or at least 20000/,
    );
    expect(loadConfig({ HTTP_CONNECTION_TIMEOUT_MS: '0' }).env.HTTP_CONNECTION_TIMEOUT_MS).toBe(0);
  });
});
