#!/usr/bin/env node
// Builds what is missing or stale: TypeScript project references (incremental) and the web bundle.
// `--force` rebuilds the web bundle even when it looks current.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { run, repoRoot } from './lib.mjs';

const force = process.argv.includes('--force');
const webDist = path.join(repoRoot, 'apps/web/dist/index.html');
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-precompress.ts',
  'packages/domain/src',
  'packages/contracts/src',
  'package-lock.json',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export async function build({ forceWeb = false } = {}) {
  console.log('› Compiling TypeScript (tsc -b)');
  await run('npx', ['tsc', '-b']);
  const builtAt = existsSync(webDist) ? statSync(webDist).mtimeMs : 0;
  const sourcesAt = Math.max(...webInputs.map((input) => newestMtime(path.join(repoRoot, input))));
  if (forceWeb || sourcesAt > builtAt) {
    console.log('› Building the web app (vite build)');
    await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(repoRoot, 'apps/web') });
  } else {
    console.log('› Web app is up to date');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build({ forceWeb: force }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
