import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile } from './load-env-file.js';

describe('loadEnvFile', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'all22-env-'));
  const file = path.join(folder, '.env');
  afterEach(() => rmSync(file, { force: true }));

  it('sets what the environment lacks, reading comments and quotes, and keeps what it has', () => {
    writeFileSync(
      file,
      [
        '# the port',
        'PORT=9090',
        'APP_ENV=staging',
        'PLANS_URL="https://billing.example/plans?a=1#b"',
        '',
      ].join('\n'),
    );
    const env: NodeJS.ProcessEnv = { APP_ENV: 'production' };
    expect(loadEnvFile(file, env).sort()).toEqual(['PLANS_URL', 'PORT']);
    expect(env).toEqual({
      APP_ENV: 'production',
      PORT: '9090',
      PLANS_URL: 'https://billing.example/plans?a=1#b',
    });
  });

  it('does nothing without a file', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(path.join(folder, 'missing.env'), env)).toEqual([]);
    expect(env).toEqual({});
  });
});
