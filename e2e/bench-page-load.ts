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

export interface ScriptLoad {
  url: string;
  isBeforeLoad: boolean;
  rawBytes: number;
  gzipBytes: number;
}

export interface PageLoad {
  lcpMs: number;
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
    const lcpMs = await waitForFinalLcp(page, () => hasLoaded);
    // Every request of the page counts, also those after paint (not the live feed, which stays open).
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    // What arrives from here on is not waited for: its body could outlive the context.
    page.removeAllListeners('response');
    page.removeAllListeners('requestfinished');
    const wire = await Promise.all(sizes);
    return {
      lcpMs,
      scripts: await Promise.all(scripts),
      wireBytes: wire.reduce((sum, bytes) => sum + bytes, 0),
      requests: wire.length,
    };
  } finally {
    await context.close();
  }
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
