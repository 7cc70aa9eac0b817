/**
 * Test support: a real OpenAI-compatible endpoint on loopback. `POST /v1/chat/completions`
 * answers with what the test's script returns for the request, streamed as OpenAI streams it
 * (server-sent `chat.completion.chunk` events, tool calls with their arguments split across
 * chunks, then `data: [DONE]`), or fails the way a real endpoint can. Every request is recorded
 * so tests can assert what the engine sent.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ChatCompletionChunk,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';

/** A tool call the fake model makes; `arguments` is JSON text (or not, to test the engine). */
export interface FakeToolCall {
  readonly name: string;
  readonly arguments: string;
}

export type FakeReply =
  /** A streamed answer: text pieces, then tool calls (finish_reason tool_calls when there are any). */
  | {
      readonly kind: 'stream';
      readonly text?: readonly string[];
      readonly toolCalls?: readonly FakeToolCall[];
      /** The pause after each event (a slow model), 1 ms by default. */
      readonly pauseMs?: number;
    }
  /** A non-2xx answer with an OpenAI-style error body. */
  | { readonly kind: 'status'; readonly status: number; readonly message: string }
  /** Headers never come. */
  | { readonly kind: 'hang' }
  /** The text pieces stream, then the stream stalls without ending. */
  | { readonly kind: 'stall'; readonly text: readonly string[] }
  /** The text pieces stream, then an event whose data is not JSON. */
  | { readonly kind: 'malformed'; readonly text: readonly string[] }
  /** The text pieces stream, then the connection ends without a finish reason or [DONE]. */
  | { readonly kind: 'cut'; readonly text: readonly string[] }
  /** The text pieces stream, then an event carrying an error, as OpenAI reports a late failure. */
  | { readonly kind: 'error-event'; readonly text: readonly string[]; readonly message: string };

/** A streamed answer in these text pieces. */
export function textReply(...text: string[]): FakeReply {
  return { kind: 'stream', text };
}

/** A streamed request for these tool calls. */
export function toolCallReply(...toolCalls: FakeToolCall[]): FakeReply {
  return { kind: 'stream', toolCalls };
}

export interface RecordedRequest {
  readonly body: ChatCompletionCreateParamsStreaming;
  readonly authorization: string | undefined;
  /** True once the client closed the connection before the reply ended (an abort or timeout). */
  readonly isAbandoned: () => boolean;
}

/** The fake model: the received request (and how many came before it) to its reply. */
export type FakeModel = (request: RecordedRequest, index: number) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAiServer {
  /** http://127.0.0.1:<port>/v1, the engine's base URL. */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** Replaces the model (and forgets the recorded requests). */
  setModel(model: FakeModel): void;
  close(): Promise<void>;
}

export async function startFakeOpenAiServer(
  model: FakeModel = () => textReply(''),
): Promise<FakeOpenAiServer> {
  let current = model;
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":{"message":"not found"}}');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let isAbandoned = false;
    response.once('close', () => (isAbandoned = !response.writableFinished));
    const recorded: RecordedRequest = {
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionCreateParamsStreaming,
      authorization: request.headers.authorization,
      isAbandoned: () => isAbandoned,
    };
    requests.push(recorded);
    const reply = await current(recorded, requests.length - 1);
    await sendReply(response, reply, recorded.body.model);
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setModel(next) {
      current = next;
      requests.length = 0;
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

async function sendReply(response: ServerResponse, reply: FakeReply, model: string): Promise<void> {
  switch (reply.kind) {
    case 'status':
      response
        .writeHead(reply.status, { 'content-type': 'application/json' })
        .end(
          JSON.stringify({ error: { message: reply.message, type: 'server_error', code: 'fake_failure' } }),
        );
      return;
    case 'hang':
      return;
    case 'stream': {
      const stream = openEventStream(response, model, reply.pauseMs);
      for (const piece of reply.text ?? []) await stream.send({ content: piece });
      const calls = reply.toolCalls ?? [];
      for (const [index, call] of calls.entries()) {
        const id = `call_${index}_${call.name}`;
        await stream.send({
          tool_calls: [{ index, id, type: 'function', function: { name: call.name, arguments: '' } }],
        });
        for (const piece of splitInPieces(call.arguments, 3)) {
          await stream.send({ tool_calls: [{ index, function: { arguments: piece } }] });
        }
      }
      await stream.send({}, calls.length > 0 ? 'tool_calls' : 'stop');
      response.end('data: [DONE]\n\n');
      return;
    }
    case 'stall':
    case 'malformed':
    case 'cut':
    case 'error-event': {
      const stream = openEventStream(response, model);
      for (const piece of reply.text) await stream.send({ content: piece });
      endBadStream(response, reply);
      return;
    }
  }
}

/** How each bad stream ends after its text: not at all, or with something else than [DONE]. */
function endBadStream(
  response: ServerResponse,
  reply: Extract<FakeReply, { text: readonly string[] }>,
): void {
  switch (reply.kind) {
    case 'stall':
      return;
    case 'malformed':
      response.end('data: {"id":"chatcmpl-fake","choices":[{"delta":{"content":\n\n');
      return;
    case 'cut':
      response.end();
      return;
    case 'error-event':
      response.end(
        `data: ${JSON.stringify({ error: { message: reply.message, type: 'server_error' } })}\n\n`,
      );
      return;
  }
}

/** A 200 event stream; each `send` writes one chunk event and lets the socket flush it. */
function openEventStream(response: ServerResponse, model: string, pauseMs = 1) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const created = Math.floor(Date.now() / 1000);
  const write = (
    delta: ChatCompletionChunk.Choice.Delta,
    finishReason: ChatCompletionChunk.Choice['finish_reason'],
  ) => {
    const chunk: ChatCompletionChunk = {
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
    };
    response.write(`data: ${JSON.stringify(chunk)}\n\n`);
  };
  write({ role: 'assistant', content: '' }, null);
  return {
    async send(
      delta: ChatCompletionChunk.Choice.Delta,
      finishReason: ChatCompletionChunk.Choice['finish_reason'] = null,
    ) {
      write(delta, finishReason);
      // A pause between events, so they reach the client as separate reads (or slowly).
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    },
  };
}

/** The text cut into up to `count` pieces of similar length (a model streams arguments so). */
function splitInPieces(text: string, count: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / count));
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += size) pieces.push(text.slice(start, start + size));
  return pieces;
}

/** The last user message of a request (the question). */
export function readQuestion(request: RecordedRequest): string {
  const question = request.body.messages.findLast((message) => message.role === 'user');
  return typeof question?.content === 'string' ? question.content : '';
}

/** The tool messages a request carried, their content parsed, in order. */
export function readToolResults(request: RecordedRequest): unknown[] {
  return request.body.messages
    .filter(
      (message): message is Extract<ChatCompletionMessageParam, { role: 'tool' }> => message.role === 'tool',
    )
    .map((message) => JSON.parse(typeof message.content === 'string' ? message.content : '') as unknown);
}
