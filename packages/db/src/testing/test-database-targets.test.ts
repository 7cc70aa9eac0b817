import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabaseTargets } from './index.js';

describe('testDatabaseTargets', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is PGlite alone without a PostgreSQL server, both with one', () => {
    vi.stubEnv('TEST_DATABASE_TARGETS', '');
    vi.stubEnv('TEST_DATABASE_URL', '');
    expect(testDatabaseTargets()).toEqual(['pglite']);
    vi.stubEnv('TEST_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/test');
    expect(testDatabaseTargets()).toEqual(['pglite', 'postgres']);
  });

  it('narrows to the targets TEST_DATABASE_TARGETS names', () => {
    vi.stubEnv('TEST_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/test');
    vi.stubEnv('TEST_DATABASE_TARGETS', 'postgres');
    expect(testDatabaseTargets()).toEqual(['postgres']);
    vi.stubEnv('TEST_DATABASE_TARGETS', ' postgres , pglite ');
    expect(testDatabaseTargets()).toEqual(['pglite', 'postgres']);
  });

  it('refuses a target it cannot run, naming what it can', () => {
    vi.stubEnv('TEST_DATABASE_URL', '');
    vi.stubEnv('TEST_DATABASE_TARGETS', 'postgres');
    expect(() => testDatabaseTargets()).toThrow(
      'TEST_DATABASE_TARGETS names postgres; it can name pglite (postgres needs TEST_DATABASE_URL)',
    );
    vi.stubEnv('TEST_DATABASE_TARGETS', 'mysql');
    expect(() => testDatabaseTargets()).toThrow('TEST_DATABASE_TARGETS names mysql');
  });
});
