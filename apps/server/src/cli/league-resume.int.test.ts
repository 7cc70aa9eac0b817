import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, games, plays, type DatabaseHandle } from '@all22/db';
import { createTestDatabase } from '@all22/db/testing';
import { createLeagueTimeline, deriveLiveGameState } from '@all22/league';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

// The command under test is the built one, as `npm run league` runs it (npm test builds first).
const CLI = fileURLToPath(new URL('../../dist/cli/league.js', import.meta.url));
const SEED = 'resume-test';
const CLOCK = '2024-09-16T03:00:00Z'; // after the Sunday games of 2024 week 2
const ARGS = ['--seed', SEED, '--seasons', '2024-2024', '--clock', CLOCK, '--verbose'];

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/** Runs the league command; with `killAfterWeeks`, kill -9s it once that many weeks are committed. */
const runLeague = (dataDir: string, killAfterWeeks?: number): Promise<Run> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...ARGS], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let weeks = 0;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      weeks = (output.match(/ written\n/g) ?? []).length;
      if (killAfterWeeks !== undefined && weeks >= killAfterWeeks) child.kill('SIGKILL');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, output }));
  });

describe('npm run league after kill -9', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'all22-resume-'));
  let database: DatabaseHandle | undefined;
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Two league loads in child processes: 45 s alone on a 2-core machine, more beside other suites.
  it(
    'resumes where the killed load stopped, with nothing lost or written twice',
    { timeout: 180_000 },
    async () => {
      if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build" first (npm test does)`);
      const killed = await runLeague(dataDir, 3);
      expect(killed.signal).toBe('SIGKILL');

      const resumed = await runLeague(dataDir);
      expect(resumed.code, resumed.output).toBe(0);
      // The second run wrote only what the first had not committed.
      const weeksResumed = Number(/Done in [\d.]+ s: (\d+) weeks/.exec(resumed.output)?.[1]);
      const expectedUpdates = createLeagueTimeline({ seed: SEED, firstSeason: 2024 }).advanceTo(
        Date.parse(CLOCK),
      );
      expect(weeksResumed).toBeLessThan(expectedUpdates.length);

      database = await createDatabase({ dataDir });
      const expectedPlays = expectedUpdates
        .flatMap((update) => update.games)
        .reduce((sum, game) => sum + deriveLiveGameState(game, Date.parse(CLOCK)).revealedCount, 0);
      const [stored] = await database.db.select({ n: count() }).from(plays);
      expect(Number(stored?.n)).toBe(expectedPlays);
      const [gameCount] = await database.db.select({ n: count() }).from(games);
      expect(Number(gameCount?.n)).toBeGreaterThanOrEqual(
        expectedUpdates.flatMap((update) => update.games).length,
      );
      // Every index dropped for the bulk load is back: as many as a freshly migrated database has.
      const countIndexes = async (handle: DatabaseHandle) =>
        (
          await handle.db.execute<{ n: number }>(
            sql`select count(*)::int as n from pg_indexes where schemaname = 'public'`,
          )
        ).rows[0]?.n;
      const fresh = await createTestDatabase('pglite');
      try {
        expect(await countIndexes(database)).toBe(await countIndexes(fresh));
      } finally {
        await fresh.close();
      }
    },
  );
});
