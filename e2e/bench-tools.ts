/**
 * `npm run bench:tools`: the stats sandbox's first paint in real Chromium against the built server
 * (start-server.ts, AUTH_ENABLED=false so /tools opens without a sign-in), its league at 2018's
 * regular-season week 7 so the example question has weeks to answer over.
 *
 * It loads /tools with an example question in the address (Team EPA per play by week: the form,
 * the table and its line chart) cold, with the CPU slowed 4×, and reads its Largest Contentful
 * Paint against a bare static HTML page served by the same server, interleaved in the same run.
 * Median of BENCH_RUNS (5). Target (issue 19): at most 5× the static page's. Exits 0 either way.
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
const LEAGUE_CLOCK = '2018-10-23T12:00:00Z';
/** The page's example "Team EPA per play by week, every offense, 2018", as its link carries it. */
const EXAMPLE = {
  title: 'Team EPA per play by week, every offense, 2018',
  query: 'stat=offense&by=week&measures=offense.epaPerPlay,offense.successRate&season=2018&seasonType=REG',
};

async function main(): Promise<void> {
  const deepLink = `/tools?${EXAMPLE.query}`;
  console.log(`Starting the server (e2e setup, AUTH_ENABLED=false, league clock ${LEAGUE_CLOCK})…`);
  const server = await startBenchServer({ AUTH_ENABLED: 'false', LEAGUE_CLOCK });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    console.log(`Measuring ${RUNS} cold loads each of "${EXAMPLE.title}", CPU ${CPU_SLOWDOWN}× slower…`);
    const tools = await compareWithBaseline(browser, server, `${server.baseUrl}${deepLink}`, {
      name: '/tools',
      runs: RUNS,
      // The answer's chart: the page's own paints are smaller than the loading screen's text, so
      // the LCP can be the loading screen's; when the answer showed is reported beside it.
      readySelector: '[data-testid="sandbox-chart"]',
    });
    console.log('');
    printTable([
      ['measure', 'baseline (static page)', '/tools with a question', 'ratio', 'target', 'met'],
      ...comparisonRows(tools, LCP_RATIO_TARGET),
    ]);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error('bench:tools failed:', error);
  process.exit(1);
});
