/**
 * bench:chat's clients, on a worker thread (another core), so the server's figures are not the
 * clients' too: opens one authenticated socket per token, reports, waits for "ask", then has each
 * socket ask its questions one after another, all sockets at once, timing each reply.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openChatSocket, type ChatSocketClient } from '../testing/chat-socket-client.js';

export interface ChatBenchClientsInput {
  readonly baseUrl: string;
  readonly tokens: readonly string[];
  /** Each socket's questions, in the order it asks them. */
  readonly questions: readonly (readonly string[])[];
  readonly replyTimeoutMs: number;
}

export interface QuestionTiming {
  /** Which of the socket's questions (0: its first). */
  readonly questionIndex: number;
  readonly firstChunkMs: number;
  readonly completeMs: number;
}

export type ChatBenchClientsMessage =
  | { readonly type: 'open'; readonly errors: string[] }
  | {
      readonly type: 'done';
      readonly timings: QuestionTiming[];
      readonly errors: string[];
      readonly seconds: number;
    };

async function askAll(socket: ChatSocketClient, questions: readonly string[], input: ChatBenchClientsInput) {
  const timings: QuestionTiming[] = [];
  for (const [questionIndex, question] of questions.entries()) {
    const sent = performance.now();
    socket.send({ message: question });
    let firstChunkMs = NaN;
    for (;;) {
      const frame = await socket.next(input.replyTimeoutMs).catch((error: unknown) => ({
        type: 'error' as const,
        message: String(error),
        code: 'TIMEOUT',
      }));
      if (frame.type === 'chunk' && Number.isNaN(firstChunkMs)) firstChunkMs = performance.now() - sent;
      if (frame.type === 'complete') {
        timings.push({ questionIndex, firstChunkMs, completeMs: performance.now() - sent });
        break;
      }
      if (frame.type === 'error') return { timings, error: `${frame.code}: ${frame.message}` };
    }
  }
  return { timings, error: null };
}

async function run(port: NonNullable<typeof parentPort>, input: ChatBenchClientsInput): Promise<void> {
  const openErrors: string[] = [];
  const sockets = await Promise.all(
    input.tokens.map(async (token) => {
      const socket = await openChatSocket(input.baseUrl);
      socket.send({ type: 'auth', token });
      const welcome = await socket.next(input.replyTimeoutMs);
      if (welcome.type !== 'welcome') openErrors.push(`auth: ${JSON.stringify(welcome)}`);
      return socket;
    }),
  );
  port.postMessage({ type: 'open', errors: openErrors } satisfies ChatBenchClientsMessage);
  await new Promise((resolve) => port.once('message', resolve));
  const began = performance.now();
  const results = await Promise.all(
    sockets.map((socket, index) => askAll(socket, input.questions[index] ?? [], input)),
  );
  const seconds = (performance.now() - began) / 1000;
  for (const socket of sockets) socket.close();
  await Promise.all(sockets.map((socket) => socket.closed));
  port.postMessage({
    type: 'done',
    timings: results.flatMap((result) => result.timings),
    errors: results.flatMap((result) => (result.error === null ? [] : [result.error])),
    seconds,
  } satisfies ChatBenchClientsMessage);
}

if (parentPort) await run(parentPort, workerData as ChatBenchClientsInput);
