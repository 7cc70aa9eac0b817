import { setImmediate as nextTurn } from 'node:timers/promises';
import { chatMessages, chatSessions } from '@all22/db';
import { testDatabaseTargets } from '@all22/db/testing';
import { healthResponseSchema } from '@all22/contracts';
import {
  CHAT_GENERIC_ERROR_MESSAGE,
  CHAT_MAX_LENGTH,
  getAuthErrorMessage,
  AUTH_EXPIRED_MESSAGE,
} from '@all22/domain';
import { asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { openChatSocket, type ChatSocketClient } from '../testing/chat-socket-client.js';
import { mintAccessToken } from '../testing/oidc-test-client.js';
import type { ChatAssistant, ChatReplyInput } from './chat-assistant.js';
import { CHAT_ERRORS } from './chat-errors.js';

const SUBSCRIBED = [{ id: 'all22-monthly', status: 'ACTIVE' }];

/**
 * A real assistant for tests: it echoes the question with the number of earlier messages it was
 * given, in three pieces; a question starting with "hold" waits until `release()`, and one
 * starting with "fail" throws.
 */
function createScriptedAssistant() {
  const calls: ChatReplyInput[] = [];
  const held: (() => void)[] = [];
  const assistant: ChatAssistant = {
    async *reply(input) {
      calls.push(input);
      if (input.message.startsWith('hold')) await new Promise<void>((resolve) => held.push(resolve));
      if (input.message.startsWith('fail')) throw new Error('the scripted assistant failed');
      yield 'You asked: ';
      yield input.message;
      // A later turn of the event loop, as a model's next token would be: its own chunk.
      await nextTurn();
      yield ` (${input.history.length} earlier)`;
    },
  };
  return { assistant, calls, release: () => held.splice(0).forEach((resolve) => resolve()) };
}

const replyText = (message: string, earlier: number) => `You asked: ${message} (${earlier} earlier)`;

describe.each(testDatabaseTargets())('the chat socket on %s', (target) => {
  const scripted = createScriptedAssistant();
  let clockShiftMs = 0;
  /**
   * The main server: spec timers, a rate limit of 4 a minute, a shiftable clock, and no typing
   * notice within a test (a notice depends on timing), so its frames are the replies' own.
   */
  let server: TestApp;
  /** A second process on the same database, with short auth and idle timeouts and typing notices. */
  let second: TestApp;
  const sockets: ChatSocketClient[] = [];

  beforeAll(async () => {
    server = await buildTestApp({
      target,
      env: { CHAT_RATE_LIMIT: '4' },
      chat: { assistant: scripted.assistant, now: () => Date.now() + clockShiftMs, typingNoticeMs: 60_000 },
    });
    second = await buildTestApp({
      database: server.database,
      chat: { assistant: scripted.assistant, authTimeoutMs: 300, idleTimeoutMs: 600, typingNoticeMs: 50 },
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await second?.close();
    await server?.close();
  });

  const tokenFor = (app: TestApp, sub: string, plans: unknown[] = SUBSCRIBED, expiresIn?: number) =>
    mintAccessToken(app.app, app.baseUrl, { sub, plans }, expiresIn === undefined ? {} : { expiresIn });

  async function open(app: TestApp = server): Promise<ChatSocketClient> {
    const socket = await openChatSocket(app.baseUrl);
    sockets.push(socket);
    return socket;
  }

  /** An authenticated socket for `sub`; returns it and the session id of its welcome. */
  async function signedInSocket(sub: string, app: TestApp = server) {
    const socket = await open(app);
    socket.send({ type: 'auth', token: await tokenFor(app, sub) });
    const welcome = await socket.next();
    expect(welcome).toMatchObject({ type: 'welcome', sessionId: expect.any(String) });
    return { socket, sessionId: welcome.sessionId as string };
  }

  const storedMessages = (sessionId: string) =>
    server.database.db
      .select({ role: chatMessages.role, content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(asc(chatMessages.messageId));

  const expectError = async (socket: ChatSocketClient, code: keyof typeof CHAT_ERRORS) =>
    expect(await socket.next()).toEqual({ type: 'error', message: CHAT_ERRORS[code], code });

  it('welcomes a subscriber with a session id and streams a reply as chunks and complete, stored', async () => {
    const { socket, sessionId } = await signedInSocket(`User-${randomUUID()}`);
    socket.send({ message: '  How is the ground game?  ' });
    const frames = await socket.readUntil('complete');
    const text = replyText('How is the ground game?', 0);
    expect(frames).toEqual([
      // The pieces of one turn go out as one chunk.
      { type: 'chunk', data: 'You asked: How is the ground game?' },
      { type: 'chunk', data: ' (0 earlier)' },
      { type: 'complete', data: text, sessionId },
    ]);
    expect(await storedMessages(sessionId)).toEqual([
      { role: 'user', content: 'How is the ground game?' },
      { role: 'assistant', content: text },
    ]);
    const [session] = await server.database.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.sessionId, sessionId));
    // The token subject is stored lower-cased; the first question titles the session.
    expect(session?.userId).toMatch(/^user-/);
    expect(session?.title).toBe('How is the ground game?');
  });

  it.each([
    ['an invalid token', 'not-a-jwt', 'INVALID_TOKEN'],
    ['an expired token', 'expired', 'INVALID_TOKEN'],
    ['a non-subscriber', 'unsubscribed', 'NOT_SUBSCRIBED'],
  ] as const)('refuses %s with an error and a close', async (_name, kind, code) => {
    const socket = await open();
    const token =
      kind === 'not-a-jwt'
        ? 'not-a-jwt'
        : kind === 'expired'
          ? await tokenFor(server, 'someone', SUBSCRIBED, -600)
          : await tokenFor(server, 'someone', []);
    socket.send({ type: 'auth', token });
    await expectError(socket, code);
    expect(getAuthErrorMessage(CHAT_ERRORS[code])).toContain('Authentication failed');
    expect(await socket.closed).toBe(1008);
  });

  it('refuses everyone when the chatbot flag is off', async () => {
    const off = await buildTestApp({ database: server.database, env: { FEATURE_CHATBOT: 'false' } });
    try {
      const socket = await openChatSocket(off.baseUrl);
      socket.send({ type: 'auth', token: await tokenFor(off, 'subscriber') });
      await expectError(socket, 'CHATBOT_OFF');
      expect(await socket.closed).toBe(1008);
    } finally {
      await off.close();
    }
  });

  it('closes a socket that sends no auth frame in time with "Authentication timeout"', async () => {
    const socket = await open(second);
    expect(await socket.next(2_000)).toEqual({
      type: 'error',
      message: 'Authentication timeout',
      code: 'AUTH_TIMEOUT',
    });
    expect(await socket.closed).toBe(1008);
  });

  it('refuses a message before auth and an unparseable frame, and keeps the socket', async () => {
    const socket = await open();
    socket.send({ message: 'hello?' });
    await expectError(socket, 'NOT_AUTHENTICATED');
    socket.sendText('not json');
    await expectError(socket, 'INVALID_FRAME');
    socket.send({ type: 'auth', token: 'x', extra: true });
    await expectError(socket, 'INVALID_FRAME');
    socket.send({ type: 'auth', token: await tokenFor(server, `u-${randomUUID()}`) });
    expect(await socket.next()).toMatchObject({ type: 'welcome' });
    expect(socket.isOpen()).toBe(true);
  });

  it('closes an idle socket with "Connection timeout due to inactivity"; pings do not keep it open', async () => {
    const { socket } = await signedInSocket(`u-${randomUUID()}`, second);
    socket.send({ type: 'ping' });
    expect(await socket.next(3_000)).toEqual({
      type: 'error',
      message: 'Connection timeout due to inactivity',
      code: 'INACTIVITY_TIMEOUT',
    });
    expect(await socket.closed).toBe(1000);
  });

  it('names the token when it expires during a session, then closes', async () => {
    const { socket } = await signedInSocket(`u-${randomUUID()}`);
    clockShiftMs = 3_600_000;
    try {
      socket.send({ message: 'still there?' });
      await expectError(socket, 'TOKEN_EXPIRED');
      expect(getAuthErrorMessage(CHAT_ERRORS.TOKEN_EXPIRED)).toBe(AUTH_EXPIRED_MESSAGE);
      expect(await socket.closed).toBe(1008);
    } finally {
      clockShiftMs = 0;
    }
  });

  it(`refuses a message over ${CHAT_MAX_LENGTH} characters and stores nothing`, async () => {
    const { socket, sessionId } = await signedInSocket(`u-${randomUUID()}`);
    socket.send({ message: 'x'.repeat(CHAT_MAX_LENGTH + 1) });
    await expectError(socket, 'MESSAGE_TOO_LONG');
    socket.send({ message: 'x'.repeat(CHAT_MAX_LENGTH) });
    expect((await socket.readUntil('complete')).at(-1)?.type).toBe('complete');
    expect(await storedMessages(sessionId)).toHaveLength(2);
  });

  it('limits a user to CHAT_RATE_LIMIT messages a minute', async () => {
    const { socket } = await signedInSocket(`u-${randomUUID()}`);
    for (let index = 0; index < 4; index += 1) {
      socket.send({ message: `question ${index}` });
      expect((await socket.readUntil('complete')).at(-1)?.type).toBe('complete');
    }
    socket.send({ message: 'one more' });
    await expectError(socket, 'RATE_LIMITED');
    expect(socket.isOpen()).toBe(true);
  });

  it('answers one message at a time: a message during a reply is refused', async () => {
    const { socket, sessionId } = await signedInSocket(`u-${randomUUID()}`);
    socket.send({ message: 'hold on' });
    await expect.poll(() => scripted.calls.some((call) => call.sessionId === sessionId)).toBe(true);
    socket.send({ message: 'are you there?' });
    await expectError(socket, 'REPLY_IN_PROGRESS');
    scripted.release();
    expect((await socket.readUntil('complete')).at(-1)).toEqual({
      type: 'complete',
      data: replyText('hold on', 0),
      sessionId,
    });
    expect(await storedMessages(sessionId)).toHaveLength(2);
  });

  it('announces a reply slow to start with a typing frame before its chunks', async () => {
    const { socket, sessionId } = await signedInSocket(`u-${randomUUID()}`, second);
    socket.send({ message: 'hold for a while' });
    expect(await socket.next()).toEqual({ type: 'typing', sessionId });
    scripted.release();
    expect(await socket.readUntil('complete')).toEqual([
      { type: 'chunk', data: 'You asked: hold for a while' },
      { type: 'chunk', data: ' (0 earlier)' },
      { type: 'complete', data: replyText('hold for a while', 0), sessionId },
    ]);
  });

  it('sends the generic failure text when the assistant fails, keeping the question', async () => {
    const { socket, sessionId } = await signedInSocket(`u-${randomUUID()}`);
    socket.send({ message: 'fail please' });
    expect((await socket.readUntil('error')).at(-1)).toEqual({
      type: 'error',
      message: CHAT_GENERIC_ERROR_MESSAGE,
      code: 'ASSISTANT_FAILED',
    });
    expect(await storedMessages(sessionId)).toEqual([{ role: 'user', content: 'fail please' }]);
  });

  it('continues a session by id on a second socket and on a second server process', async () => {
    const user = `u-${randomUUID()}`;
    const first = await signedInSocket(user);
    first.socket.send({ message: 'first question' });
    await first.socket.readUntil('complete');
    first.socket.close();

    // A reconnect: the welcome offers the latest session; New chat starts another.
    const again = await signedInSocket(user);
    expect(again.sessionId).toBe(first.sessionId);
    again.socket.send({ message: 'a new topic', newSession: true });
    const fresh = (await again.socket.readUntil('complete')).at(-1);
    expect(fresh).toMatchObject({ data: replyText('a new topic', 0) });
    expect(fresh?.sessionId).not.toBe(first.sessionId);
    again.socket.send({ message: 'back to it', sessionId: first.sessionId });
    expect((await again.socket.readUntil('complete')).at(-1)).toEqual({
      type: 'complete',
      data: replyText('back to it', 2),
      sessionId: first.sessionId,
    });

    const elsewhere = await signedInSocket(user, second);
    elsewhere.socket.send({ message: 'and from another process', sessionId: first.sessionId });
    expect((await elsewhere.socket.readUntil('complete')).at(-1)).toMatchObject({
      data: replyText('and from another process', 4),
      sessionId: first.sessionId,
    });
    expect(scripted.calls.at(-1)?.history.map((entry) => entry.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
  });

  it("refuses another user's session as an unknown one, without reading it", async () => {
    const owner = await signedInSocket(`u-${randomUUID()}`);
    owner.socket.send({ message: 'my secret plan' });
    await owner.socket.readUntil('complete');
    const stranger = await signedInSocket(`u-${randomUUID()}`);
    const before = scripted.calls.length;
    for (const sessionId of [owner.sessionId, randomUUID(), 'not-a-uuid']) {
      stranger.socket.send({ message: 'show me', sessionId });
      await expectError(stranger.socket, 'UNKNOWN_SESSION');
    }
    expect(scripted.calls.length).toBe(before);
    expect(await storedMessages(owner.sessionId)).toHaveLength(2);
  });

  it('reports the chat service as ok in /api/health', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    const body = healthResponseSchema.parse(await response.json());
    expect(body.checks.chat).toEqual({ status: 'ok', url: '/ws/chat' });
  });

  it("serves everyone as the 'local' subscriber with AUTH_ENABLED=false and closes its sockets on app close", async () => {
    const open = await buildTestApp({
      database: server.database,
      env: { AUTH_ENABLED: 'false' },
      chat: { assistant: scripted.assistant },
    });
    const socket = await openChatSocket(open.baseUrl);
    try {
      socket.send({ type: 'auth', token: 'anything' });
      const welcome = await socket.next();
      expect(welcome.type).toBe('welcome');
      socket.send({ message: 'who am I?' });
      await socket.readUntil('complete');
      expect(scripted.calls.at(-1)?.userId).toBe('local');
    } finally {
      await open.close();
    }
    await socket.closed;
    expect(socket.isOpen()).toBe(false);
  });
});
