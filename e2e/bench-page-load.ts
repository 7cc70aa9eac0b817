/**
 * What the browser benchmarks share: one cold page load in Chromium with the CPU slowed down, its
 * Largest Contentful Paint (read by a PerformanceObserver until it stops growing) and the scripts
 * it fetched, gzip-compressed here; a median; and a Markdown-like table printer.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startServer, waitForLeagueFeed } from './start-server.js';

/** The 4× CPU profile stands for a mid-range phone. */
export const CPU_SLOWDOWN = 4;
/** A phone-sized viewport, as the 4× CPU profile stands for a mid-range phone. */
export const VIEWPORT = { width: 412, height: 823 };
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
/**
 * The app's loading screen (index.html's .boot) paints with the document: until React has replaced
 * it, a later, larger paint may still come however long the quiet, so the LCP is not final yet.
 */
const IS_BOOTING = 'document.querySelector(".boot") !== null';

export interface ScriptLoad {
  url: string;
  isBeforeLoad: boolean;
  rawBytes: number;
  gzipBytes: number;
}

export interface PageLoad {
  lcpMs: number;
  /** When the page's main content (LoadOptions.readySelector) showed, from navigation start. */
  readyMs?: number;
  scripts: ScriptLoad[];
  /** Bytes the page's requests took on the wire, answers' headers and (encoded) bodies. */
  wireBytes: number;
  /** How many requests those were. */
  requests: number;
}

export interface LoadOptions {
  /**
   * The Accept-Encoding every request sends: 'identity' measures the page as a server that
   * compresses nothing would send it (the before of the compression work).
   */
  acceptEncoding?: string;
  /**
   * What shows the page's content has drawn (e.g. a chart): its time is reported beside the LCP,
   * which the loading screen's text can decide when the content's own paints are smaller.
   */
  readySelector?: string;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** Polls the page's LCP until it stops growing after the load event and the app has rendered. */
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
    const isQuiet = lcp > 0 && hasLoaded() && Date.now() - changedAt >= LCP_QUIET_MS;
    if (isQuiet && !(await page.evaluate(IS_BOOTING))) return lcp;
  }
  throw new Error(`no final LCP within ${LCP_MAX_WAIT_MS / 1000} s (last ${lcp} ms)`);
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '');

/** One cold load of `url` (fresh context: empty cache) with the CPU slowed down. */
export async function loadPage(browser: Browser, url: string, options: LoadOptions = {}): Promise<PageLoad> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    ...(options.acceptEncoding === undefined
      ? {}
      : { extraHTTPHeaders: { 'accept-encoding': options.acceptEncoding } }),
  });
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

    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      sizes.push(request.sizes().then((size) => size.responseHeadersSize + size.responseBodySize));
    });

    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    let readyMs: number | undefined;
    if (options.readySelector) {
      await page.waitForSelector(options.readySelector, { timeout: LCP_MAX_WAIT_MS });
      readyMs = Number(await page.evaluate('performance.now()'));
    }
    const lcpMs = await waitForFinalLcp(page, () => hasLoaded);
    // Every request of the page counts, also those after paint (not the live feed, which stays open).
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    // What arrives from here on is not waited for: its body could outlive the context.
    page.removeAllListeners('response');
    page.removeAllListeners('requestfinished');
    const wire = await Promise.all(sizes);
    return {
      lcpMs,
      ...(readyMs === undefined ? {} : { readyMs }),
      scripts: await Promise.all(scripts),
      wireBytes: wire.reduce((sum, bytes) => sum + bytes, 0),
      requests: wire.length,
    };
  } finally {
    await context.close();
  }
}

/** A page's cold loads against the static baseline's, interleaved in one run. */
export interface PageComparison {
  loads: PageLoad[];
  baselineLoads: PageLoad[];
  /** One more load of the page as a client that takes no encoding gets it (the bytes' before). */
  uncompressed: PageLoad;
  lcpMs: number;
  baselineLcpMs: number;
  /** The median time until the content showed, when a readySelector was given. */
  readyMs?: number;
}

/**
 * Loads `url` and the server's static baseline `runs` times each, interleaved so a slower moment
 * of the machine weighs on both alike, after one warm-up load of each (the server's caches and JIT,
 * the OS file cache; not counted). Prints each run's LCPs under `name`.
 */
export async function compareWithBaseline(
  browser: Browser,
  server: BenchServer,
  url: string,
  { name, runs, readySelector }: { name: string; runs: number; readySelector?: string },
): Promise<PageComparison> {
  const options = readySelector === undefined ? {} : { readySelector };
  await loadPage(browser, url, options);
  await loadPage(browser, server.baselineUrl);
  const loads: PageLoad[] = [];
  const baselineLoads: PageLoad[] = [];
  for (let run = 0; run < runs; run += 1) {
    baselineLoads.push(await loadPage(browser, server.baselineUrl));
    loads.push(await loadPage(browser, url, options));
    const ready = loads.at(-1)?.readyMs;
    console.log(
      `  run ${run + 1}: LCP ${name} ${seconds(loads.at(-1)?.lcpMs ?? NaN)}` +
        (ready === undefined ? '' : ` (content drawn ${seconds(ready)})`) +
        `, baseline ${seconds(baselineLoads.at(-1)?.lcpMs ?? NaN)}`,
    );
  }
  const uncompressed = await loadPage(browser, url, { acceptEncoding: 'identity' });
  return {
    loads,
    baselineLoads,
    uncompressed,
    lcpMs: median(loads.map((load) => load.lcpMs)),
    baselineLcpMs: median(baselineLoads.map((load) => load.lcpMs)),
    ...(readySelector === undefined ? {} : { readyMs: median(loads.map((load) => load.readyMs ?? NaN)) }),
  };
}

/** The table rows of a comparison: the LCP against its ratio target, and the bytes on the wire. */
export function comparisonRows(comparison: PageComparison, ratioTarget: number): string[][] {
  const ratio = comparison.lcpMs / comparison.baselineLcpMs;
  const compressed = comparison.loads[0];
  return [
    [
      `LCP, CPU ${CPU_SLOWDOWN}×, median of ${comparison.loads.length}`,
      seconds(comparison.baselineLcpMs),
      seconds(comparison.lcpMs),
      `${ratio.toFixed(1)}×`,
      `≤ ${ratioTarget}×`,
      ratio <= ratioTarget ? 'yes' : 'NO',
    ],
    ...(comparison.readyMs === undefined
      ? []
      : [
          [
            `content drawn, CPU ${CPU_SLOWDOWN}×, median (against the baseline's LCP)`,
            seconds(comparison.baselineLcpMs),
            seconds(comparison.readyMs),
            `${(comparison.readyMs / comparison.baselineLcpMs).toFixed(1)}×`,
            '-',
            '-',
          ],
        ]),
    [
      `bytes on the wire (${compressed?.requests ?? 0} requests), uncompressed → compressed`,
      '-',
      `${kb(comparison.uncompressed.wireBytes)} → ${kb(compressed?.wireBytes ?? NaN)}`,
      `${((compressed?.wireBytes ?? NaN) / comparison.uncompressed.wireBytes).toFixed(2)}×`,
      'every text answer compressed',
      '-',
    ],
  ];
}

/** One page's benchmark against the static page: what it loads, on which server, against what target. */
export interface PageBench {
  /** The npm script's name, for the failure line ("bench:film"). */
  script: string;
  /** The page's path with its query, as a shared link carries it. */
  path: string;
  /** The page's name in the progress lines and its column's title. */
  name: string;
  column: string;
  /** The server's settings over the e2e defaults, and how the start line describes them. */
  env: Record<string, string>;
  setup: string;
  ratioTarget: number;
  readySelector?: string;
}

/**
 * Runs a page benchmark as a script's whole work: starts the server, compares the page with the
 * static baseline over BENCH_RUNS (5) cold loads each, prints the table, stops everything, and on
 * failure says so and exits 1.
 */
export function runPageBench(bench: PageBench): void {
  const measure = async () => {
    const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
    console.log(`Starting the server (e2e setup, ${bench.setup})…`);
    const server = await startBenchServer(bench.env);
    let browser: Browser | undefined;
    try {
      browser = await launchBrowser();
      console.log(`Measuring ${runs} cold loads each of ${bench.path}, CPU ${CPU_SLOWDOWN}× slower…`);
      const comparison = await compareWithBaseline(browser, server, `${server.baseUrl}${bench.path}`, {
        name: bench.name,
        runs,
        ...(bench.readySelector === undefined ? {} : { readySelector: bench.readySelector }),
      });
      console.log('');
      printTable([
        ['measure', 'baseline (static page)', bench.column, 'ratio', 'target', 'met'],
        ...comparisonRows(comparison, bench.ratioTarget),
      ]);
    } finally {
      await browser?.close();
      await server.stop();
    }
  };
  measure().catch((error: unknown) => {
    console.error(`${bench.script} failed:`, error);
    process.exit(1);
  });
}

export function printTable(rows: readonly (readonly string[])[]): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [header, ...body] = rows;
  if (!header) return;
  console.log(line(header));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of body) console.log(line(row));
}

/** The built server of a benchmark, serving the app and the static baseline page. */
export interface BenchServer {
  readonly baseUrl: string;
  /** The bare static HTML page (a heading and a paragraph, no script): the measures' baseline. */
  readonly baselineUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server as the e2e run does (start-server.ts) on a copy of the web build with
 * the baseline page beside it — the same server and static plugin serve both, and a rebuild of
 * apps/web/dist meanwhile cannot pull files away — and waits for its league feed. Logs are quiet:
 * logging every request would weigh on the timings. BENCH_WEB_DIST measures another build (e.g.
 * an earlier commit's) for a before/after comparison.
 */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const webDist = mkdtempSync(path.join(tmpdir(), 'all22-bench-'));
  cpSync(process.env.BENCH_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  writeFileSync(path.join(webDist, BASELINE_FILE), BASELINE_HTML);
  process.env.WEB_DIST_DIR = webDist;
  const server = await startServer({ env: { LOG_LEVEL: 'warn', ...env } });
  const stop = async () => {
    await server.stop();
    rmSync(webDist, { recursive: true, force: true });
  };
  try {
    await waitForLeagueFeed(server.baseUrl, FEED_READY_TIMEOUT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: server.baseUrl, baselineUrl: `${server.baseUrl}/${BASELINE_FILE}`, stop };
}
