/**
 * `npm run bench:sandbox`: the stats sandbox's five example questions (the ones the empty /tools
 * page offers, getSandboxExamples in @all22/domain, for the league's latest film season as the
 * route reads it) on the full default league, one at a time, each answer computed afresh: the
 * bench calls answerSandboxQuestion itself, with the route's population count (the film room's
 * finder, its in-memory index once loaded), so the server's response cache is never what it
 * measures. Prints p50/p95/max per question, its ratio to a baseline measured in the same run
 * (a count of every play: one pass over the whole plays table, what a question read before the
 * sandbox narrowed its seasons through the BRIN index) and a digest of each answer, so two runs
 * (before and after a change to the SQL) show the answers are the same. Target (issue 19): a
 * question over two seasons at most 500 ms p95 — every example is held to it.
 *
 * The league: as bench:splits's (open-bench-league.ts): DATABASE_URL's, DATA_DIR's, or a temporary
 * PGlite folder loaded like the first `npm start`. BENCH_ROUNDS (20) sets the rounds.
 */
import { createHash } from 'node:crypto';
import { plays } from '@all22/db';
import { type FilmFilters, getSandboxExamples } from '@all22/domain';
import { parseLeagueClock } from '@all22/league';
import { count } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/load-config.js';
import { getLatestFilmSeason } from '../film/get-latest-film-season.js';
import { answerSandboxQuestion } from '../film/sandbox/answer-sandbox-question.js';
import { openBenchLeague } from './open-bench-league.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const P95_TARGET_MS = 500;

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Times `run` ROUNDS times after one warm-up (PGlite's plan and page caches); sorted milliseconds. */
async function measure<T>(run: () => Promise<T>): Promise<{ latencies: number[]; result: T }> {
  let result = await run();
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    result = await run();
    latencies.push(performance.now() - started);
  }
  return { latencies: latencies.sort((a, b) => a - b), result };
}

const ms = (value: number) => value.toFixed(1).padStart(7);

async function main(): Promise<void> {
  const log = (line: string) => console.log(line);
  const { database, cleanUp } = await openBenchLeague(log, 'all22-sandbox-bench-');
  const clock = parseLeagueClock(process.env.LEAGUE_CLOCK ?? '');
  const config = loadConfig({
    LOG_LEVEL: 'error',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    LEAGUE_SEED: process.env.LEAGUE_SEED || 'all22',
    AUTH_ENABLED: 'false',
  });
  const app = await buildApp({ config, database, closeDatabaseOnExit: true, leagueNow: clock.now });
  try {
    await app.ready();
    await app.filmIndex.whenReady();
    const { db } = database;
    const season = await getLatestFilmSeason(db, clock.now());
    const examples = getSandboxExamples(season);
    // As the route: the film room's count of the population (answerSandboxQuestion checks the limit).
    const countPlays = async (filters: FilmFilters) =>
      (await app.filmIndex.findPlays({ filters, offset: 0, limit: 0 })).total;
    log(
      `Latest film season ${season}; ${ROUNDS} rounds after a warm-up, one at a time, every answer fresh\n`,
    );

    const baseline = await measure(() => db.select({ total: count() }).from(plays));
    const baselineP50 = percentile(baseline.latencies, 50);
    log(
      `  ${'baseline: count every play (the whole table)'.padEnd(82)}` +
        `p50 ${ms(baselineP50)}  p95 ${ms(percentile(baseline.latencies, 95))} ms`,
    );

    let isMet = true;
    for (const example of examples) {
      const { latencies, result } = await measure(() =>
        answerSandboxQuestion(db, example.question, { maxPlays: config.env.SANDBOX_MAX_PLAYS, countPlays }),
      );
      const p50 = percentile(latencies, 50);
      const p95 = percentile(latencies, 95);
      isMet &&= p95 <= P95_TARGET_MS;
      const digest = createHash('sha256').update(JSON.stringify(result)).digest('hex').slice(0, 12);
      log(
        `  ${example.title.slice(0, 80).padEnd(82)}p50 ${ms(p50)}  p95 ${ms(p95)}  max ${ms(latencies.at(-1) ?? NaN)} ms` +
          `  ${(p50 / baselineP50).toFixed(1).padStart(5)}× baseline  ${String(result.rows.length).padStart(3)} rows` +
          `  ${result.population.plays} plays  answer ${digest}  ${p95 <= P95_TARGET_MS ? 'ok' : 'MISSED'}`,
      );
    }
    log(`\n${isMet ? 'Target met' : 'Target MISSED'}: every example question p95 ≤ ${P95_TARGET_MS} ms.`);
  } finally {
    await app.close();
    cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error('bench:sandbox failed:', error);
  process.exit(1);
});
