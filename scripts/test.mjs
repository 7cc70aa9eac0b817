#!/usr/bin/env node
// `npm test`: every check and test the project has — lint, type check and build, unit, web and
// integration tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set), then end-to-end tests
// in Debian's Chromium, which this script installs when it is missing and it may (root).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { build } from './build.mjs';
import { announceNodeVersion, run } from './lib.mjs';

announceNodeVersion('Testing All22');

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || chromiumPath !== '/usr/bin/chromium') {
    throw new Error(
      `Chromium is needed for the browser tests but ${chromiumPath} does not exist.\n` +
        `Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  console.log('› Installing Debian chromium for the browser tests (apt-get)');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    throw new Error('Could not install chromium with apt-get; install it by hand and re-run npm test.');
  }
  if (!existsSync(chromiumPath)) throw new Error(`apt-get finished but ${chromiumPath} is still missing.`);
}

const steps = [
  ['Checking the browser', async () => ensureChromium()],
  [
    // Independent, and each mostly one core's work: side by side they take the time of the longer.
    'Lint, formatting, type check and build',
    async () => {
      const lint = async () => {
        await run('npx', ['eslint', '.', '--max-warnings=0']);
        await run('npx', ['prettier', '--check', '--log-level=warn', '.']);
      };
      const results = await Promise.allSettled([lint(), build()]);
      const failures = results.flatMap((result) =>
        result.status === 'rejected' ? [result.reason.message] : [],
      );
      if (failures.length > 0) throw new Error(failures.join('; '));
    },
  ],
  [
    'Unit, web and integration tests',
    () => run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'integration']),
  ],
  ['End-to-end tests (Chromium)', () => run('npx', ['vitest', 'run', '--project', 'e2e'])],
];

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;
const startedAt = performance.now();
/** Each finished step's time, printed together at the end (and before a failure). */
const phaseTimes = [];
const printPhaseTimes = () => {
  console.log('\nTime per phase:');
  for (const [label, time] of phaseTimes) console.log(`  ${label.padEnd(40)} ${time.padStart(7)}`);
  console.log(`  ${'Total'.padEnd(40)} ${seconds(startedAt).padStart(7)}`);
};
for (const [label, step] of steps) {
  console.log(`\n== ${label}`);
  const stepStartedAt = performance.now();
  try {
    await step();
  } catch (error) {
    phaseTimes.push([`${label} (failed)`, seconds(stepStartedAt)]);
    printPhaseTimes();
    console.error(`\n✗ ${label} failed after ${seconds(stepStartedAt)}: ${error.message}`);
    process.exit(1);
  }
  phaseTimes.push([label, seconds(stepStartedAt)]);
  console.log(`== ${label}: done in ${seconds(stepStartedAt)}`);
}
printPhaseTimes();
console.log(`\n✓ All checks and tests passed on Node.js ${process.version} in ${seconds(startedAt)}`);
