import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, loadConfig, toTrustProxy } from './load-config.js';

function problemsOf(source: Record<string, string>): string {
  try {
    loadConfig(source);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.join('\n');
    throw error;
  }
  return '';
}

describe('TRUST_PROXY', () => {
  it('believes no proxy by default', () => {
    expect(loadConfig({}).env.TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).env.TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).env.TRUST_PROXY).toBe(false);
  });

  it('takes a hop count, trusting that many hops nearest the server', () => {
    const hops = loadConfig({ TRUST_PROXY: '2' }).env.TRUST_PROXY;
    expect(hops).toBe(2);
    const trust = toTrustProxy(hops);
    if (typeof trust !== 'function') throw new Error('a hop count should become a function');
    expect([0, 1, 2].map((hop) => trust('203.0.113.7', hop))).toEqual([true, true, false]);
  });

  it('takes proxy addresses, CIDR ranges and range names', () => {
    const config = loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8 ,::1, loopback' });
    expect(config.env.TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8', '::1', 'loopback']);
    expect(toTrustProxy(config.env.TRUST_PROXY)).toEqual(config.env.TRUST_PROXY);
    expect(describeConfig(config).TRUST_PROXY).toBe('10.0.0.1,10.1.0.0/16,fd00::/8,::1,loopback');
  });

  it('refuses true (anyone could pick their address) and what is no address', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })).toContain(
      'TRUST_PROXY: true would believe any X-Forwarded-For',
    );
    expect(problemsOf({ TRUST_PROXY: 'proxy.internal' })).toContain(
      "'proxy.internal' is not an address, a CIDR range or a range name",
    );
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33' })).toContain(
      "'10.0.0.0/33' has a prefix length outside 0–32",
    );
    expect(problemsOf({ TRUST_PROXY: '99' })).toContain('TRUST_PROXY: must be at most 32 proxy hops');
  });
});

describe('rate-limit settings', () => {
  it('defaults to 30 writes and 120 heavy reads per minute, in memory', () => {
    const { env } = loadConfig({});
    expect(env.WRITE_RATE_LIMIT).toBe(30);
    expect(env.HEAVY_READ_RATE_LIMIT).toBe(120);
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.REDIS_KEY_PREFIX).toBe('all22:');
  });

  it('accepts 0 (no limit) and refuses what is not a count', () => {
    expect(loadConfig({ WRITE_RATE_LIMIT: '0' }).env.WRITE_RATE_LIMIT).toBe(0);
    expect(problemsOf({ HEAVY_READ_RATE_LIMIT: 'lots' })).toContain(
      'HEAVY_READ_RATE_LIMIT: must be a number of requests',
    );
    expect(problemsOf({ WRITE_RATE_LIMIT: '-1' })).toContain('WRITE_RATE_LIMIT');
  });

  it('takes a redis:// URL and prints it without its password', () => {
    const config = loadConfig({ REDIS_URL: 'redis://:hunter2-secret@cache.internal:6379/0' });
    expect(config.env.REDIS_URL).toBe('redis://:hunter2-secret@cache.internal:6379/0');
    const shown = describeConfig(config).REDIS_URL;
    expect(shown).toContain('cache.internal:6379');
    expect(shown).not.toContain('hunter2-secret');
    expect(problemsOf({ REDIS_URL: 'http://cache.internal' })).toContain(
      'REDIS_URL: must be a redis:// or rediss:// URL',
    );
  });
});
