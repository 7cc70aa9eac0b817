/**
 * `npm run bench:chat`: the Fantasy AI under load (issue 18). 200 authenticated sockets (one
 * subscriber each, real signed tokens checked by the real verifier) each ask 5 questions in one
 * session, one after another, all sockets at once. For each question: the time to the first chunk
 * and to `complete`. Errors are counted, and memory per open authenticated socket is read from
 * the process (server and client ends together: they share the process).
 *
 * The baseline, in the same process and over the same sockets: an assistant that answers at once
 * with one chunk, so its figures are the socket, token, session and storage costs alone, and the
 * analyst's are read as ratios to them. Target: the analyst's p95 time to the first chunk ≤ 300 ms.
 * The league is open-bench-league.ts's; BENCH_SOCKETS (200) and BENCH_QUESTIONS (5) set the run.
 */
import { type DatabaseHandle, players, plays } from '@all22/db';
import { parseLeagueClock } from '@all22/league';
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { buildApp } from '../app.js';
import type { ChatAssistant } from '../chat/chat-assistant.js';
import { createLiveChanges } from '../changes/live-changes.js';
import { loadConfig } from '../config/load-config.js';
import { openChatSocket, type ChatSocketClient } from '../testing/chat-socket-client.js';
import { findFreePort } from '../testing/build-test-app.js';
import { mintAccessToken } from '../testing/oidc-test-client.js';
import { openBenchLeague } from './open-bench-league.js';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 5);
const FIRST_CHUNK_P95_TARGET_MS = 300;
const SUBSCRIBED = [{ id: 'all22-monthly', status: 'ACTIVE' }];
/** A reply may take this long under load before it counts as an error. */
const REPLY_TIMEOUT_MS = 60_000;

interface QuestionTiming {
  firstChunkMs: number;
  completeMs: number;
}

interface RunResult {
  timings: QuestionTiming[];
  errors: string[];
  /** Bytes of RSS and heap per authenticated socket. */
  rssPerSocket: number;
  heapPerSocket: number;
  seconds: number;
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN);
};

/** The echo baseline: one chunk at once, nothing read. */
const baselineAssistant: ChatAssistant = {
  async *reply({ message }) {
    yield `You asked: ${message}`;
  },
};

/** Varied questions naming the league's busiest ball carriers and targets, as users would ask. */
async function writeQuestions(database: DatabaseHandle, log: (line: string) => void) {
  const { db } = database;
  const busiest = async (column: typeof plays.rusherId | typeof plays.targetId) =>
    (
      await db
        .select({ id: column, touches: count() })
        .from(plays)
        .where(isNotNull(column))
        .groupBy(column)
        .orderBy(desc(count()))
        .limit(12)
    ).flatMap((row) => (row.id === null ? [] : [row.id]));
  const ids = [...(await busiest(plays.rusherId)), ...(await busiest(plays.targetId))];
  const named = await db
    .select({ id: players.nflId, name: players.displayName, position: players.position })
    .from(players)
    .where(and(inArray(players.nflId, ids), eq(players.status, 'ACT')));
  const running = named.filter((player) => player.position === 'RB').map((player) => player.name);
  const catching = named.filter((player) => player.position !== 'RB').map((player) => player.name);
  if (running.length < 2 || catching.length < 2) throw new Error('the league has too few active playmakers');
  log(`Questions name ${[...running, ...catching].join(', ')}`);
  return (socketIndex: number, question: number): string => {
    const rb = running[socketIndex % running.length] ?? '';
    const other = running[(socketIndex + 1) % running.length] ?? '';
    const wr = catching[socketIndex % catching.length] ?? '';
    const texts = [
      `How has ${rb} been trending the last four weeks?`,
      'How many targets did he get last week?',
      `Should I trade ${rb} for ${wr}?`,
      `Who should I start at flex, ${other} or ${wr}?`,
      'Which running backs are worth picking up off waivers?',
    ];
    return texts[question % texts.length] ?? texts[0] ?? '';
  };
}

async function runSockets(
  baseUrl: string,
  tokens: readonly string[],
  question: (socketIndex: number, question: number) => string,
): Promise<RunResult> {
  const errors: string[] = [];
  globalThis.gc?.();
  const before = process.memoryUsage();
  const sockets: ChatSocketClient[] = await Promise.all(
    tokens.map(async (token) => {
      const socket = await openChatSocket(baseUrl);
      socket.send({ type: 'auth', token });
      const welcome = await socket.next(REPLY_TIMEOUT_MS);
      if (welcome.type !== 'welcome') errors.push(`auth: ${JSON.stringify(welcome)}`);
      return socket;
    }),
  );
  globalThis.gc?.();
  const open = process.memoryUsage();
  const began = performance.now();
  const timings: QuestionTiming[] = [];
  await Promise.all(
    sockets.map(async (socket, socketIndex) => {
      for (let index = 0; index < QUESTIONS; index += 1) {
        const sent = performance.now();
        socket.send({ message: question(socketIndex, index) });
        let firstChunkMs = NaN;
        for (;;) {
          const frame = await socket.next(REPLY_TIMEOUT_MS).catch((error: unknown) => ({
            type: 'error' as const,
            message: String(error),
            code: 'TIMEOUT',
          }));
          if (frame.type === 'chunk' && Number.isNaN(firstChunkMs)) firstChunkMs = performance.now() - sent;
          if (frame.type === 'complete') {
            timings.push({ firstChunkMs, completeMs: performance.now() - sent });
            break;
          }
          if (frame.type === 'error') {
            errors.push(`${frame.code}: ${frame.message}`);
            return;
          }
        }
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  for (const socket of sockets) socket.close();
  await Promise.all(sockets.map((socket) => socket.closed));
  return {
    timings,
    errors,
    rssPerSocket: (open.rss - before.rss) / tokens.length,
    heapPerSocket: (open.heapUsed - before.heapUsed) / tokens.length,
    seconds,
  };
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function report(name: string, result: RunResult): { firstP95: number; completeP95: number } {
  const first = result.timings.map((timing) => timing.firstChunkMs);
  const complete = result.timings.map((timing) => timing.completeMs);
  const firstP95 = percentile(first, 95);
  const completeP95 = percentile(complete, 95);
  console.log(
    `${name.padEnd(18)} ${String(result.timings.length).padStart(5)} answers in ${result.seconds.toFixed(1)} s, ` +
      `first chunk p50 ${ms(percentile(first, 50))} p95 ${ms(firstP95)}, ` +
      `complete p50 ${ms(percentile(complete, 50))} p95 ${ms(completeP95)}, ` +
      `errors ${result.errors.length}, memory per socket: RSS ${kb(result.rssPerSocket)}, heap ${kb(result.heapPerSocket)}`,
  );
  for (const error of result.errors.slice(0, 5)) console.log(`  error: ${error}`);
  return { firstP95, completeP95 };
}

async function main(): Promise<void> {
  const log = (line: string) => console.log(line);
  const { database, cleanUp } = await openBenchLeague(log, 'all22-chat-bench-');
  const clock = parseLeagueClock(process.env.LEAGUE_CLOCK ?? '');
  const port = await findFreePort();
  const env = {
    LOG_LEVEL: 'error',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LEAGUE_SEED: process.env.LEAGUE_SEED || 'all22',
    // One bench machine asks far more than a person would.
    CHAT_RATE_LIMIT: '10000',
  };
  // Live changes as main.ts has them: the analyst keeps its tools' results until the league moves.
  const changes = await createLiveChanges(database, (error) => console.error('live changes:', error));
  const build = async (assistant?: ChatAssistant) =>
    buildApp({
      config: loadConfig(env),
      database,
      changes,
      leagueNow: clock.now,
      ...(assistant ? { chat: { assistant } } : {}),
    });
  const question = await writeQuestions(database, log);

  const runs: { name: string; assistant?: ChatAssistant }[] = [
    { name: 'baseline (echo)', assistant: baselineAssistant },
    { name: 'analyst (default)' },
  ];
  const results: Record<string, { firstP95: number; completeP95: number }> = {};
  let errors = 0;
  try {
    for (const run of runs) {
      const app = await build(run.assistant);
      try {
        await app.listen({ port, host: '127.0.0.1' });
        // The film index loads in the background after a start; measure the chat, not that load.
        await app.filmIndex.whenReady();
        const baseUrl = `http://127.0.0.1:${port}`;
        const tokens = await Promise.all(
          Array.from({ length: SOCKETS }, (_, index) =>
            mintAccessToken(app, baseUrl, { sub: `bench-user-${index}`, plans: SUBSCRIBED }),
          ),
        );
        const result = await runSockets(baseUrl, tokens, question);
        results[run.name] = report(run.name, result);
        errors += result.errors.length;
      } finally {
        await app.close();
      }
    }
  } finally {
    await changes.close();
    await database.close();
    cleanUp();
  }
  const baseline = results['baseline (echo)'];
  const analyst = results['analyst (default)'];
  if (baseline && analyst) {
    console.log(
      `Analyst / baseline p95: first chunk ${(analyst.firstP95 / baseline.firstP95).toFixed(1)}×, ` +
        `complete ${(analyst.completeP95 / baseline.completeP95).toFixed(1)}×`,
    );
    const met = analyst.firstP95 <= FIRST_CHUNK_P95_TARGET_MS && errors === 0;
    console.log(
      `Target: analyst p95 first chunk ≤ ${FIRST_CHUNK_P95_TARGET_MS} ms with no errors — ${met ? 'met' : 'NOT met'}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
