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
      loadConfig({
        DATABASE_URL: 'postgres://app:hunter2@db.internal:5432/all22',
        LLM_BASE_URL: 'https://llm.example/v1',
        LLM_MODEL: 'gpt-4o-mini',
        LLM_API_KEY: 'sk-123',
      }),
    );
    expect(shown.DATABASE_URL).toBe('postgres://app:****@db.internal:5432/all22');
    expect(shown.LLM_API_KEY).toBe('****');
    expect(JSON.stringify(shown)).not.toContain('hunter2');
    expect(JSON.stringify(shown)).not.toContain('sk-123');
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

describe('the OpenAI-compatible engine (LLM_*)', () => {
  it('is off by default, with a 30 s timeout', () => {
    const { env } = loadConfig({});
    expect(env.LLM_BASE_URL).toBeUndefined();
    expect(env.LLM_TIMEOUT_MS).toBe(30_000);
  });

  it('needs LLM_MODEL with LLM_BASE_URL, listed with the other problems', () => {
    try {
      loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', PORT: 'eighty' });
      expect.unreachable('loadConfig should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        expect.stringMatching(/^PORT:/),
        'LLM_MODEL: not set; LLM_BASE_URL needs the model to ask (e.g. gpt-4o-mini)',
      ]);
    }
    expect(() => loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: '' })).toThrow(
      /LLM_MODEL: not set/,
    );
  });

  it('refuses a model or key without an endpoint rather than silently ignoring them', () => {
    expect(() => loadConfig({ LLM_MODEL: 'gpt-4o-mini', LLM_API_KEY: 'sk-123' })).toThrow(
      /LLM_MODEL: set without LLM_BASE_URL[^]*LLM_API_KEY: set without LLM_BASE_URL/,
    );
  });

  it('accepts an endpoint without a key (local servers take none) and checks the timeout', () => {
    const { env } = loadConfig({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1' });
    expect(env.LLM_API_KEY).toBeUndefined();
    expect(() => loadConfig({ LLM_TIMEOUT_MS: '10' })).toThrow(/LLM_TIMEOUT_MS:/);
  });
});
