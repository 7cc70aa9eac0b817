import { describe, expect, it } from 'vitest';
import { checkProductionConfig } from './check-production-config.js';
import { describeInstance } from './describe-instance.js';
import { loadConfig } from './load-config.js';

const KEY = 'k'.repeat(32);
/** A production configuration with nothing to complain about; each test spoils one thing. */
const SAFE = {
  APP_ENV: 'production',
  PUBLIC_URL: 'https://all22.example',
  OIDC_COOKIE_KEYS: `${KEY},${'z'.repeat(48)}`,
  FORM_KEYS: 'f'.repeat(32),
  OIDC_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
};
const problemsOf = (overrides: Record<string, string | undefined>) =>
  checkProductionConfig(loadConfig({ ...SAFE, ...overrides }));

describe('checkProductionConfig', () => {
  it('finds nothing wrong with https URLs and long cookie keys', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('asks for PUBLIC_URL when it is not set', () => {
    expect(problemsOf({ PUBLIC_URL: undefined })).toEqual([
      'PUBLIC_URL: not set (it would be http://localhost:8080); set it to the https:// URL users reach the app at',
    ]);
  });

  it('refuses an http PUBLIC_URL once (the derived issuer and client origin follow it)', () => {
    expect(problemsOf({ PUBLIC_URL: 'http://all22.example' })).toEqual([
      'PUBLIC_URL: http://all22.example is not https; serve the app over https and set an https:// URL',
    ]);
  });

  it('accepts http on a loopback host, which only this machine reaches (a local production try-out)', () => {
    expect(problemsOf({ PUBLIC_URL: 'http://127.0.0.1:8080' })).toEqual([]);
    expect(problemsOf({ PUBLIC_URL: 'http://localhost:8080' })).toEqual([]);
    expect(problemsOf({ PUBLIC_URL: 'http://localhost.all22.example' })).not.toEqual([]);
  });

  it('refuses an http OIDC_ISSUER', () => {
    expect(problemsOf({ OIDC_ISSUER: 'http://id.all22.example' })).toEqual([
      'OIDC_ISSUER: http://id.all22.example is not https; tokens must come from an https:// issuer',
    ]);
  });

  it('asks for OIDC_COOKIE_KEYS when missing', () => {
    const [problem, ...rest] = problemsOf({ OIDC_COOKIE_KEYS: undefined });
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^OIDC_COOKIE_KEYS: not set; set one or more .* at least 32 bytes/);
  });

  it('names each cookie key shorter than 32 bytes by position, never printing it', () => {
    const problems = problemsOf({ OIDC_COOKIE_KEYS: `${KEY},short-secret,${'x'.repeat(31)}` });
    expect(problems).toEqual([
      'OIDC_COOKIE_KEYS: key 2 of 3 is 12 bytes; replace it with a random secret of at least 32 bytes',
      'OIDC_COOKIE_KEYS: key 3 of 3 is 31 bytes; replace it with a random secret of at least 32 bytes',
    ]);
    expect(problems.join('\n')).not.toContain('short-secret');
  });

  it('counts bytes, not characters', () => {
    // 16 characters of two bytes each.
    expect(problemsOf({ OIDC_COOKIE_KEYS: 'é'.repeat(16) })).toEqual([]);
  });

  it('needs no cookie keys when another provider issues the tokens', () => {
    expect(problemsOf({ OIDC_COOKIE_KEYS: undefined, IDENTITY_ENABLED: 'false' })).toEqual([]);
  });

  it('asks for FORM_KEYS when missing, and names each one shorter than 32 bytes', () => {
    const [problem, ...rest] = problemsOf({ FORM_KEYS: undefined });
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^FORM_KEYS: not set; set one or more .* at least 32 bytes/);
    expect(problemsOf({ FORM_KEYS: `${KEY},form-secret` })).toEqual([
      'FORM_KEYS: key 2 of 2 is 11 bytes; replace it with a random secret of at least 32 bytes',
    ]);
  });

  it('asks for OIDC_KEY_ENCRYPTION_KEY when missing (the signing keys would be stored unencrypted)', () => {
    const [problem, ...rest] = problemsOf({ OIDC_KEY_ENCRYPTION_KEY: undefined });
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^OIDC_KEY_ENCRYPTION_KEY: not set; the token signing keys would be stored unencrypted/,
    );
  });

  it('needs no form or key-encryption key when another provider issues the tokens', () => {
    expect(
      problemsOf({
        IDENTITY_ENABLED: 'false',
        OIDC_COOKIE_KEYS: undefined,
        FORM_KEYS: undefined,
        OIDC_KEY_ENCRYPTION_KEY: undefined,
      }),
    ).toEqual([]);
  });

  it('refuses the Vite dev server among the client origins', () => {
    expect(problemsOf({ OIDC_CLIENT_ORIGINS: 'https://all22.example,http://localhost:5173' })).toEqual([
      'OIDC_CLIENT_ORIGINS: http://localhost:5173 is the Vite dev server; remove it (sign-in would redirect tokens to any local process on that port)',
    ]);
  });

  it('refuses any other http client origin', () => {
    expect(problemsOf({ OIDC_CLIENT_ORIGINS: 'https://all22.example,http://all22.example' })).toEqual([
      'OIDC_CLIENT_ORIGINS: http://all22.example is not https; list only the https:// origins the web app is served from',
    ]);
  });

  it('lists every problem at once, one per line, each naming its variable', () => {
    const problems = checkProductionConfig(
      loadConfig({
        APP_ENV: 'production',
        PUBLIC_URL: 'http://all22.example',
        OIDC_ISSUER: 'http://all22.example/identity',
        OIDC_CLIENT_ORIGINS: 'http://localhost:5173',
      }),
    );
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PUBLIC_URL',
      'OIDC_ISSUER',
      'OIDC_COOKIE_KEYS',
      'FORM_KEYS',
      'OIDC_KEY_ENCRYPTION_KEY',
      'OIDC_CLIENT_ORIGINS',
    ]);
    for (const problem of problems) expect(problem).not.toContain('\n');
  });

  it('finds the development defaults unsafe (so they never reach production)', () => {
    const problems = checkProductionConfig(loadConfig({}));
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PUBLIC_URL',
      'OIDC_COOKIE_KEYS',
      'FORM_KEYS',
      'OIDC_KEY_ENCRYPTION_KEY',
      'OIDC_CLIENT_ORIGINS',
    ]);
  });
});

describe('describeInstance', () => {
  it('says plainly that a development server is one', () => {
    expect(describeInstance(loadConfig({}))).toMatch(/DEVELOPMENT instance .*Not for real users/);
  });

  it('names staging and production with their public URL', () => {
    expect(describeInstance(loadConfig({ APP_ENV: 'staging', PUBLIC_URL: 'https://staging.example' }))).toBe(
      '  Staging instance (APP_ENV=staging) for https://staging.example: no demo accounts.',
    );
    expect(describeInstance(loadConfig(SAFE))).toBe(
      '  Production instance (APP_ENV=production) for https://all22.example.',
    );
  });
});
