/**
 * The league a benchmark reads: DATABASE_URL's (PostgreSQL; loaded there when empty), DATA_DIR's
 * when it holds one (stop any server using it first: PGlite is one process's), else a temporary
 * folder loaded like the first `npm start` (about a minute) and removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, type DatabaseHandle, plays, runMigrations } from '@all22/db';
import { FIRST_LEAGUE_SEASON, parseLeagueClock } from '@all22/league';
import { count } from 'drizzle-orm';
import { loadLeague } from '../cli/league.js';

/** Loads the default league (or LEAGUE_SEED's) into a migrated, empty database. */
async function loadBenchLeague(database: DatabaseHandle, log: (line: string) => void): Promise<void> {
  const seed = process.env.LEAGUE_SEED || 'all22';
  log(`Loading the league (seed "${seed}")…`);
  const report = await loadLeague(
    database,
    {
      seed,
      firstSeason: FIRST_LEAGUE_SEASON,
      lastSeason: null,
      clock: parseLeagueClock(process.env.LEAGUE_CLOCK ?? ''),
      fresh: true,
      verbose: false,
    },
    (line) => log(`  ${line}`),
  );
  log(`League loaded in ${report.seconds.toFixed(1)} s: ${report.playsWritten} plays`);
}

/**
 * The league: DATABASE_URL's (a PostgreSQL server; loaded there and kept when empty), DATA_DIR's,
 * or a temporary PGlite folder loaded now and removed afterwards.
 */
export async function openBenchLeague(
  log: (line: string) => void,
  temporaryPrefix: string,
): Promise<{ database: DatabaseHandle; cleanUp: () => void }> {
  const { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } = process.env;
  if (databaseUrl || dataDir) {
    const database = await createDatabase(databaseUrl ? { databaseUrl } : { dataDir });
    await runMigrations(database);
    const [row] = await database.db.select({ total: count() }).from(plays);
    const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `DATA_DIR ${dataDir}`;
    if ((row?.total ?? 0) > 0) {
      log(`League: ${where} (${row?.total} plays)`);
      return { database, cleanUp: () => undefined };
    }
    if (databaseUrl) {
      await loadBenchLeague(database, log);
      return { database, cleanUp: () => undefined };
    }
    await database.close();
    log(`DATA_DIR ${dataDir} holds no league: loading one into a temporary folder`);
  }
  const folder = mkdtempSync(path.join(tmpdir(), temporaryPrefix));
  const database = await createDatabase({ dataDir: folder });
  await runMigrations(database);
  await loadBenchLeague(database, log);
  return { database, cleanUp: () => rmSync(folder, { recursive: true, force: true }) };
}
