/**
 * `npm run bench:chat`: the Fantasy AI under load (issue 18). 200 authenticated sockets (one
 * subscriber each, real signed tokens checked by the real verifier) each ask 5 questions in one
 * session, one after another, all sockets at once. For each question: the time to the first chunk
 * and to `complete`. Errors are counted, and memory per open authenticated socket is read from
 * the process (the server's alone: the clients run on a worker thread, another core).
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
import { findFreePort } from '../testing/build-test-app.js';
import { mintAccessToken } from '../testing/oidc-test-client.js';
import { Worker } from 'node:worker_threads';
import type { ChatBenchClientsInput, ChatBenchClientsMessage, QuestionTiming } from './chat-bench-clients.js';
import { openBenchLeague } from './open-bench-league.js';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 5);
const FIRST_CHUNK_P95_TARGET_MS = 300;
const SUBSCRIBED = [{ id: 'all22-monthly', status: 'ACTIVE' }];
/** A reply may take this long under load before it counts as an error. */
const REPLY_TIMEOUT_MS = 60_000;

interface RunResult {
  timings: QuestionTiming[];
  errors: string[];
  /** Bytes of the server's RSS and heap per authenticated socket. */
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

/** Runs the clients on a worker thread; the server's memory is read here, around their opening. */
async function runSockets(
  baseUrl: string,
  tokens: readonly string[],
  questions: string[][],
): Promise<RunResult> {
  globalThis.gc?.();
  const before = process.memoryUsage();
  const worker = new Worker(new URL('./chat-bench-clients.js', import.meta.url), {
    workerData: {
      baseUrl,
      tokens,
      questions,
      replyTimeoutMs: REPLY_TIMEOUT_MS,
    } satisfies ChatBenchClientsInput,
  });
  const messages: ChatBenchClientsMessage[] = [];
  const waiters: ((message: ChatBenchClientsMessage) => void)[] = [];
  worker.on('message', (message: ChatBenchClientsMessage) => {
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  const next = () =>
    Promise.race([
      new Promise<ChatBenchClientsMessage>((resolve) => {
        const queued = messages.shift();
        if (queued) resolve(queued);
        else waiters.push(resolve);
      }),
      failed,
    ]);
  try {
    const opened = await next();
    globalThis.gc?.();
    const open = process.memoryUsage();
    worker.postMessage('ask');
    const done = await next();
    if (opened.type !== 'open' || done.type !== 'done')
      throw new Error('the bench clients answered out of order');
    return {
      timings: done.timings,
      errors: [...opened.errors, ...done.errors],
      rssPerSocket: (open.rss - before.rss) / tokens.length,
      heapPerSocket: (open.heapUsed - before.heapUsed) / tokens.length,
      seconds: done.seconds,
    };
  } finally {
    await worker.terminate();
  }
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
  // Which question is slow: the p95 of each question's first chunk over the sockets.
  const byQuestion = Array.from({ length: QUESTIONS }, (_, index) =>
    ms(
      percentile(
        result.timings
          .filter((timing) => timing.questionIndex === index)
          .map((timing) => timing.firstChunkMs),
        95,
      ),
    ),
  );
  console.log(`${''.padEnd(18)} first chunk p95 per question: ${byQuestion.join(', ')}`);
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
  const questions = Array.from({ length: SOCKETS }, (_, socket) =>
    Array.from({ length: QUESTIONS }, (_, index) => question(socket, index)),
  );

  /**
   * Each run is one app. The analyst's runs twice on its app: first with its tool results not yet
   * read (a start, or the moment after a game ended or a week began), then again with them in
   * memory (between those moments, live games included: cache-tool-results.ts).
   */
  const runs: { names: string[]; assistant?: ChatAssistant }[] = [
    { names: ['baseline (echo)'], assistant: baselineAssistant },
    { names: ['analyst, cold', 'analyst, warm'] },
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
        for (const name of run.names) {
          const result = await runSockets(baseUrl, tokens, questions);
          results[name] = report(name, result);
          errors += result.errors.length;
        }
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
  for (const name of ['analyst, cold', 'analyst, warm']) {
    const analyst = results[name];
    if (!baseline || !analyst) continue;
    const met = analyst.firstP95 <= FIRST_CHUNK_P95_TARGET_MS && errors === 0;
    console.log(
      `${name} / baseline p95: first chunk ${(analyst.firstP95 / baseline.firstP95).toFixed(1)}×, ` +
        `complete ${(analyst.completeP95 / baseline.completeP95).toFixed(1)}× — ` +
        `target p95 first chunk ≤ ${FIRST_CHUNK_P95_TARGET_MS} ms with no errors: ${met ? 'met' : 'NOT met'}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
