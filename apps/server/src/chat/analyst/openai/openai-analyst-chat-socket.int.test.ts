import { chatMessages } from '@all22/db';
import { CHAT_GENERIC_ERROR_MESSAGE } from '@all22/domain';
import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.js';
import { captureLogs } from '../../../testing/capture-logs.js';
import { openChatSocket, type ChatSocketClient } from '../../../testing/chat-socket-client.js';
import { mintAccessToken } from '../../../testing/oidc-test-client.js';
import { createOpenAiAnalyst } from './create-openai-analyst.js';
import { startAnalystTestbed, type AnalystTestbed } from './testing/analyst-testbed.js';
import { readToolResults, textReply, toolCallReply } from './testing/fake-openai-server.js';
import { testAnalystTools, testContextLoader } from './testing/test-analyst-tools.js';

const API_KEY = 'sk-secret-socket-key';
const PROVIDER_TEXT = 'Upstream exploded (internal detail 7f3a)';
/** Long enough for the one retry of a 5xx (about a second), short enough for the hang test. */
const TIMEOUT_MS = 2_000;

/** The engine behind the real chat socket: what a subscriber sees of its answers and failures. */
describe('the OpenAI-compatible analyst over the chat socket', () => {
  let testbed: AnalystTestbed;
  let server: TestApp;
  const logs = captureLogs();
  const sockets: ChatSocketClient[] = [];

  beforeAll(async () => {
    testbed = await startAnalystTestbed();
    const assistant = createOpenAiAnalyst({
      baseUrl: testbed.fake.baseUrl,
      apiKey: API_KEY,
      model: 'fake-model',
      tools: testAnalystTools,
      loadContext: testContextLoader(testbed.database.db),
      timeoutMs: TIMEOUT_MS,
    });
    // No typing notice within a test (a notice depends on timing): the frames are the reply's own.
    server = await buildTestApp({
      database: testbed.database,
      chat: { assistant, typingNoticeMs: 60_000 },
      logger: logs.logger,
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
    await testbed?.close();
  });

  /** A subscriber's socket, signed in, that has sent `message`. */
  async function send(message: string) {
    const socket = await openChatSocket(server.baseUrl);
    sockets.push(socket);
    const token = await mintAccessToken(server.app, server.baseUrl, {
      sub: `fan-${randomUUID()}`,
      plans: [{ id: 'all22-monthly', status: 'ACTIVE' }],
    });
    socket.send({ type: 'auth', token });
    const welcome = await socket.next();
    socket.send({ message });
    return { socket, sessionId: welcome.sessionId as string };
  }

  /** The frames answering `message`, up to its complete or error frame. */
  async function ask(message: string) {
    const { socket, sessionId } = await send(message);
    return { frames: await socket.readUntil('complete'), sessionId };
  }

  const storedMessages = (sessionId: string) =>
    testbed.database.db
      .select({ role: chatMessages.role, content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(asc(chatMessages.messageId));

  it('streams an answer built from a tool result as chunks, then completes and stores it', async () => {
    testbed.fake.setModel((request, index) => {
      if (index === 0)
        return toolCallReply({ name: 'count_players_by_position', arguments: '{"position":"TE"}' });
      const [rows] = readToolResults(request) as { players: number }[][];
      return textReply('**Two.** ', `The league lists ${rows?.[0]?.players} tight ends.`);
    });
    const { frames, sessionId } = await ask('How many tight ends are there?');
    const answer = '**Two.** The league lists 2 tight ends.';
    // The model's pieces as chunks (pieces that reach the server together share one), complete.
    expect(frames.at(-1)).toEqual({ type: 'complete', data: answer, sessionId });
    const chunks = frames.slice(0, -1);
    expect(chunks.every((frame) => frame.type === 'chunk')).toBe(true);
    expect(chunks.map((frame) => (frame.type === 'chunk' ? frame.data : '')).join('')).toBe(answer);
    expect(await storedMessages(sessionId)).toEqual([
      { role: 'user', content: 'How many tight ends are there?' },
      { role: 'assistant', content: answer },
    ]);
  });

  it.each([
    [
      'a 500',
      { kind: 'status', status: 500, message: PROVIDER_TEXT },
      /HTTP 500 \(fake_failure\): 500 Upstream/,
    ],
    ['a 401', { kind: 'status', status: 401, message: PROVIDER_TEXT }, /HTTP 401/],
    [
      'an error event',
      { kind: 'error-event', text: [], message: PROVIDER_TEXT },
      /error event in the stream/,
    ],
    ['a hang past the timeout', { kind: 'hang' }, new RegExp(`silent for ${TIMEOUT_MS} ms`)],
  ] as const)(
    'shows the generic failure text for %s, with no provider text, and logs the reason without the key',
    async (_name, reply, reason) => {
      testbed.fake.setModel(() => reply);
      const logged = logs.text().length;
      const { frames, sessionId } = await ask('How many kickers are there?');
      expect(frames).toEqual([
        { type: 'error', message: CHAT_GENERIC_ERROR_MESSAGE, code: 'ASSISTANT_FAILED' },
      ]);
      expect(JSON.stringify(frames)).not.toContain('7f3a');
      expect(await storedMessages(sessionId)).toEqual([
        { role: 'user', content: 'How many kickers are there?' },
      ]);
      const log = logs.text().slice(logged);
      expect(log).toMatch(/"msg":"chat: the reply failed"/);
      expect(log).toMatch(reason);
      expect(log).not.toContain(API_KEY);
    },
  );

  it('ends a reply cut by a malformed stream with the generic text after the chunks already shown, and stores no answer', async () => {
    testbed.fake.setModel(() => ({ kind: 'malformed', text: ['One kicker: '] }));
    const { frames, sessionId } = await ask('Who kicks?');
    expect(frames).toEqual([
      { type: 'chunk', data: 'One kicker: ' },
      { type: 'error', message: CHAT_GENERIC_ERROR_MESSAGE, code: 'ASSISTANT_FAILED' },
    ]);
    expect(await storedMessages(sessionId)).toEqual([{ role: 'user', content: 'Who kicks?' }]);
  });

  it('drops the request to the endpoint when the user closes the socket mid-answer, and stores no answer', async () => {
    testbed.fake.setModel(() => ({ kind: 'stall', text: ['One kicker: '] }));
    const { socket, sessionId } = await send('Who kicks?');
    expect(await socket.next()).toEqual({ type: 'chunk', data: 'One kicker: ' });
    socket.close();
    await expect.poll(() => testbed.fake.requests[0]?.isAbandoned()).toBe(true);
    expect(await storedMessages(sessionId)).toEqual([{ role: 'user', content: 'Who kicks?' }]);
  });
});
