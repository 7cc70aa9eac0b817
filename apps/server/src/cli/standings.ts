import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  computeStandings,
  FIRST_ALIGNED_SEASON,
  getSeasonAbbreviations,
  NFL_TEAMS,
  NflverseGamesError,
  parseNflverseGames,
  type TeamStanding,
} from '@all22/stats';

/**
 * `npm run standings -- --games <games.csv> --season <year> [--week <n>]`: reads games in the
 * nflverse games.csv format and prints the season's standings as CSV, one row per club, so our
 * tie-breakers can be checked against published standings. Clubs are named as the file names them
 * that season (OAK in 2016, LV in 2020); their history is one club either way.
 */

export interface CliResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Exit codes: 0 done; 1 the games file was read but its content is unusable; 2 bad arguments or an unreadable file. */
const EXIT_INVALID_DATA = 1;
const EXIT_USAGE = 2;

const USAGE = 'usage: npm run standings -- --games <games.csv> --season <year> [--week <through week>]';
const CSV_HEADER = 'season,team,conf,division,wins,losses,ties,div_rank,conf_rank';

const fail = (exitCode: number, message: string): CliResult => ({
  exitCode,
  stdout: '',
  stderr: `standings: ${message}\n${exitCode === EXIT_USAGE ? `${USAGE}\n` : ''}`,
});

const parseWholeNumber = (value: string | undefined): number | undefined =>
  value !== undefined && /^\d+$/.test(value.trim()) ? Number(value) : undefined;

/** A row of the CSV; the team as the input spells it that season (2016's Oakland is OAK, not LV). */
const formatRow = (season: number, row: TeamStanding, abbreviations: ReadonlyMap<string, string>): string =>
  [
    season,
    abbreviations.get(row.teamId) ?? row.teamId,
    row.conferenceAbbr,
    row.divisionName,
    row.overall.wins,
    row.overall.losses,
    row.overall.ties,
    row.divisionRank,
    row.conferenceSeed ?? '',
  ].join(',');

/** Runs the command on arguments (without node and the script) and a file reader; no process I/O. */
export function runStandingsCli(argv: readonly string[], readFile: (path: string) => string): CliResult {
  let values: { games?: string; season?: string; week?: string };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { games: { type: 'string' }, season: { type: 'string' }, week: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return fail(EXIT_USAGE, error instanceof Error ? error.message : String(error));
  }
  if (!values.games) return fail(EXIT_USAGE, 'missing --games <file>');
  if (values.season === undefined) return fail(EXIT_USAGE, 'missing --season <year>');
  const season = parseWholeNumber(values.season);
  if (season === undefined) return fail(EXIT_USAGE, `--season must be a year, got "${values.season}"`);
  if (season < FIRST_ALIGNED_SEASON) {
    return fail(
      EXIT_USAGE,
      `--season must be ${FIRST_ALIGNED_SEASON} or later (earlier seasons had other divisions)`,
    );
  }
  const week = values.week === undefined ? undefined : parseWholeNumber(values.week);
  if (values.week !== undefined && (week === undefined || week < 1)) {
    return fail(EXIT_USAGE, `--week must be a week number from 1, got "${values.week}"`);
  }

  let text: string;
  try {
    text = readFile(values.games);
  } catch (error) {
    return fail(
      EXIT_USAGE,
      `cannot read games file "${values.games}": ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  try {
    const games = parseNflverseGames(text);
    if (!games.some((game) => game.season === season && game.seasonType === 'REG')) {
      return fail(EXIT_INVALID_DATA, `no regular-season games of ${season} in "${values.games}"`);
    }
    const abbreviations = getSeasonAbbreviations(games, season);
    const rows = computeStandings(NFL_TEAMS, games, {
      season,
      ...(week === undefined ? {} : { throughWeek: week }),
    });
    return {
      exitCode: 0,
      stdout: [CSV_HEADER, ...rows.map((row) => formatRow(season, row, abbreviations))].join('\n') + '\n',
      stderr: '',
    };
  } catch (error) {
    if (error instanceof NflverseGamesError)
      return fail(EXIT_INVALID_DATA, `"${values.games}": ${error.message}`);
    throw error;
  }
}

// Run only when executed directly (node apps/server/dist/cli/standings.js), not when imported by tests.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = runStandingsCli(process.argv.slice(2), (path) => readFileSync(path, 'utf8'));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.exitCode;
}
