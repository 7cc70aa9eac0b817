import { availableParallelism } from 'node:os';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Resolve workspace packages to their TypeScript sources (the "@all22/source" export condition),
// so tests never run stale compiled output.
const SOURCE_CONDITION = '@all22/source';
const resolve = { conditions: [SOURCE_CONDITION, ...defaultClientConditions] };
const ssr = { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } };

/**
 * Test layers, by file name:
 *   *.test.ts(x)      unit tests beside the code (pure, fast)
 *   *.int.test.ts     integration tests: real database, server booted in-process, real HTTP/WS
 *   e2e/*.e2e.test.ts end-to-end journeys in real Chromium against the built app
 *   *.load.test.ts    the load and fault suite (npm run test:load; not part of npm test)
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which is one on a 2-core machine; the
    // suites wait on databases, sockets and browsers often enough to keep every core busy.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'eslint.config.test.ts'],
          exclude: ['**/*.int.test.ts', '**/*.load.test.ts', '**/node_modules/**', '**/dist/**'],
          environment: 'node',
          // A worker runs its files in one module graph instead of loading it again for each file,
          // which was over half of this project's time (docs/decisions/tooling.md, "Test isolation").
          isolate: false,
          unstubEnvs: true,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/testing/setup.ts'],
          // A jsdom per file (as the default pool makes) cost a third of this project's time;
          // vmThreads keeps each file in its own context but one jsdom per worker. The UI
          // libraries that mix CommonJS and ES modules are transformed so they load in that context.
          pool: 'vmThreads',
          server: { deps: { inline: [/@emotion\//, /@mui\//, /react-transition-group/] } },
          // A file's first case renders the whole app and loads its route's code on demand: about
          // 1 s alone, over 5 s (the default) on a busy 2-core machine. A hang still fails.
          testTimeout: 15_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'integration',
          include: ['packages/*/src/**/*.int.test.ts', 'apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          // As the unit project: the server's whole module graph (Fastify, the OIDC provider, PGlite,
          // the schemas) loaded once per worker, not once per file. Every suite builds its own app
          // and database, so nothing but modules is shared.
          isolate: false,
          // The test league is simulated once per run and copied into each suite's database.
          globalSetup: ['apps/server/src/testing/test-league-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          // npm run test:load: the server as a process under load and through faults (not in npm test).
          name: 'load',
          include: ['apps/server/src/**/*.load.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ['e2e/global-setup.ts'],
          // Two files at a time against the one shared server (each file has its own browser, and
          // the files that change accounts or flags start servers of their own).
          fileParallelism: true,
          maxWorkers: 2,
          // A page under two browsers on a 2-core machine can take seconds to render: expect.poll's
          // default of 1 s would fail a journey that is only slow.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
