/**
 * The test league, simulated once per test run and copied into each suite's database: loading it
 * takes a suite 10 s or more per database target, copying it about a second. A PGlite copy starts
 * from a dump of a data folder that holds it, a PostgreSQL copy from a template database.
 *
 * The integration project's global setup (test-league-global-setup.ts) gives every worker one
 * folder for the run. The first suite to need a target's league takes that target's lock (an
 * exclusive mkdir), loads it and writes where it is; the others wait for that note. Without the
 * folder (a suite run by another project), each suite loads its own league as before.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseHandle } from '@all22/db';
import {
  createPostgresTemplate,
  createTestDatabase,
  type TestDatabaseCopySource,
  type TestDatabaseTarget,
} from '@all22/db/testing';
import { inject } from 'vitest';
import { loadTestLeague } from './test-league.js';
import { copyNotePath, loaderLockPath } from './test-league-run-dir.js';

/** How long a suite waits for another to load the league (a loaded CI machine is slow). */
const WAIT_FOR_LOADER_MS = 10 * 60_000;
const POLL_MS = 200;

/** A database of `target` holding the test league, closed (and dropped) by its close(). */
export async function createTestLeagueDatabase(target: TestDatabaseTarget): Promise<DatabaseHandle> {
  const runDir = inject('testLeagueRunDir');
  if (!runDir) {
    const database = await createTestDatabase(target);
    await loadTestLeague(database).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
    return database;
  }
  return createTestDatabase(target, { copyOf: await findLeagueCopySource(runDir, target) });
}

/** What the run's loader wrote for `target`: where its league is. */
interface CopyNote {
  template?: string;
  dumpFile?: string;
  error?: string;
}

async function findLeagueCopySource(
  runDir: string,
  target: TestDatabaseTarget,
): Promise<TestDatabaseCopySource> {
  const note = (await takeLoaderLock(runDir, target))
    ? await loadLeagueToCopy(runDir, target)
    : await waitForCopyNote(runDir, target);
  if (note.error) throw new Error(`the test league could not be loaded for ${target}: ${note.error}`);
  if (target === 'postgres' && note.template) return { kind: 'postgres', template: note.template };
  if (target === 'pglite' && note.dumpFile) {
    return { kind: 'pglite', dataDir: new Blob([await readFile(note.dumpFile)]) };
  }
  throw new Error(`the test league's note for ${target} names no copy: ${JSON.stringify(note)}`);
}

async function takeLoaderLock(runDir: string, target: TestDatabaseTarget): Promise<boolean> {
  try {
    await mkdir(loaderLockPath(runDir, target));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Loads the league for `target`, then writes the note the waiting suites read (also on failure). */
async function loadLeagueToCopy(runDir: string, target: TestDatabaseTarget): Promise<CopyNote> {
  let note: CopyNote;
  try {
    note = target === 'postgres' ? await loadTemplate() : await loadDump(runDir);
  } catch (error) {
    note = { error: error instanceof Error ? error.message : String(error) };
  }
  const notePath = copyNotePath(runDir, target);
  // Written whole, then renamed: a waiting suite never reads half a note.
  await writeFile(`${notePath}.partial`, JSON.stringify(note));
  await rename(`${notePath}.partial`, notePath);
  return note;
}

async function loadTemplate(): Promise<CopyNote> {
  const template = `all22_test_league_${randomBytes(6).toString('hex')}`;
  const database = await createPostgresTemplate(template);
  try {
    await loadTestLeague(database);
  } finally {
    await database.close();
  }
  return { template };
}

async function loadDump(runDir: string): Promise<CopyNote> {
  const database = await createTestDatabase('pglite');
  try {
    await loadTestLeague(database);
    if (database.kind !== 'pglite') throw new Error('expected a PGlite database');
    // Uncompressed: restoring skips a gunzip, which costs more than the disk it saves.
    const dump = await database.client.dumpDataDir('none');
    const dumpFile = path.join(runDir, 'pglite-league.tar');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    return { dumpFile };
  } finally {
    await database.close();
  }
}

async function waitForCopyNote(runDir: string, target: TestDatabaseTarget): Promise<CopyNote> {
  const deadline = Date.now() + WAIT_FOR_LOADER_MS;
  for (;;) {
    try {
      return JSON.parse(await readFile(copyNotePath(runDir, target), 'utf8')) as CopyNote;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (Date.now() > deadline) {
      throw new Error(`no test league for ${target} after ${WAIT_FOR_LOADER_MS / 1000} s (its loader hung?)`);
    }
    await sleep(POLL_MS);
  }
}
