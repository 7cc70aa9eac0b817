#!/usr/bin/env node
// `npm start`: builds what is missing, then runs the server in the foreground on PORT (default
// 8080) with the embedded database in DATA_DIR. Ctrl-C stops it cleanly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from './build.mjs';
import { announceNodeVersion, repoRoot } from './lib.mjs';

announceNodeVersion('Starting All22');

try {
  await build();
} catch (error) {
  console.error(`Build failed: ${error.message}`);
  process.exit(1);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(repoRoot, 'apps/server/dist/main.js')],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: process.env,
  },
);
// The terminal sends Ctrl-C to the whole process group; forwarding covers `kill <pid>` too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
