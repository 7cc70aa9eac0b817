import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  FIRST_LEAGUE_SEASON,
  formatRealismReport,
  measureSeasonRealism,
  playRegularSeasons,
  type SeasonRealism,
} from '@all22/league';
import type { CliResult } from './standings.js';

/**
 * `npm run realism -- [--seed S] [--seasons a-b] [--first-season Y]` (issue 21 §2): plays the
 * league of a seed in memory from its first season and prints, per regular season asked for, every
 * realism measure beside the real league's range (packages/league/src/realism), marking what is out.
 * Nothing is read from or written to a database.
 */

const EXIT_USAGE = 2;
const DEFAULT_SEED = 'all22';
const DEFAULT_SEASONS = '2024-2025';
/** Far enough for any question; each season takes seconds to play. */
const LAST_SEASON = 2100;

const USAGE =
  'usage: npm run realism -- [--seed <seed>] [--seasons <year>|<from>-<to>] [--first-season <year>]';

const fail = (message: string): CliResult => ({
  exitCode: EXIT_USAGE,
  stdout: '',
  stderr: `realism: ${message}\n${USAGE}\n`,
});

const parseYear = (text: string | undefined): number | undefined =>
  text !== undefined && /^\d{4}$/.test(text.trim()) ? Number(text) : undefined;

/** Runs the report on arguments (without node and the script); progress lines go to `progress`. */
export function runRealismCli(
  argv: readonly string[],
  progress: (line: string) => void = () => undefined,
): CliResult {
  let values: { seed?: string; seasons?: string; 'first-season'?: string };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { seed: { type: 'string' }, seasons: { type: 'string' }, 'first-season': { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const seed = values.seed ?? DEFAULT_SEED;
  if (seed.trim() === '') return fail('--seed must not be empty');
  const firstSeason =
    values['first-season'] === undefined ? FIRST_LEAGUE_SEASON : parseYear(values['first-season']);
  if (firstSeason === undefined)
    return fail(`--first-season must be a year, got "${values['first-season']}"`);
  const [fromText, toText = fromText] = (values.seasons ?? DEFAULT_SEASONS).split('-');
  const fromSeason = parseYear(fromText);
  const lastSeason = parseYear(toText);
  if (fromSeason === undefined || lastSeason === undefined || fromSeason > lastSeason) {
    return fail(`--seasons must be a year or a range of years such as 2024-2025, got "${values.seasons}"`);
  }
  if (fromSeason < firstSeason || lastSeason > LAST_SEASON) {
    return fail(
      `--seasons must lie within ${firstSeason}–${LAST_SEASON} (the league begins in ${firstSeason})`,
    );
  }

  const started = performance.now();
  progress(
    `Playing the league of seed "${seed}" from ${firstSeason} through the ${lastSeason} regular season…`,
  );
  const games = playRegularSeasons({ seed, firstSeason, fromSeason, lastSeason });
  progress(`  played in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const measured = new Map<number, SeasonRealism>(
    [...games].map(([season, seasonGames]) => [season, measureSeasonRealism(seasonGames)]),
  );
  return { exitCode: 0, stdout: formatRealismReport(seed, measured), stderr: '' };
}

// Run only when executed directly (node apps/server/dist/cli/realism.js), not when imported by tests.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = runRealismCli(process.argv.slice(2), (line) => process.stderr.write(`${line}\n`));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.exitCode;
}
