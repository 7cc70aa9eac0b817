#!/usr/bin/env node
// `npm run dev`: the server restarted on every change (TypeScript compiled in watch mode, Node's
// --watch on the compiled server) and the Vite dev server with hot reload for the web app, which
// proxies /api, /identity and /ws to the server. Open the address Vite prints (:5173).
// Ctrl-C stops all three.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { announceNodeVersion, repoRoot, run } from './lib.mjs';

announceNodeVersion('Starting All22 for development');
// One full compile first, so the server starts on current code.
console.log('› Compiling TypeScript (tsc -b)');
await run('npx', ['tsc', '-b']);

let isStopping = false;
const children = [
  ['tsc', ['npx', 'tsc', '-b', '--watch', '--preserveWatchOutput']],
  [
    'server',
    [process.execPath, '--enable-source-maps', '--watch', path.join(repoRoot, 'apps/server/dist/main.js')],
  ],
  ['web', ['npx', 'vite'], path.join(repoRoot, 'apps/web')],
].map(([name, [command, ...args], cwd = repoRoot]) => {
  const child = spawn(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, APP_ENV: process.env.APP_ENV ?? 'development' },
  });
  child.on('exit', (code, signal) => {
    if (isStopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}): stopping the rest`);
    stopAll(code ?? 1);
  });
  return child;
});

function stopAll(code = 0) {
  isStopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
