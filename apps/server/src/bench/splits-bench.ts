/**
 * `npm run bench:splits`: the split tables (GET /api/stats/splits/{category}) on the full default
 * league, one client, every answer computed afresh (Cache-Control: no-cache skips the server's
 * response cache). For each player category it asks for the splits of the season's busiest
 * players in that role, round after round, and prints p50/p95/max; team categories likewise for
 * a few teams. Target (issue 19): a player's full splits answer at most 150 ms p95 uncached.
 *
 * The league: as bench:api's (open-bench-league.ts): DATABASE_URL's, DATA_DIR's, or a temporary
 * PGlite folder loaded like the first `npm start`. BENCH_ROUNDS (3) sets the rounds.
 */
import { plays } from '@all22/db';
import { SPLIT_CATEGORIES, type SplitCategory, isTeamSplitCategory } from '@all22/domain';
import { parseLeagueClock } from '@all22/league';
import { and, count, desc, eq, isNotNull, max, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/load-config.js';
import { openBenchLeague } from './open-bench-league.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PLAYERS_PER_CATEGORY = 10;
const TEAMS = 4;
const PLAYER_P95_TARGET_MS = 150;

/** The column naming a player category's subject on a play. */
const ROLE_COLUMNS: Partial<Record<SplitCategory, PgColumn>> = {
  passing: plays.passerId,
  rushing: plays.rusherId,
  receiving: plays.targetId,
  defense: plays.nearestDefenderId,
};

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main(): Promise<void> {
  const log = (line: string) => console.log(line);
  const { database, cleanUp } = await openBenchLeague(log, 'all22-splits-bench-');
  const clock = parseLeagueClock(process.env.LEAGUE_CLOCK ?? '');
  const config = loadConfig({
    LOG_LEVEL: 'error',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    LEAGUE_SEED: process.env.LEAGUE_SEED || 'all22',
    AUTH_ENABLED: 'false',
    HEAVY_READ_RATE_LIMIT: '0',
  });
  const app = await buildApp({ config, database, closeDatabaseOnExit: true, leagueNow: clock.now });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the server has no TCP address');
    const baseUrl = `http://127.0.0.1:${address.port}`;
    const { db } = database;
    // The latest season with a full regular season behind it (the current one may have just begun).
    const [latest] = await db
      .select({ season: max(plays.season) })
      .from(plays)
      .where(eq(plays.weekSlug, 'WEEK_18'));
    const season = latest?.season ?? 0;
    const inSeason = and(eq(plays.season, season), eq(plays.seasonType, 'REG')) as SQL;
    const busiest = async (column: PgColumn, limit: number) =>
      (
        await db
          .select({ id: column })
          .from(plays)
          .where(and(inSeason, isNotNull(column)))
          .groupBy(column)
          .orderBy(desc(count()))
          .limit(limit)
      ).map((row) => String(row.id));
    const teams = await busiest(plays.possessionTeamId, TEAMS);
    log(`Season ${season} REG; ${ROUNDS} rounds, one client, every answer fresh (no-cache)\n`);

    let isMet = true;
    for (const category of SPLIT_CATEGORIES) {
      const role = ROLE_COLUMNS[category];
      const subjects = isTeamSplitCategory(category)
        ? teams.map((teamId) => `teamId=${teamId}`)
        : (await busiest(role as PgColumn, PLAYERS_PER_CATEGORY)).map((nflId) => `nflId=${nflId}`);
      const latencies: number[] = [];
      let bytes = 0;
      // The first answer of each subject warms PGlite's plan and page caches; it is not counted.
      for (let round = 0; round <= ROUNDS; round++) {
        for (const subject of subjects) {
          const started = performance.now();
          const response = await fetch(
            `${baseUrl}/api/stats/splits/${category}?season=${season}&seasonType=REG&${subject}`,
            { headers: { 'cache-control': 'no-cache' } },
          );
          const body = await response.text();
          const elapsed = performance.now() - started;
          if (!response.ok) throw new Error(`${category} ${subject} answered ${response.status}: ${body}`);
          if (round > 0) latencies.push(elapsed);
          bytes = body.length;
        }
      }
      latencies.sort((a, b) => a - b);
      const p95 = percentile(latencies, 95);
      const isPlayer = !isTeamSplitCategory(category);
      const verdict = isPlayer ? (p95 <= PLAYER_P95_TARGET_MS ? 'ok' : 'MISSED') : '';
      if (isPlayer) isMet &&= p95 <= PLAYER_P95_TARGET_MS;
      log(
        `  ${category.padEnd(18)} ${String(subjects.length).padStart(2)} subjects  p50 ${percentile(latencies, 50).toFixed(1).padStart(6)}` +
          `  p95 ${p95.toFixed(1).padStart(6)}  max ${(latencies.at(-1) ?? NaN).toFixed(1).padStart(6)} ms  ${(bytes / 1024).toFixed(1)} KB  ${verdict}`,
      );
    }
    log(`\n${isMet ? 'Target met' : 'Target MISSED'}: player splits p95 ≤ ${PLAYER_P95_TARGET_MS} ms.`);
  } finally {
    await app.close();
    cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error('bench:splits failed:', error);
  process.exit(1);
});
