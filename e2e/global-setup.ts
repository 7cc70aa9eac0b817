import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
const START_TIMEOUT_MS = 120_000;

/**
 * Starts the built app exactly as `npm start` runs it (compiled server, built SPA, embedded
 * database in a fresh folder) on a free port, and hands its URL to the tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'all22-e2e-'));
  const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Development: the demo accounts exist (the identity journey signs in with one).
      APP_ENV: 'development',
      // A league pinned early in its first preseason: the catch-up writes a few games, not years.
      LEAGUE_CLOCK: '2018-08-03T12:00:00Z',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await waitForUrl(server);
  project.provide('baseUrl', baseUrl);

  return async () => {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function waitForUrl(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error('server did not start in time')), START_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      server.kill('SIGKILL');
      reject(new Error(`${error.message}\n--- server output ---\n${output}`));
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    server.on('exit', (code) => fail(new Error(`server exited early (code ${code})`)));
  });
}

/** Stops the server as an operator would (SIGTERM) and fails the run unless it exits cleanly. */
function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null)
    return Promise.reject(new Error(`server had already exited (code ${server.exitCode})`));
  return new Promise((resolve, reject) => {
    const killer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.removeAllListeners('exit');
    server.on('exit', (code, signal) => {
      clearTimeout(killer);
      if (code === 0) resolve();
      else reject(new Error(`server did not shut down cleanly on SIGTERM (${signal ?? `exit ${code}`})`));
    });
    server.kill('SIGTERM');
  });
}
