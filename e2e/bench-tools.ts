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
import { runPageBench } from './bench-page-load.js';

const LEAGUE_CLOCK = '2018-10-23T12:00:00Z';

runPageBench({
  script: 'bench:tools',
  // The page's example "Team EPA per play by week, every offense, 2018", as its link carries it.
  path: '/tools?stat=offense&by=week&measures=offense.epaPerPlay,offense.successRate&season=2018&seasonType=REG',
  name: '/tools',
  column: '/tools with a question',
  env: { AUTH_ENABLED: 'false', LEAGUE_CLOCK },
  setup: `AUTH_ENABLED=false, league clock ${LEAGUE_CLOCK}`,
  ratioTarget: 5,
  // The answer's chart: the page's own paints are smaller than the loading screen's text, so the
  // LCP can be the loading screen's; when the answer showed is reported beside it.
  readySelector: '[data-testid="sandbox-chart"]',
});
