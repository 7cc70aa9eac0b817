/**
 * `tsx e2e/bench-replay.ts [--url <play page>] [--seconds 10] [--cpu-slowdown 1]`: how smoothly
 * the film replay (apps/web/src/features/film/replay) runs in real Chromium.
 *
 * It needs the play page, /film/plays/:playId, which mounts <FilmReplay>. With `--url` it opens
 * that page on a server already running (any origin; the URL may carry its own query). Without
 * it, it starts the built app as the e2e run does (start-server.ts: compiled server, built SPA,
 * fresh PGlite folder), with AUTH_ENABLED=false so the film room is open to the browser, waits
 * for the league feed and opens the first play GET /api/plays lists. Build first (node
 * scripts/build.mjs) in that case.
 *
 * The page is opened with `?bench-replay`, which makes the replay keep each drawn frame's
 * duration and the time between frames in `window.__filmReplayFrameTimes` (frame-times.ts). For
 * every angle the player offers, it switches to it, turns the loop on, plays, lets a second pass
 * (the field layers are drawn, the JIT is warm), then records for `--seconds` (10) and reports
 * the draw time (the loop's work per frame) and the frame interval (the display cadence: 16.7 ms
 * at 60 Hz; longer ones are missed frames), median, p95 and max.
 * Targets: draw p95 ≤ 4 ms (a quarter of a 60 Hz frame), interval p95 ≤ 20 ms. Exits 0 either way.
 */
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startServer, waitForLeagueFeed, type StartedServer } from './start-server.js';

const VIEWPORT = { width: 1280, height: 900 };
const DRAW_P95_TARGET_MS = 4;
const INTERVAL_P95_TARGET_MS = 20;
const WARM_UP_MS = 1_000;
const READY_TIMEOUT_MS = 30_000;
const FEED_READY_TIMEOUT_MS = 180_000;
const BENCH_PARAM = 'bench-replay';

// Page scripts are strings: a bundler's helpers (tsx keeps function names) would not exist there.
const CLEAR_TIMES = 'window.__filmReplayFrameTimes.clear()';
const READ_TIMES =
  '({ draws: window.__filmReplayFrameTimes.draws(), intervals: window.__filmReplayFrameTimes.intervals() })';
const HAS_TIMES = 'window.__filmReplayFrameTimes !== undefined';

interface FrameTimes {
  draws: number[];
  intervals: number[];
}

interface AngleResult {
  angle: string;
  frames: number;
  draw: Summary;
  interval: Summary;
}

interface Summary {
  median: number;
  p95: number;
  max: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Nearest-rank percentile. */
function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? NaN;
}

function summarize(values: readonly number[]): Summary {
  return { median: percentile(values, 0.5), p95: percentile(values, 0.95), max: percentile(values, 1) };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

function withBenchFlag(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(BENCH_PARAM, '');
  return parsed.toString();
}

/** The first play the API lists, on a server started here. */
async function findPlayUrl(server: StartedServer): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/plays?pageSize=1`);
  if (!response.ok) throw new Error(`GET /api/plays answered ${response.status}`);
  const { plays } = (await response.json()) as { plays: { id: string }[] };
  const [play] = plays;
  if (play === undefined) throw new Error('the league has no plays yet; pass --url to a play page');
  return `${server.baseUrl}/film/plays/${play.id}`;
}

/** Plays the replay at the current angle, looping, and reads its frame times. */
async function measureAngle(page: Page, angle: string, seconds: number): Promise<AngleResult> {
  const player = page.getByRole('region', { name: 'Film replay' });
  const loop = player.getByRole('button', { name: 'Loop', exact: true });
  if ((await loop.getAttribute('aria-pressed')) !== 'true') await loop.click();
  const play = player.getByRole('button', { name: 'Play', exact: true });
  if (await play.isVisible()) await play.click();
  await player.getByRole('button', { name: 'Pause', exact: true }).waitFor();
  // Move the pointer off the picture: a hovered player would add a tooltip to every frame.
  await page.mouse.move(0, 0);
  await sleep(WARM_UP_MS);
  await page.evaluate(CLEAR_TIMES);
  await sleep(seconds * 1000);
  const times = (await page.evaluate(READ_TIMES)) as FrameTimes;
  return {
    angle,
    frames: times.draws.length,
    draw: summarize(times.draws),
    interval: summarize(times.intervals),
  };
}

async function measure(
  browser: Browser,
  url: string,
  seconds: number,
  cpuSlowdown: number,
): Promise<AngleResult[]> {
  // Reduced motion would start the replay paused; the bench wants it running.
  const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'no-preference' });
  try {
    const page = await context.newPage();
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    const response = await page.goto(withBenchFlag(url), { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    const player = page.getByRole('region', { name: 'Film replay' });
    await player
      .getByRole('img')
      .waitFor({ timeout: READY_TIMEOUT_MS })
      .catch(() => {
        throw new Error(
          `no film replay on ${url}: the play page (/film/plays/:playId) must mount <FilmReplay>`,
        );
      });
    if (!(await page.evaluate(HAS_TIMES))) throw new Error(`${url} has no film replay recording frame times`);

    // One angle offered: no switch is shown.
    const switches = player.getByRole('group', { name: 'Camera angle' }).getByRole('button');
    const angles = await switches.allTextContents();
    if (angles.length === 0) return [await measureAngle(page, 'the only angle', seconds)];
    const results: AngleResult[] = [];
    for (const angle of angles) {
      await switches.filter({ hasText: angle }).click();
      results.push(await measureAngle(page, angle, seconds));
    }
    return results;
  } finally {
    await context.close();
  }
}

function printResults(results: readonly AngleResult[]): boolean {
  const rows = [
    [
      'angle',
      'frames',
      'draw median',
      'draw p95',
      'draw max',
      'interval median',
      'interval p95',
      'interval max',
      'met',
    ],
    ...results.map((result) => [
      result.angle,
      String(result.frames),
      ms(result.draw.median),
      ms(result.draw.p95),
      ms(result.draw.max),
      ms(result.interval.median),
      ms(result.interval.p95),
      ms(result.interval.max),
      isMet(result) ? 'yes' : 'NO',
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [header, ...body] = rows;
  if (header) {
    console.log(line(header));
    console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  }
  for (const row of body) console.log(line(row));
  return results.every(isMet);
}

function isMet(result: AngleResult): boolean {
  return result.draw.p95 <= DRAW_P95_TARGET_MS && result.interval.p95 <= INTERVAL_P95_TARGET_MS;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      seconds: { type: 'string', default: '10' },
      'cpu-slowdown': { type: 'string', default: '1' },
    },
  });
  const seconds = Number(values.seconds);
  const cpuSlowdown = Number(values['cpu-slowdown']);
  if (!(seconds > 0) || !(cpuSlowdown >= 1)) throw new Error('--seconds must be > 0 and --cpu-slowdown ≥ 1');

  let server: StartedServer | undefined;
  let browser: Browser | undefined;
  try {
    let url = values.url;
    if (url === undefined) {
      console.log('Starting the server (e2e setup, AUTH_ENABLED=false, fresh PGlite folder)…');
      server = await startServer({ env: { LOG_LEVEL: 'warn', AUTH_ENABLED: 'false' } });
      await waitForLeagueFeed(server.baseUrl, FEED_READY_TIMEOUT_MS);
      url = await findPlayUrl(server);
    }
    browser = await launchBrowser();
    console.log(
      `Replaying ${url} for ${seconds} s per angle, viewport ${VIEWPORT.width}×${VIEWPORT.height}, CPU ${cpuSlowdown}× slower…\n`,
    );
    const results = await measure(browser, url, seconds, cpuSlowdown);
    const isEveryTargetMet = printResults(results);
    console.log(
      `\nTargets: draw p95 ≤ ${ms(DRAW_P95_TARGET_MS)}, interval p95 ≤ ${ms(INTERVAL_P95_TARGET_MS)}. ` +
        (isEveryTargetMet ? 'Every target met.' : 'Some targets missed (see above).'),
    );
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error('bench:replay failed:', error);
  process.exit(1);
});
