/**
 * `npm run bench:web`: how heavy and how fast the web app's first page is, in real Chromium
 * against the built server — started as the e2e run starts its servers (start-server.ts: compiled
 * server, fresh PGlite folder; here its default league, pinned in the 2018 preseason, so the
 * catch-up is small).
 *
 * For `/` it reports
 *   - the initial JavaScript: every script the page fetched before its load event, and every one
 *     until the page finished rendering (the lazy home chunk comes after the config), each
 *     gzip-compressed here (zlib, default level) since the server may not compress;
 *   - the Largest Contentful Paint with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate),
 *     read by a PerformanceObserver, median of BENCH_RUNS (5) cold loads, each in a fresh context.
 * The baseline, measured in the same run and interleaved with it, is a bare static HTML page (a
 * heading and a paragraph, no script) served by the same server; the ratio says how much the app
 * costs over what the browser and the server cost anyway. The network is loopback, unthrottled.
 * Targets: the web app shell issue's (initial JS ≤ 250 KB gzip, the budget; LCP ≤ 2.5 s) and the
 * Speed issue's (22 §1: initial JS ≤ 180 KB gzip; LCP ≤ 4× the static page's in the same run),
 * each on its own row. Exits 0 either way.
 */
import type { Browser } from 'playwright-core';
import {
  CPU_SLOWDOWN,
  type PageLoad,
  type ScriptLoad,
  VIEWPORT,
  kb,
  loadPage,
  median,
  printTable,
  seconds,
  startBenchServer,
} from './bench-page-load.js';
import { launchBrowser } from './browser.js';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
/** 250 KB, counted in 1000s (the stricter reading). */
const INITIAL_JS_TARGET_BYTES = 250_000;
const LCP_TARGET_MS = 2_500;
/** The Speed issue's (22 §1) targets: a lighter first page, and an LCP within 4× a static page's. */
const SPEED_JS_TARGET_BYTES = 180_000;
const SPEED_LCP_RATIO_TARGET = 4;

function printScripts(scripts: readonly ScriptLoad[]): void {
  console.log('\nScripts loaded by / (first run):');
  console.log(`  ${'file'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}  when`);
  for (const script of scripts) {
    const name = new URL(script.url).pathname;
    console.log(
      `  ${name.padEnd(44)} ${kb(script.rawBytes).padStart(10)} ${kb(script.gzipBytes).padStart(10)}  ` +
        (script.isBeforeLoad ? 'before load' : 'after load'),
    );
  }
}

async function main(): Promise<void> {
  console.log('Starting the server (e2e setup: fresh PGlite folder, league clock 2018-08-03)…');
  const server = await startBenchServer();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const appUrl = `${server.baseUrl}/`;
    const { baselineUrl } = server;

    // Warm the server (its response cache, its JIT) and the OS file cache; not counted.
    await loadPage(browser, appUrl);
    await loadPage(browser, baselineUrl);

    console.log(
      `Measuring ${RUNS} cold loads each, CPU ${CPU_SLOWDOWN}× slower, viewport ${VIEWPORT.width}×${VIEWPORT.height}…`,
    );
    const appLoads: PageLoad[] = [];
    const baselineLoads: PageLoad[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Interleaved, so a slower moment of the machine weighs on both alike.
      baselineLoads.push(await loadPage(browser, baselineUrl));
      appLoads.push(await loadPage(browser, appUrl));
      const app = appLoads.at(-1)?.lcpMs ?? NaN;
      const baseline = baselineLoads.at(-1)?.lcpMs ?? NaN;
      console.log(`  run ${run + 1}: LCP / ${seconds(app)}, baseline ${seconds(baseline)}`);
    }

    // Bytes on the wire: the same cold load as a client that takes no encoding gets it (before).
    const uncompressed = await loadPage(browser, appUrl, { acceptEncoding: 'identity' });
    const compressed = appLoads[0];

    const scripts = appLoads[0]?.scripts ?? [];
    const sumGzip = (list: readonly ScriptLoad[]) => list.reduce((sum, script) => sum + script.gzipBytes, 0);
    const jsBeforeLoad = sumGzip(scripts.filter((script) => script.isBeforeLoad));
    const jsToRender = sumGzip(scripts);
    const baselineJs = sumGzip(baselineLoads[0]?.scripts ?? []);
    const appLcp = median(appLoads.map((load) => load.lcpMs));
    const baselineLcp = median(baselineLoads.map((load) => load.lcpMs));
    printScripts(scripts);

    const isJsMet = jsToRender <= INITIAL_JS_TARGET_BYTES;
    const isLcpMet = appLcp <= LCP_TARGET_MS;
    const isSpeedJsMet = jsToRender <= SPEED_JS_TARGET_BYTES;
    const isSpeedLcpMet = appLcp / baselineLcp <= SPEED_LCP_RATIO_TARGET;
    console.log('');
    printTable([
      ['measure', 'baseline (static page)', '/', 'ratio', 'target', 'met'],
      ['initial JS before load, gzip', kb(baselineJs), kb(jsBeforeLoad), '-', '-', '-'],
      [
        'initial JS until rendered, gzip',
        kb(baselineJs),
        kb(jsToRender),
        '-',
        `≤ ${kb(INITIAL_JS_TARGET_BYTES)}`,
        isJsMet ? 'yes' : 'NO',
      ],
      [
        'initial JS until rendered, gzip (Speed, 22 §1)',
        kb(baselineJs),
        kb(jsToRender),
        '-',
        `≤ ${kb(SPEED_JS_TARGET_BYTES)}`,
        isSpeedJsMet ? 'yes' : 'NO',
      ],
      [
        `bytes on the wire, / (${compressed?.requests ?? 0} requests), uncompressed → compressed`,
        '-',
        `${kb(uncompressed.wireBytes)} → ${kb(compressed?.wireBytes ?? NaN)}`,
        `${((compressed?.wireBytes ?? NaN) / uncompressed.wireBytes).toFixed(2)}×`,
        'every text answer compressed',
        '-',
      ],
      [
        `LCP, CPU ${CPU_SLOWDOWN}×, median of ${RUNS}`,
        seconds(baselineLcp),
        seconds(appLcp),
        `${(appLcp / baselineLcp).toFixed(1)}×`,
        `≤ ${seconds(LCP_TARGET_MS)}`,
        isLcpMet ? 'yes' : 'NO',
      ],
      [
        `LCP, CPU ${CPU_SLOWDOWN}×, median of ${RUNS} (Speed, 22 §1)`,
        seconds(baselineLcp),
        seconds(appLcp),
        `${(appLcp / baselineLcp).toFixed(1)}×`,
        `≤ ${SPEED_LCP_RATIO_TARGET}×`,
        isSpeedLcpMet ? 'yes' : 'NO',
      ],
    ]);
    const isEveryTargetMet = isJsMet && isLcpMet && isSpeedJsMet && isSpeedLcpMet;
    console.log(`\n${isEveryTargetMet ? 'Every target met.' : 'Some targets missed (see above).'}`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error('bench:web failed:', error);
  process.exit(1);
});
