import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { openChatSocket, type ChatSocketClient } from '../../testing/chat-socket-client.js';
import { mintAccessToken } from '../../testing/oidc-test-client.js';
import {
  startFakeOpenAiServer,
  textReply,
  type FakeOpenAiServer,
} from './openai/testing/fake-openai-server.js';
import { analystTools } from './tools/index.js';

/** Which engine the chat socket answers with, from the configuration alone. */
describe('the chat engine chosen by the configuration', () => {
  let fake: FakeOpenAiServer;
  let withModel: TestApp;
  let embedded: TestApp;
  const sockets: ChatSocketClient[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    withModel = await buildTestApp({
      env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_API_KEY: 'sk-wiring' },
      live: {},
    });
    embedded = await buildTestApp({ live: {} });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await withModel?.close();
    await embedded?.close();
    await fake?.close();
  });

  async function ask(app: TestApp, message: string) {
    const socket = await openChatSocket(app.baseUrl);
    sockets.push(socket);
    const token = await mintAccessToken(app.app, app.baseUrl, {
      sub: `fan-${randomUUID()}`,
      plans: [{ id: 'all22-monthly', status: 'ACTIVE' }],
    });
    socket.send({ type: 'auth', token });
    expect(await socket.next()).toMatchObject({ type: 'welcome' });
    socket.send({ message });
    return socket.readUntil('complete', 10_000);
  }

  it('asks the OpenAI-compatible endpoint when LLM_BASE_URL is set, offering every analyst tool', async () => {
    fake.setModel(() => textReply('**Verdict:** ', 'start him.'));
    const frames = await ask(withModel, 'Should I start my running back?');
    // The model's pieces, streamed (one chunk or two, as they reach the server), then complete.
    const chunks = frames.flatMap((frame) => (frame.type === 'chunk' ? [frame.data] : []));
    expect(chunks.join('')).toBe('**Verdict:** start him.');
    expect(frames.at(-1)).toMatchObject({ type: 'complete', data: '**Verdict:** start him.' });
    const [request] = fake.requests;
    expect(request?.authorization).toBe('Bearer sk-wiring');
    expect(request?.body.model).toBe('fake-model');
    expect(
      request?.body.tools?.map((tool) => (tool.type === 'function' ? tool.function.name : tool.type)),
    ).toEqual(analystTools.map((tool) => tool.name));
  });

  it('answers with the embedded analyst otherwise, without any network', async () => {
    fake.setModel(() => textReply('from the model'));
    const frames = await ask(embedded, 'What can you do?');
    const complete = frames.at(-1);
    expect(complete?.type).toBe('complete');
    const answer = complete?.type === 'complete' ? (complete.data ?? '') : '';
    expect(answer).not.toContain('from the model');
    expect(answer.length).toBeGreaterThan(50);
    expect(fake.requests).toEqual([]);
  });
});
