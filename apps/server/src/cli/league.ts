/**
 * `npm run league -- [--seed <seed>] [--seasons <first>-<last>] [--clock <LEAGUE_CLOCK>] [--fresh] [--verbose]`
 *
 * Generates the simulated league into the database (DATA_DIR, or DATABASE_URL) up to the league
 * clock, printing progress. A database holding another seed or first season is emptied first
 * (so is any with --fresh); one holding the same league is resumed, so a load that was cut
 * short — even by kill -9 — finishes where it stopped. --seasons caps the league at the end of
 * its last season; the server carries it on to the clock's "now" when it starts.
 */
import { statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, runMigrations, withSqlTransaction, type DatabaseHandle } from '@all22/db';
import { findLeagueWeek, getSeasonCalendar, parseLeagueClock, type LeagueClock } from '@all22/league';
import { ConfigError, loadConfig } from '../config/load-config.js';
import { ensureLeagueTeams } from '../live/ensure-league-teams.js';
import { readFeedCursor } from '../live/feed-cursor.js';
import { createLeagueFeed } from '../live/league-feed.js';
import { createWorkerFeedWriter, isFeedWorkerAvailable } from '../live/feed-worker-client.js';
import { createLiveChanges } from '../changes/live-changes.js';
import { resetLeagueData } from '../live/reset-league-data.js';

const USAGE =
  'usage: npm run league -- [--seed <seed>] [--seasons <first>-<last>] [--clock <LEAGUE_CLOCK>] [--fresh] [--verbose]';

export interface LeagueCommand {
  seed: string;
  firstSeason: number;
  /** The last season to generate; null: up to the clock. */
  lastSeason: number | null;
  clock: LeagueClock;
  fresh: boolean;
  /** Print a line per league week written. */
  verbose: boolean;
}

/** Parses the command line over the environment's defaults; throws a message naming the bad argument. */
export function parseLeagueCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): LeagueCommand {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      seed: { type: 'string' },
      seasons: { type: 'string' },
      clock: { type: 'string' },
      fresh: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const seed = values.seed ?? env.LEAGUE_SEED ?? 'all22';
  if (seed.trim() === '') throw new Error('--seed must not be empty');
  const clock = parseLeagueClock(values.clock ?? env.LEAGUE_CLOCK ?? '');
  const current = findLeagueWeek(clock.now()).season;
  let firstSeason = 2018;
  let lastSeason: number | null = null;
  if (values.seasons !== undefined) {
    const match = /^(\d{4})(?:-(\d{4}))?$/.exec(values.seasons.trim());
    if (!match) throw new Error(`--seasons "${values.seasons}" is not <first>-<last>, e.g. 2024-2026`);
    firstSeason = Number(match[1]);
    lastSeason = Number(match[2] ?? match[1]);
    if (firstSeason < 2018 || lastSeason < firstSeason || firstSeason > current) {
      throw new Error(`--seasons must run from 2018 or later to ${current} at most, first before last`);
    }
  }
  return {
    seed,
    firstSeason,
    lastSeason: lastSeason !== null && lastSeason < current ? lastSeason : null,
    clock,
    fresh: values.fresh ?? false,
    verbose: values.verbose ?? false,
  };
}

/** The clock the load runs to: the command's clock, or the end of the last season when that is earlier. */
const resolveLoadClock = (command: LeagueCommand): LeagueClock => {
  if (command.lastSeason === null) return command.clock;
  const superBowlWeek = getSeasonCalendar(command.lastSeason).weeks.at(-1);
  const end = Date.parse(`${superBowlWeek?.endDate ?? `${command.lastSeason + 1}-02-20`}T23:59:59Z`);
  return end < command.clock.now() ? parseLeagueClock(new Date(end).toISOString()) : command.clock;
};

const folderSize = (folder: string): number => {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    total += entry.isDirectory() ? folderSize(entryPath) : statSync(entryPath).size;
  }
  return total;
};

export interface LeagueLoadReport {
  seconds: number;
  weeksWritten: number;
  playsWritten: number;
}

/** Loads the league described by `command` into `database`, printing progress with `print`. */
export async function loadLeague(
  database: DatabaseHandle,
  command: LeagueCommand,
  print: (line: string) => void,
): Promise<LeagueLoadReport> {
  const stored = await readFeedCursor(database.db);
  const isOtherLeague =
    stored !== null && (stored.seed !== command.seed || stored.firstSeason !== command.firstSeason);
  if (command.fresh || isOtherLeague) {
    print(
      stored
        ? `Emptying the league of seed "${stored.seed}" from ${stored.firstSeason}`
        : 'Emptying the league',
    );
    await withSqlTransaction(database, resetLeagueData);
  }
  await ensureLeagueTeams(database);
  const clock = resolveLoadClock(command);
  print(
    `Generating the league of seed "${command.seed}" from ${command.firstSeason} up to ${new Date(clock.now()).toISOString()}`,
  );
  const changes = await createLiveChanges(database, (error) => print(`live changes: ${error.message}`));
  const began = performance.now();
  try {
    const feed = createLeagueFeed({
      database,
      seed: command.seed,
      firstSeason: command.firstSeason,
      clock,
      changes,
      // The writer computes on a worker thread (another core) when the build has one.
      ...(isFeedWorkerAvailable() ? { createWriter: createWorkerFeedWriter } : {}),
      onProgress: (message) => print(`  ${message} (${((performance.now() - began) / 1000).toFixed(1)} s)`),
      ...(command.verbose ? { onWeekWritten: (week: string) => print(`    ${week} written`) } : {}),
    });
    try {
      const report = await feed.catchUp();
      return {
        seconds: (performance.now() - began) / 1000,
        weeksWritten: report.weeksWritten,
        playsWritten: report.playsWritten,
      };
    } finally {
      await feed.stop();
    }
  } finally {
    await changes.close();
  }
}

async function main(): Promise<void> {
  let command: LeagueCommand;
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
    command = parseLeagueCommand(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(
      `league: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n${USAGE}`,
    );
    process.exit(2);
  }
  const database = await createDatabase(
    config.env.DATABASE_URL ? { databaseUrl: config.env.DATABASE_URL } : { dataDir: config.env.DATA_DIR },
  );
  try {
    await runMigrations(database);
    const report = await loadLeague(database, command, (line) => console.log(line));
    const size =
      database.kind === 'pglite'
        ? ` Database folder: ${(folderSize(config.env.DATA_DIR) / 1024 ** 2).toFixed(0)} MB.`
        : '';
    console.log(
      `Done in ${report.seconds.toFixed(1)} s: ${report.weeksWritten} weeks, ${report.playsWritten} plays ` +
        `(${Math.round(report.playsWritten / Math.max(report.seconds, 0.001))} plays/s).${size}`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error('league:', error);
    process.exit(1);
  });
}
