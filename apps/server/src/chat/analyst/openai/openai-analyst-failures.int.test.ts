import type { DatabaseHandle } from '@all22/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../../testing/build-test-app.js';
import type { ChatAssistant } from '../../chat-assistant.js';
import { createOpenAiAnalyst } from './create-openai-analyst.js';
import { OpenAiAnalystError, type OpenAiFailure } from './openai-analyst-error.js';
import { startAnalystTestbed, type AnalystTestbed } from './testing/analyst-testbed.js';
import { askInput } from './testing/collect-reply.js';
import type { FakeOpenAiServer } from './testing/fake-openai-server.js';
import { testAnalystTools, testContextLoader } from './testing/test-analyst-tools.js';

const API_KEY = 'sk-secret-test-key';
const TIMEOUT_MS = 400;

/** Reads a reply to its end or its error: the pieces that arrived first, and the error. */
async function readUntilFailure(assistant: ChatAssistant) {
  const pieces: string[] = [];
  const started = Date.now();
  try {
    for await (const piece of assistant.reply(askInput('How many kickers?'))) {
      pieces.push(piece);
    }
  } catch (error) {
    return { pieces, error, elapsedMs: Date.now() - started };
  }
  throw new Error(`the reply did not fail: ${pieces.join('')}`);
}

function expectFailure(error: unknown, failure: OpenAiFailure, message: RegExp): void {
  expect(error).toBeInstanceOf(OpenAiAnalystError);
  expect((error as OpenAiAnalystError).failure).toBe(failure);
  expect((error as Error).message).toMatch(message);
  expect((error as Error).message).not.toContain(API_KEY);
}

describe('the OpenAI-compatible analyst when the endpoint fails', () => {
  let testbed: AnalystTestbed;
  let database: DatabaseHandle;
  let fake: FakeOpenAiServer;

  beforeAll(async () => {
    testbed = await startAnalystTestbed();
    ({ database, fake } = testbed);
  });
  afterAll(() => testbed?.close());

  /** The engine on the fake; the retry waits about a second, so tests of retries give it longer. */
  const analyst = (options: { baseUrl?: string; timeoutMs?: number } = {}) =>
    createOpenAiAnalyst({
      baseUrl: options.baseUrl ?? fake.baseUrl,
      apiKey: API_KEY,
      model: 'fake-model',
      tools: testAnalystTools,
      loadContext: testContextLoader(database.db),
      timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
    });

  it('throws on a 5xx after one retry, with the status and the endpoint words (key blanked) for the log', async () => {
    fake.setModel(() => ({
      kind: 'status',
      status: 500,
      message: `Upstream exploded; your key ${API_KEY} is fine`,
    }));
    const { error, pieces } = await readUntilFailure(analyst({ timeoutMs: 10_000 }));
    expectFailure(
      error,
      'provider',
      /^the model endpoint answered HTTP 500 \(fake_failure\): .*Upstream exploded; your key \*\*\*\* is fine/,
    );
    expect(pieces).toEqual([]);
    expect(fake.requests).toHaveLength(2);
  });

  it('throws on a 4xx without retrying', async () => {
    fake.setModel(() => ({ kind: 'status', status: 401, message: 'Incorrect API key provided' }));
    const { error } = await readUntilFailure(analyst());
    expectFailure(error, 'provider', /HTTP 401/);
    expect(fake.requests).toHaveLength(1);
  });

  it('throws when the endpoint cannot be reached', async () => {
    const closedPort = await findFreePort();
    const { error } = await readUntilFailure(
      analyst({ baseUrl: `http://127.0.0.1:${closedPort}/v1`, timeoutMs: 10_000 }),
    );
    expectFailure(error, 'unreachable', /^could not reach the model endpoint/);
  });

  it(`times out an endpoint that never answers after ${TIMEOUT_MS} ms, and drops the request`, async () => {
    fake.setModel(() => ({ kind: 'hang' }));
    const { error, elapsedMs } = await readUntilFailure(analyst());
    expectFailure(error, 'timeout', new RegExp(`silent for ${TIMEOUT_MS} ms`));
    expect(elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(elapsedMs).toBeLessThan(TIMEOUT_MS + 1_500);
    expect(fake.requests).toHaveLength(1);
    await expect.poll(() => fake.requests[0]?.isAbandoned()).toBe(true);
  });

  it('times out a stream that stalls after some pieces, which were passed on first', async () => {
    fake.setModel(() => ({ kind: 'stall', text: ['Kickers: ', 'one'] }));
    const { error, pieces } = await readUntilFailure(analyst());
    expect(pieces).toEqual(['Kickers: ', 'one']);
    expectFailure(error, 'timeout', /silent/);
    await expect.poll(() => fake.requests[0]?.isAbandoned()).toBe(true);
  });

  it('does not time out a slow stream that keeps sending', async () => {
    const text = ['One ', 'kicker ', 'in ', 'the ', 'league.'];
    fake.setModel(() => ({ kind: 'stream', text, pauseMs: TIMEOUT_MS / 2 }));
    const pieces: string[] = [];
    const started = Date.now();
    for await (const piece of analyst().reply(askInput('How many kickers?'))) pieces.push(piece);
    expect(pieces).toEqual(text);
    expect(Date.now() - started).toBeGreaterThan(TIMEOUT_MS * 2);
  });

  it('throws on a malformed event after passing on the pieces before it', async () => {
    fake.setModel(() => ({ kind: 'malformed', text: ['Kickers: '] }));
    const { error, pieces } = await readUntilFailure(analyst());
    expect(pieces).toEqual(['Kickers: ']);
    expectFailure(error, 'malformed-stream', /malformed stream/);
  });

  it('throws on a stream cut off before its finish reason', async () => {
    fake.setModel(() => ({ kind: 'cut', text: ['Kickers: ', 'one'] }));
    const { error, pieces } = await readUntilFailure(analyst());
    expect(pieces).toEqual(['Kickers: ', 'one']);
    expectFailure(error, 'malformed-stream', /without a finish reason/);
  });

  it('throws when the error arrives as an event in the stream', async () => {
    // OpenAI reports a failure after the headers as an event carrying `error`.
    fake.setModel(() => ({ kind: 'error-event', text: ['Kickers: '], message: 'model overloaded' }));
    const { error } = await readUntilFailure(analyst());
    expectFailure(error, 'provider', /error event in the stream.*model overloaded/);
  });

  it.each([
    ['before the endpoint answers', { kind: 'hang' } as const, 0],
    ['mid-stream', { kind: 'stall', text: ['Kickers: '] } as const, 1],
  ])(
    'stops and throws when the reply is aborted %s (a closed socket), dropping the request',
    async (_when, reply, before) => {
      fake.setModel(() => reply);
      const controller = new AbortController();
      // A long timeout: the abort, not the silence, must end it.
      const assistant = analyst({ timeoutMs: 10_000 });
      const pieces: string[] = [];
      const reading = (async () => {
        for await (const piece of assistant.reply(
          askInput('How many kickers?', { signal: controller.signal }),
        )) {
          pieces.push(piece);
        }
      })();
      await expect.poll(() => fake.requests.length).toBe(1);
      await expect.poll(() => pieces.length).toBe(before);
      const abortedAt = Date.now();
      controller.abort();
      const error = await reading.then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(Date.now() - abortedAt).toBeLessThan(1_000);
      expectFailure(error, 'aborted', /aborted/);
      await expect.poll(() => fake.requests[0]?.isAbandoned()).toBe(true);
    },
  );
});
