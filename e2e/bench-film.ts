/**
 * `npm run bench:film`: the film room's first paint in real Chromium against the built server —
 * started as the e2e run starts its servers (start-server.ts: compiled server, fresh PGlite folder,
 * league pinned in the 2018 preseason), with AUTH_ENABLED=false so the film room opens without a
 * sign-in.
 *
 * It loads a deep link with filters (a search's plays view: the filter panel, the chips, the
 * first page of plays) cold, with the CPU slowed 4×, and reads its Largest Contentful Paint; the
 * baseline, interleaved in the same run, is a bare static HTML page served by the same server.
 * Median of BENCH_RUNS (5). Target (the film room issue): the film page's LCP at most 5× the
 * static page's. The replay's frame times are `tsx e2e/bench-replay.ts`. Exits 0 either way.
 */
import type { Browser } from 'playwright-core';
import {
  CPU_SLOWDOWN,
  compareWithBaseline,
  comparisonRows,
  printTable,
  startBenchServer,
} from './bench-page-load.js';
import { launchBrowser } from './browser.js';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const LCP_RATIO_TARGET = 5;
/** A search's plays: filters from three groups, as a shared link would carry them. */
const FILM_DEEP_LINK = '/film/plays?season=2018&seasonType=PRE&down=3&passPlay=true&qbAlignment=SHOTGUN';

async function main(): Promise<void> {
  console.log('Starting the server (e2e setup, AUTH_ENABLED=false, fresh PGlite folder)…');
  const server = await startBenchServer({ AUTH_ENABLED: 'false' });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    console.log(`Measuring ${RUNS} cold loads each of ${FILM_DEEP_LINK}, CPU ${CPU_SLOWDOWN}× slower…`);
    const film = await compareWithBaseline(browser, server, `${server.baseUrl}${FILM_DEEP_LINK}`, {
      name: 'film',
      runs: RUNS,
    });
    console.log('');
    printTable([
      ['measure', 'baseline (static page)', 'film deep link', 'ratio', 'target', 'met'],
      ...comparisonRows(film, LCP_RATIO_TARGET),
    ]);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error('bench:film failed:', error);
  process.exit(1);
});
