import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

/** A running built server: its URL, as the browser reaches it, and how to stop it. */
export interface StartedServer {
  readonly baseUrl: string;
  /** SIGTERM; rejects unless the server exits cleanly. The data folder is removed either way. */
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Variables over the defaults below (e.g. FREEMIUM, LEAGUE_CLOCK); PORT and PUBLIC_URL are set here. */
  env?: Record<string, string>;
}

/**
 * Starts the built app exactly as `npm start` runs it (compiled server, built SPA, embedded
 * database in a fresh temp folder) on a free port of 127.0.0.1.
 *
 * PUBLIC_URL is the very origin the browser uses: the OIDC client's redirect URIs are allowed from
 * it only, so a sign-in from any other spelling of the host (localhost) would be refused.
 * Defaults: APP_ENV=development (the demo accounts exist) and a league pinned early in its first
 * preseason, so the catch-up writes a few games, not years; callers override either.
 */
export async function startServer({ env = {} }: StartServerOptions = {}): Promise<StartedServer> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'all22-e2e-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      APP_ENV: 'development',
      LEAGUE_CLOCK: '2018-08-03T12:00:00Z',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    await waitUntilListening(server);
  } catch (error) {
    removeDataDir();
    throw error;
  }
  return {
    baseUrl,
    stop: () => stopServer(server).finally(removeDataDir),
  };
}

/** A port nobody listens on right now (the OS picks it; the server binds it a moment later). */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port found'))));
    });
  });
}

/** Resolves once the server logs that it is running; rejects (and kills it) if it exits or stalls. */
function waitUntilListening(server: ChildProcess): Promise<void> {
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
      if (/running at http:\/\/\S+/.test(output)) {
        clearTimeout(timer);
        resolve();
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

/** Stops the server as an operator would (SIGTERM) and fails unless it exits cleanly. */
function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null)
    return Promise.reject(new Error(`server had already exited (code ${server.exitCode})`));
  return new Promise((resolve, reject) => {
    const killer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
    server.removeAllListeners('exit');
    server.on('exit', (code, signal) => {
      clearTimeout(killer);
      if (code === 0) resolve();
      else reject(new Error(`server did not shut down cleanly on SIGTERM (${signal ?? `exit ${code}`})`));
    });
    server.kill('SIGTERM');
  });
}
