import { describe, expect, it } from 'vitest';
import { describeConfig, loadConfig } from './load-config.js';

const BYTES = Buffer.from(Array.from({ length: 32 }, (_, index) => index * 7));

describe('OIDC_KEY_ENCRYPTION_KEY', () => {
  it('takes 32 bytes as hex, base64 or base64url', () => {
    for (const text of [
      BYTES.toString('hex'),
      BYTES.toString('hex').toUpperCase(),
      BYTES.toString('base64'),
      BYTES.toString('base64url'),
    ]) {
      expect(loadConfig({ OIDC_KEY_ENCRYPTION_KEY: text }).env.OIDC_KEY_ENCRYPTION_KEY).toEqual(BYTES);
    }
  });

  it('is unset by default (development stores the signing keys unencrypted)', () => {
    expect(loadConfig({}).env.OIDC_KEY_ENCRYPTION_KEY).toBeUndefined();
  });

  it('refuses anything that is not 32 bytes, without echoing it', () => {
    for (const text of [
      'correct horse battery staple',
      BYTES.subarray(0, 16).toString('base64'),
      'ab'.repeat(31),
    ]) {
      expect(() => loadConfig({ OIDC_KEY_ENCRYPTION_KEY: text })).toThrow(
        /OIDC_KEY_ENCRYPTION_KEY: must be 32 random bytes as base64 or hex/,
      );
    }
  });

  it('is masked when the configuration is printed', () => {
    const shown = describeConfig(
      loadConfig({ OIDC_KEY_ENCRYPTION_KEY: BYTES.toString('hex'), FORM_KEYS: 'form-secret-one' }),
    );
    expect(shown.OIDC_KEY_ENCRYPTION_KEY).toBe('****');
    expect(shown.FORM_KEYS).toBe('****');
    expect(JSON.stringify(shown)).not.toContain('form-secret-one');
  });
});

describe('FORM_KEYS', () => {
  it('is a comma-separated list, empty by default (derived keys)', () => {
    expect(loadConfig({}).env.FORM_KEYS).toEqual([]);
    expect(loadConfig({ FORM_KEYS: 'new-key, old-key ,' }).env.FORM_KEYS).toEqual(['new-key', 'old-key']);
  });
});
