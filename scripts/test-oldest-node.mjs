#!/usr/bin/env node
// `npm run test:oldest-node`: the unit and integration suites again on the oldest Node.js line the
// project supports (22), as CI runs them after `npm test`. That Node comes from the npm registry,
// like the project's own Node 24, into .tmp/node-<version>; the suites then run under it directly
// (not through npx, whose PATH would put the project's Node 24 first again), the integration
// suites on PGlite only. Needs `npm ci` and a build (`npm test` or `npm run build`) first.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { announceNodeVersion, repoRoot, run } from './lib.mjs';

/** The oldest supported release line's newest version on the registry; keep in step with "engines". */
const OLDEST_NODE = '22.23.3';

announceNodeVersion('Preparing the oldest-Node run');
const startedAt = performance.now();
const prefix = path.join(repoRoot, '.tmp', `node-${OLDEST_NODE}`);
const oldestNode = path.join(prefix, 'node_modules', '.bin', 'node');

if (!existsSync(oldestNode)) {
  console.log(
    `› Installing Node.js ${OLDEST_NODE} from the npm registry into ${path.relative(repoRoot, prefix)}`,
  );
  mkdirSync(prefix, { recursive: true });
  // The `node` package fetches its platform's binary in an install script, which npm runs only
  // when allowed.
  writeFileSync(
    path.join(prefix, 'package.json'),
    `${JSON.stringify({ private: true, allowScripts: { node: true } }, null, 2)}\n`,
  );
  await run(
    'npm',
    ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node@${OLDEST_NODE}`],
    {
      cwd: prefix,
    },
  );
}

const oldestVersion = execFileSync(oldestNode, ['--version'], { encoding: 'utf8' }).trim();
console.log(
  `› Unit and integration tests on Node.js ${oldestVersion} (${oldestNode}), integration on the embedded ` +
    'database only (in CI, npm test ran them on PostgreSQL under Node 24)',
);
// Without TEST_DATABASE_URL the integration suites run on PGlite only: the database `npm start`
// uses, so what a Node 22 machine runs by default, in half the time of both targets. CI's npm test
// ran the PostgreSQL half (TEST_DATABASE_TARGETS=postgres), so each suite meets each database once.
const { TEST_DATABASE_URL: _postgresTarget, TEST_DATABASE_TARGETS: _targets, ...env } = process.env;
try {
  await run(
    oldestNode,
    [
      path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--project',
      'unit',
      '--project',
      'integration',
    ],
    { env },
  );
} catch (error) {
  console.error(`\n✗ Unit and integration tests on Node.js ${oldestVersion} failed: ${error.message}`);
  process.exit(1);
}
const seconds = Math.round((performance.now() - startedAt) / 1000);
console.log(`\n✓ Unit and integration tests passed on Node.js ${oldestVersion} in ${seconds} s`);
