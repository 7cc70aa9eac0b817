import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The server's entry point, run as another operating-system process. */
const MAIN_TS = fileURLToPath(new URL('../main.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  exited: Promise<number | null>;
  /** Resolves once the output matches; throws if the process exits or the time runs out first. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGTERM, and the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts main.ts with only these variables (and PATH), on a free port of loopback, with the
 * league clock pinned early in 2018 so its feed writes one game and then stays quiet.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions', '@all22/source', MAIN_TS], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LEAGUE_CLOCK: '2018-08-03T12:00:00Z',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    async waitForOutput(pattern, timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`the server did not print ${pattern}:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The port a started server printed in its banner. */
export function portOf(server: ServerProcess): number {
  const match = /All22 is running at http:\/\/localhost:(\d+)/.exec(server.output());
  if (!match?.[1]) throw new Error(`no port in the output:\n${server.output()}`);
  return Number(match[1]);
}
