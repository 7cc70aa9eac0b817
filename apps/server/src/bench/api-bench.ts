/**
 * `npm run bench:api`: the read API under load, on loopback, against the built server and the
 * full default league. For each call — and for a bare Fastify route in the same process, the
 * baseline that makes the figures mean something on any machine — it prints requests per
 * second, p50/p95/p99 latency, errors and non-2xx answers, and the ratio to the bare route.
 *
 * The league: DATABASE_URL's (PostgreSQL; loaded there when empty), DATA_DIR's when it holds one
 * (stop any server using it first: PGlite is one process's), else a temporary folder loaded like
 * the first `npm start` (about a minute) and removed afterwards. BENCH_SECONDS (5) and BENCH_CONNECTIONS (10) set each run; /api/plays
 * is also measured with one connection, its latency without queueing. Live changes run as in
 * main.ts, so the server's response cache does too; the film-room searches walk their pages
 * with Cache-Control: no-cache, so they measure the search itself.
 * Targets (the read-API issue): cached calls at least half the bare route's throughput;
 * /api/plays p95 at most 15 ms with one connection over every season (the film room issue); no errors.
 */
import { plays, standings } from '@all22/db';
import { parseLeagueClock } from '@all22/league';
import autocannon from 'autocannon';
import { count, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/load-config.js';
import { createLiveChanges } from '../changes/live-changes.js';
import { openBenchLeague } from './open-bench-league.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP_SECONDS = 1;
/** The film room issue: one client, each page new, over the full default league. */
const PLAYS_P95_TARGET_MS = 15;
const CACHED_RATIO_TARGET = 0.5;

interface Target {
  name: string;
  path: string;
  kind: 'bare' | 'cached' | 'plays';
  connections?: number;
  /** Walk pages 1…pages of the path, one per request, asking for fresh answers (no-cache). */
  pages?: number;
}

interface Measurement {
  target: Target;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN);

/** One autocannon run; latencies are collected per response, so p95 is exact. */
const measure = (baseUrl: string, target: Target, seconds: number): Promise<Measurement> =>
  new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let request = 0;
    const pages = target.pages;
    const instance = autocannon(
      {
        url: `${baseUrl}${target.path}`,
        connections: target.connections ?? CONNECTIONS,
        duration: seconds,
        ...(pages === undefined
          ? {}
          : {
              headers: { 'cache-control': 'no-cache' },
              requests: [
                {
                  setupRequest: (raw: autocannon.Request) => ({
                    ...raw,
                    path: `${target.path}&page=${(request++ % pages) + 1}`,
                  }),
                },
              ],
            }),
      },
      (error, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        latencies.sort((a, b) => a - b);
        resolve({
          target,
          requestsPerSecond: result.requests.total / seconds,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });

const format = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

async function main(): Promise<void> {
  const log = (line: string) => console.log(line);
  const { database, cleanUp } = await openBenchLeague(log, 'all22-api-bench-');
  const clock = parseLeagueClock(process.env.LEAGUE_CLOCK ?? '');
  const config = loadConfig({
    LOG_LEVEL: 'error',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    LEAGUE_SEED: process.env.LEAGUE_SEED || 'all22',
    // A load test from one address: the rate limits would answer it 429.
    WRITE_RATE_LIMIT: '0',
    // It measures the reads, not the sign-in: with auth on, the film calls answer a visitor 401.
    AUTH_ENABLED: 'false',
    HEAVY_READ_RATE_LIMIT: '0',
  });
  // Live changes as main.ts has them: they keep the response cache correct, so it runs.
  const changes = await createLiveChanges(database, (error) => console.error('live changes:', error));
  const app = await buildApp({
    config,
    database,
    closeDatabaseOnExit: true,
    changes,
    leagueNow: clock.now,
  });
  try {
    app.get('/bench/bare', async () => ({ ok: true }));
    const indexStart = performance.now();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the server has no TCP address');
    const baseUrl = `http://127.0.0.1:${address.port}`;

    await app.filmIndex.whenReady();
    const index = app.filmIndex.status();
    log(
      `Film index: ${index.plays} plays in ${index.games} games, ${(index.bytes / 1024 ** 2).toFixed(0)} MB, ` +
        `loaded in ${((index.loadMs ?? 0) / 1000).toFixed(1)} s (ready ${((performance.now() - indexStart) / 1000).toFixed(1)} s after listen began)`,
    );

    // Real values for the filters: the busiest offense and passer, the latest standings.
    const { db } = database;
    const [team] = await db
      .select({ teamId: plays.possessionTeamId })
      .from(plays)
      .groupBy(plays.possessionTeamId)
      .orderBy(desc(count()))
      .limit(1);
    const [passer] = await db
      .select({ nflId: plays.passerId })
      .from(plays)
      .where(isNotNull(plays.passerId))
      .groupBy(plays.passerId)
      .orderBy(desc(count()))
      .limit(1);
    const [standing] = await db
      .select({ season: max(standings.season) })
      .from(standings)
      .where(eq(standings.seasonType, 'REG'));
    const [seasons] = await db
      .select({ first: sql<number>`min(${plays.season})`, last: max(plays.season) })
      .from(plays);
    log(
      `Plays cover seasons ${seasons?.first} to ${seasons?.last}; filters use team ${team?.teamId}, passer ${passer?.nflId}`,
    );

    // Film-room searches are many and varied: each request asks for another page, fresh.
    const searches = [
      { name: 'plays: deep passes', path: '/api/plays?airYardType=DEEP' },
      {
        name: 'plays: 3rd-down passes, one team',
        path: `/api/plays?down=3&passPlay=true&possessionTeamId=${team?.teamId}`,
      },
      { name: "plays: a passer's plays", path: `/api/plays?passerId=${passer?.nflId}` },
    ];
    const playSearches: Target[] = [];
    for (const search of searches) {
      const response = await fetch(`${baseUrl}${search.path}`);
      if (!response.ok) throw new Error(`${search.path} answered ${response.status}`);
      const body = (await response.json()) as { total: number; pageSize: number };
      const pages = Math.max(1, Math.ceil(body.total / body.pageSize));
      log(`  ${search.name}: ${body.total} plays, ${pages} pages`);
      playSearches.push({ ...search, kind: 'plays', pages });
    }
    const targets: Target[] = [
      { name: 'bare Fastify route', path: '/bench/bare', kind: 'bare' },
      { name: 'teams/all', path: '/api/teams/all', kind: 'cached' },
      { name: 'scores/live/games', path: '/api/scores/live/games', kind: 'cached' },
      { name: 'players/search?term=smi', path: '/api/players/search?term=smi', kind: 'cached' },
      {
        name: 'schedules/standings',
        path: `/api/schedules/standings?season=${standing?.season ?? seasons?.last}&seasonType=REG`,
        kind: 'cached',
      },
      ...playSearches,
      ...playSearches.map((target) => ({ ...target, name: `${target.name} (1 conn)`, connections: 1 })),
    ];

    log(
      `\nautocannon: ${SECONDS} s per call after ${WARM_UP_SECONDS} s of warm-up, ${CONNECTIONS} connections`,
    );
    const results: Measurement[] = [];
    for (const target of targets) {
      await measure(baseUrl, target, WARM_UP_SECONDS);
      const result = await measure(baseUrl, target, SECONDS);
      results.push(result);
      log(
        `  ${target.name.padEnd(44)} ${format(result.requestsPerSecond, 0).padStart(7)} req/s  ` +
          `p50 ${format(result.p50).padStart(6)}  p95 ${format(result.p95).padStart(6)}  p99 ${format(result.p99).padStart(6)} ms` +
          `  errors ${result.errors}  non-2xx ${result.non2xx}`,
      );
    }

    const bare = results[0] as Measurement;
    log('\nAgainst the targets:');
    let isMet = true;
    for (const result of results.slice(1)) {
      const ratio = result.requestsPerSecond / bare.requestsPerSecond;
      const checks: string[] = [];
      if (result.target.kind === 'cached') {
        const ok = ratio >= CACHED_RATIO_TARGET;
        isMet &&= ok;
        checks.push(`${ok ? 'ok' : 'MISSED'} (≥ ${CACHED_RATIO_TARGET * 100}% of bare)`);
      }
      if (result.target.kind === 'plays') {
        const ok = result.p95 <= PLAYS_P95_TARGET_MS;
        if (result.target.connections === 1) isMet &&= ok;
        checks.push(`p95 ${format(result.p95)} ms ${ok ? 'ok' : 'MISSED'} (≤ ${PLAYS_P95_TARGET_MS} ms)`);
      }
      const clean = result.errors === 0 && result.non2xx === 0;
      isMet &&= clean;
      if (!clean) checks.push('ERRORS');
      log(
        `  ${result.target.name.padEnd(44)} ${format(ratio * 100, 0).padStart(4)}% of bare  ${checks.join('  ')}`,
      );
    }
    log(`\n${isMet ? 'Every target met.' : 'Some targets missed (see above).'}`);
    const cache = app.responseCache;
    log(
      `Response cache: ${cache.entries} answers, ${(cache.bytes / 1024 ** 2).toFixed(1)} MB, ` +
        `${cache.hits} hits, ${cache.misses} misses`,
    );
    log(`Peak resident memory: ${(process.memoryUsage().rss / 1024 ** 2).toFixed(0)} MB`);
  } finally {
    await app.close();
    cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error('bench:api failed:', error);
  process.exit(1);
});
