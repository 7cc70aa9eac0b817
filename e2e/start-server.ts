import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareDataDir } from './league-copies.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const FEED_POLL_MS = 250;

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
 * database in a folder of its own: empty, or a copy of the run's league for its settings, see
 * league-copies.ts) on a free port of 127.0.0.1.
 *
 * PUBLIC_URL is the very origin the browser uses: the OIDC client's redirect URIs are allowed from
 * it only, so a sign-in from any other spelling of the host (localhost) would be refused.
 * Defaults: APP_ENV=development (the demo accounts exist), LOG_LEVEL=info, a league pinned
 * early in its first preseason, so the catch-up writes a few games, not years, and the API's rate
 * limits off; callers override any of them.
 */
export async function startServer({ env = {} }: StartServerOptions = {}): Promise<StartedServer> {
  const settings = withDefaults(env);
  const dataDir = await prepareDataDir(settings, makeLeague);
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  let server: StartedServer;
  try {
    server = await startServerOn(dataDir, settings);
  } catch (error) {
    removeDataDir();
    throw error;
  }
  return { baseUrl: server.baseUrl, stop: () => server.stop().finally(removeDataDir) };
}

/**
 * The settings a server starts with: these defaults under the caller's. Only the tail of the
 * output is kept (for the error messages), so info costs little and tells why a server stopped
 * ("stopping" with its signal) when a test finds it gone. Every browser here is one client address
 * (127.0.0.1), loading pages faster than a person: the API's rate limits would answer it 429
 * (their own tests are plugins/rate-limits.int.test.ts).
 */
export function withDefaults(env: Record<string, string>): Record<string, string> {
  return {
    LOG_LEVEL: 'info',
    APP_ENV: 'development',
    LEAGUE_CLOCK: '2018-08-03T12:00:00Z',
    WRITE_RATE_LIMIT: '0',
    HEAVY_READ_RATE_LIMIT: '0',
    ...env,
  };
}

/**
 * Makes the league of a run's copies (league-copies.ts): a server on `dataDir` until its feed has
 * caught up, then stopped as an operator would, so the folder is whole when it is copied.
 */
export async function makeLeague(dataDir: string, settings: Record<string, string>): Promise<void> {
  const server = await startServerOn(dataDir, settings);
  try {
    await waitForLeagueFeed(server.baseUrl);
  } finally {
    await server.stop();
  }
}

/** The built server on a free port of 127.0.0.1 with `dataDir` and `settings`, once it listens. */
async function startServerOn(dataDir: string, settings: Record<string, string>): Promise<StartedServer> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...settings,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = new OutputTail();
  server.stdout?.on('data', (chunk: Buffer) => output.add(chunk));
  server.stderr?.on('data', (chunk: Buffer) => {
    output.add(chunk);
    process.stderr.write(chunk);
  });
  await waitUntilListening(server, output);
  return { baseUrl, stop: () => stopServer(server, output) };
}

/**
 * Waits until the league's catch-up is done (GET /api/health: the feed no longer 'loading'), so
 * the current week is settled and the catch-up does not compete with the browser for the CPU.
 */
export async function waitForLeagueFeed(baseUrl: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/health`);
    const health = (await response.json()) as { checks: { feed?: { status: string } } };
    if (health.checks.feed?.status !== 'loading') return;
    if (Date.now() > deadline) throw new Error(`the league feed of ${baseUrl} is still loading`);
    await new Promise((resolve) => setTimeout(resolve, FEED_POLL_MS));
  }
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

/** The last part of a server's output, kept for the error messages. */
class OutputTail {
  private text = '';
  constructor(private readonly maxChars = 8_000) {}
  add(chunk: Buffer): void {
    this.text = (this.text + chunk.toString()).slice(-this.maxChars);
  }
  toString(): string {
    return this.text;
  }
}

/** Resolves once the server logs that it is running; rejects (and kills it) if it exits or stalls. */
function waitUntilListening(server: ChildProcess, output: OutputTail): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('server did not start in time')), START_TIMEOUT_MS);
    const fail = (error: Error) => {
      clearTimeout(timer);
      server.kill('SIGKILL');
      reject(new Error(`${error.message}\n--- server output ---\n${output}`));
    };
    // The output so far, not the chunk: the line may arrive in two pieces.
    const onStdout = () => {
      if (/running at http:\/\/\S+/.test(output.toString())) {
        clearTimeout(timer);
        server.removeListener('exit', onExit);
        server.stdout?.removeListener('data', onStdout);
        resolve();
      }
    };
    const onExit = (code: number | null) => fail(new Error(`server exited early (code ${code})`));
    server.stdout?.on('data', onStdout);
    server.on('exit', onExit);
  });
}

/** Stops the server as an operator would (SIGTERM) and fails unless it exits cleanly. */
function stopServer(server: ChildProcess, output: OutputTail): Promise<void> {
  if (server.exitCode !== null)
    return Promise.reject(
      new Error(`server had already exited (code ${server.exitCode})\n--- server output ---\n${output}`),
    );
  return new Promise((resolve, reject) => {
    const killer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
    server.removeAllListeners('exit');
    server.on('exit', (code, signal) => {
      clearTimeout(killer);
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `server did not shut down cleanly on SIGTERM (${signal ?? `exit ${code}`})\n--- server output ---\n${output}`,
          ),
        );
    });
    server.kill('SIGTERM');
  });
}
