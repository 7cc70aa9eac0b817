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
 * Targets (the web app shell issue): initial JS ≤ 250 KB gzip; LCP ≤ 2.5 s. Exits 0 either way.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startServer, waitForLeagueFeed } from './start-server.js';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CPU_SLOWDOWN = 4;
/** A phone-sized viewport, as the 4× CPU profile stands for a mid-range phone. */
const VIEWPORT = { width: 412, height: 823 };
/** 250 KB, counted in 1000s (the stricter reading). */
const INITIAL_JS_TARGET_BYTES = 250_000;
const LCP_TARGET_MS = 2_500;
/** The LCP counts as final once no larger paint came for this long after the load event. */
const LCP_QUIET_MS = 1_500;
const LCP_MAX_WAIT_MS = 30_000;
const FEED_READY_TIMEOUT_MS = 180_000;
const BASELINE_FILE = 'bench-baseline.html';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const BASELINE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Baseline</title>
    <style>html, body { margin: 0; background: #0e1116; color: #e6e8eb; font-family: sans-serif; }</style>
  </head>
  <body>
    <h1>All22</h1>
    <p>Advanced American-football stats, film room, game, team and player pages, live scores and fantasy tools.</p>
  </body>
</html>
`;

// Scripts run in the page are strings: a bundler's helpers (tsx keeps function names) would not
// exist there if functions were serialised.
const OBSERVE_LCP = `
  window.__benchLcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;
const READ_LCP = 'window.__benchLcp';

interface ScriptLoad {
  url: string;
  isBeforeLoad: boolean;
  rawBytes: number;
  gzipBytes: number;
}

interface PageLoad {
  lcpMs: number;
  scripts: ScriptLoad[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Polls the page's LCP until it stops growing after the load event. */
async function waitForFinalLcp(page: Page, hasLoaded: () => boolean): Promise<number> {
  const deadline = Date.now() + LCP_MAX_WAIT_MS;
  let lcp = 0;
  let changedAt = Date.now();
  while (Date.now() < deadline) {
    await sleep(100);
    const current = Number(await page.evaluate(READ_LCP));
    if (current !== lcp) {
      lcp = current;
      changedAt = Date.now();
    }
    if (lcp > 0 && hasLoaded() && Date.now() - changedAt >= LCP_QUIET_MS) return lcp;
  }
  throw new Error(`no final LCP within ${LCP_MAX_WAIT_MS / 1000} s (last ${lcp} ms)`);
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '');

/** One cold load of `url` (fresh context: empty cache) with the CPU slowed down. */
async function loadPage(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(OBSERVE_LCP);

    let hasLoaded = false;
    page.on('load', () => {
      hasLoaded = true;
    });
    const scripts: Promise<ScriptLoad>[] = [];
    page.on('response', (response) => {
      if (!isScript(response)) return;
      const isBeforeLoad = !hasLoaded;
      scripts.push(
        response.body().then((body) => ({
          url: response.url(),
          isBeforeLoad,
          rawBytes: body.length,
          gzipBytes: gzipSync(body).length,
        })),
      );
    });

    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    const lcpMs = await waitForFinalLcp(page, () => hasLoaded);
    return { lcpMs, scripts: await Promise.all(scripts) };
  } finally {
    await context.close();
  }
}

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

function printTable(rows: readonly (readonly string[])[]): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [header, ...body] = rows;
  if (!header) return;
  console.log(line(header));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of body) console.log(line(row));
}

async function main(): Promise<void> {
  // Serve a copy of the build with the baseline page beside it: the same server and static
  // plugin serve both, and a concurrent rebuild of apps/web/dist cannot pull files away mid-run.
  const webDist = mkdtempSync(path.join(tmpdir(), 'all22-bench-web-'));
  // BENCH_WEB_DIST measures another build (e.g. an earlier commit's) for a before/after comparison.
  cpSync(process.env.BENCH_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  writeFileSync(path.join(webDist, BASELINE_FILE), BASELINE_HTML);
  process.env.WEB_DIST_DIR = webDist;

  console.log('Starting the server (e2e setup: fresh PGlite folder, league clock 2018-08-03)…');
  // Quiet logs: logging every request would weigh on the timings.
  const server = await startServer({ env: { LOG_LEVEL: 'warn' } });
  let browser: Browser | undefined;
  try {
    await waitForLeagueFeed(server.baseUrl, FEED_READY_TIMEOUT_MS);
    browser = await launchBrowser();
    const appUrl = `${server.baseUrl}/`;
    const baselineUrl = `${server.baseUrl}/${BASELINE_FILE}`;

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
        `LCP, CPU ${CPU_SLOWDOWN}×, median of ${RUNS}`,
        seconds(baselineLcp),
        seconds(appLcp),
        `${(appLcp / baselineLcp).toFixed(1)}×`,
        `≤ ${seconds(LCP_TARGET_MS)}`,
        isLcpMet ? 'yes' : 'NO',
      ],
    ]);
    console.log(`\n${isJsMet && isLcpMet ? 'Every target met.' : 'Some targets missed (see above).'}`);
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(webDist, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench:web failed:', error);
  process.exit(1);
});
