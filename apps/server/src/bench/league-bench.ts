/**
 * `npm run bench:league`: how long generating and loading the default league takes (the first
 * `npm start`), against the 60 s budget and against a baseline measured in the same
 * process — the simulation alone, with no database — so the figures mean something on any
 * machine. Prints plays per second, the database folder's size and the peak memory.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, runMigrations } from '@all22/db';
import { createLeagueTimeline, FIRST_LEAGUE_SEASON, parseLeagueClock } from '@all22/league';
import { loadLeague } from '../cli/league.js';

const BUDGET_SECONDS = 60;

const folderSize = (folder: string): number =>
  readdirSync(folder, { withFileTypes: true }).reduce((total, entry) => {
    const entryPath = path.join(folder, entry.name);
    return total + (entry.isDirectory() ? folderSize(entryPath) : statSync(entryPath).size);
  }, 0);

async function main(): Promise<void> {
  const seed = process.env.LEAGUE_SEED || 'all22';
  const clock = parseLeagueClock(process.env.LEAGUE_CLOCK ?? '');
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);

  console.log(`Seed "${seed}", seasons ${FIRST_LEAGUE_SEASON} to ${new Date(clock.now()).toISOString()}`);
  const simulationStart = performance.now();
  const updates = createLeagueTimeline({ seed }).advanceTo(clock.now());
  const simulationSeconds = (performance.now() - simulationStart) / 1000;
  const simulatedPlays = updates.reduce(
    (sum, update) => sum + update.games.reduce((games, game) => games + game.plays.length, 0),
    0,
  );
  updates.length = 0;
  console.log(`Baseline — simulation only: ${simulationSeconds.toFixed(1)} s, ${simulatedPlays} plays`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'all22-bench-'));
  const database = await createDatabase({ dataDir });
  try {
    await runMigrations(database);
    const report = await loadLeague(
      database,
      { seed, firstSeason: FIRST_LEAGUE_SEASON, lastSeason: null, clock, fresh: true, verbose: false },
      (line) => console.log(line),
    );
    await database.close();
    clearInterval(sampler);
    const megabytes = folderSize(dataDir) / 1024 ** 2;
    console.log('');
    console.log(
      `Generate and load: ${report.seconds.toFixed(1)} s for ${report.weeksWritten} weeks and ${report.playsWritten} plays`,
    );
    console.log(
      `  vs the ${BUDGET_SECONDS} s budget:       ${(report.seconds / BUDGET_SECONDS).toFixed(2)}×`,
    );
    console.log(`  vs simulation alone:        ${(report.seconds / simulationSeconds).toFixed(2)}×`);
    console.log(`  plays per second:           ${Math.round(report.playsWritten / report.seconds)}`);
    console.log(`  database folder:            ${megabytes.toFixed(0)} MB`);
    console.log(`  peak resident memory:       ${(peakRss / 1024 ** 2).toFixed(0)} MB`);
  } finally {
    clearInterval(sampler);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench:league failed:', error);
  process.exit(1);
});
