// Small helpers shared by the repository scripts (start, build, test).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; rejects with a message naming it when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** The oldest Node.js release lines the project runs on (also in package.json "engines"). */
const SUPPORTED_NODE = { 22: 22, 24: 15 }; // major → lowest minor
const NEWEST_CHECKED_MAJOR = 24;

/**
 * Prints the Node.js version this script runs on and stops with a message saying how to get a
 * supported one when it is older than the project needs. `npm start` and `npm test` run under the
 * Node 24 that `npm ci` installs into node_modules (the `node` dev dependency), whatever the
 * machine's own Node is.
 */
export function announceNodeVersion(label) {
  const [major, minor] = process.versions.node.split('.').map(Number);
  const lowestMinor = SUPPORTED_NODE[major];
  const supported = major > NEWEST_CHECKED_MAJOR || (lowestMinor !== undefined && minor >= lowestMinor);
  console.log(`› ${label} on Node.js ${process.version} (${process.execPath})`);
  if (supported) return;
  console.error(
    `✗ Node.js ${process.version} is not supported: All22 runs on Node.js 24 (22.22 or later also works).\n` +
      `  Run it through npm (npm start, npm test, npm run …): npm ci installs Node 24 into node_modules\n` +
      `  and npm scripts use it. Or install Node 24 yourself (see .nvmrc).`,
  );
  process.exit(1);
}
