/**
 * Copies of the simulated league's data folder for the end-to-end servers. A server that starts on
 * an empty folder simulates the league up to its clock, 20–35 s of a core; one that starts on a
 * folder already holding the league at that clock is ready in a few seconds. So the e2e run keeps
 * one folder per league (its clock and the settings that shape its data) and starts each server on
 * a copy of it.
 *
 * The global setup names a folder for the run (LEAGUE_COPIES_DIR_VARIABLE, which the test workers
 * inherit) and makes the pinned clock's league there first, as a base. A server asking for another
 * league takes that league's lock (an exclusive mkdir), makes its folder — from a copy of a base
 * with an earlier clock when there is one, so the feed writes only the weeks in between, as it does
 * when a server restarts — and marks it ready; servers asking for it meanwhile wait for the mark.
 * Without the variable (the benchmarks, a file run on its own process) every server simulates its
 * own league, as before.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The environment variable naming the run's folder of league copies. */
export const LEAGUE_COPIES_DIR_VARIABLE = 'ALL22_E2E_LEAGUE_COPIES';

/**
 * Settings that change how a server behaves but not what its feed writes: servers differing only in
 * these share a league. Any other setting (the clock, APP_ENV's demo accounts, the seed, the key
 * that encrypts stored signing keys) makes a league of its own.
 */
const BEHAVIOUR_ONLY_SETTINGS = new Set([
  'LOG_LEVEL',
  'AUTH_ENABLED',
  'FREEMIUM',
  'PAUSED_MODAL',
  'AD_SERVER_URL',
  'WRITE_RATE_LIMIT',
  'HEAVY_READ_RATE_LIMIT',
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'DATA_DIR',
]);

/** A moving clock ("…@30") cannot be copied: its league is wherever the clock had got to. */
const MOVING_CLOCK = /@/;
const WAIT_FOR_MAKER_MS = 5 * 60_000;
const POLL_MS = 200;
const READY_FILE = 'ready.json';

/** Makes a league in `dataDir` (empty, or a copy of an earlier one): a server run until its feed has caught up, then stopped. */
export type MakeLeague = (dataDir: string, env: Record<string, string>) => Promise<void>;

/** What a league folder's ready mark says: its settings, and whether it may be a base for later clocks. */
interface ReadyMark {
  settings: Record<string, string>;
  base: boolean;
  error?: string;
}

/**
 * A fresh data folder for a server with `env` (the settings it starts with): a copy of the run's
 * league for those settings, made first if nobody has, or an empty folder when the run keeps no
 * copies or the league cannot be copied.
 */
export async function prepareDataDir(env: Record<string, string>, makeLeague: MakeLeague): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'all22-e2e-'));
  const copiesDir = process.env[LEAGUE_COPIES_DIR_VARIABLE];
  const settings = leagueSettings(env);
  if (!copiesDir || MOVING_CLOCK.test(settings.LEAGUE_CLOCK ?? '')) return dataDir;
  try {
    const leagueDir = await findOrMakeLeague(copiesDir, settings, env, makeLeague, { base: false });
    await cp(leagueDir, dataDir, { recursive: true });
    return dataDir;
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Makes the run's league for `env` and marks it as a base that later clocks resume from (the
 * global setup does this for the pinned clock before any test file starts).
 */
export async function makeBaseLeague(
  copiesDir: string,
  env: Record<string, string>,
  makeLeague: MakeLeague,
): Promise<void> {
  await findOrMakeLeague(copiesDir, leagueSettings(env), env, makeLeague, { base: true });
}

/** The settings that shape a league's data, in a stable order. */
function leagueSettings(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([name]) => !BEHAVIOUR_ONLY_SETTINGS.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

function leagueName(settings: Record<string, string>): string {
  return createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16);
}

async function findOrMakeLeague(
  copiesDir: string,
  settings: Record<string, string>,
  env: Record<string, string>,
  makeLeague: MakeLeague,
  { base }: { base: boolean },
): Promise<string> {
  const leagueDir = path.join(copiesDir, leagueName(settings));
  const mark = (await takeLock(leagueDir))
    ? await makeAndMark(copiesDir, leagueDir, settings, env, makeLeague, base)
    : await waitForMark(leagueDir);
  if (mark.error) throw new Error(`the e2e league for ${JSON.stringify(settings)} failed: ${mark.error}`);
  return path.join(leagueDir, 'data');
}

async function takeLock(leagueDir: string): Promise<boolean> {
  try {
    await mkdir(leagueDir);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function makeAndMark(
  copiesDir: string,
  leagueDir: string,
  settings: Record<string, string>,
  env: Record<string, string>,
  makeLeague: MakeLeague,
  base: boolean,
): Promise<ReadyMark> {
  let mark: ReadyMark = { settings, base };
  try {
    const dataDir = path.join(leagueDir, 'data');
    const earlier = await findEarlierBase(copiesDir, settings);
    if (earlier) await cp(earlier, dataDir, { recursive: true });
    else await mkdir(dataDir);
    await makeLeague(dataDir, env);
  } catch (error) {
    mark = { ...mark, error: error instanceof Error ? error.message : String(error) };
  }
  // Written whole, then renamed: a waiting server never reads half a mark.
  await writeFile(path.join(leagueDir, `${READY_FILE}.partial`), JSON.stringify(mark));
  await rename(path.join(leagueDir, `${READY_FILE}.partial`), path.join(leagueDir, READY_FILE));
  return mark;
}

/**
 * The data folder of the latest base league with the same settings and an earlier clock. Bases are
 * made before any test file starts, so which one a league resumes from never depends on timing.
 */
async function findEarlierBase(
  copiesDir: string,
  settings: Record<string, string>,
): Promise<string | undefined> {
  const { LEAGUE_CLOCK: clock, ...rest } = settings;
  if (!clock) return undefined;
  let best: { clock: string; dir: string } | undefined;
  for (const name of await readdir(copiesDir)) {
    const mark = await readMark(path.join(copiesDir, name));
    if (!mark?.base || mark.error) continue;
    const { LEAGUE_CLOCK: baseClock, ...baseRest } = mark.settings;
    if (!baseClock || JSON.stringify(baseRest) !== JSON.stringify(rest)) continue;
    if (Date.parse(baseClock) >= Date.parse(clock)) continue;
    if (!best || Date.parse(baseClock) > Date.parse(best.clock)) {
      best = { clock: baseClock, dir: path.join(copiesDir, name, 'data') };
    }
  }
  return best?.dir;
}

async function readMark(leagueDir: string): Promise<ReadyMark | undefined> {
  try {
    return JSON.parse(await readFile(path.join(leagueDir, READY_FILE), 'utf8')) as ReadyMark;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

async function waitForMark(leagueDir: string): Promise<ReadyMark> {
  const deadline = Date.now() + WAIT_FOR_MAKER_MS;
  for (;;) {
    const mark = await readMark(leagueDir);
    if (mark) return mark;
    if (Date.now() > deadline) {
      throw new Error(`no e2e league in ${leagueDir} after ${WAIT_FOR_MAKER_MS / 1000} s (its maker hung?)`);
    }
    await sleep(POLL_MS);
  }
}
