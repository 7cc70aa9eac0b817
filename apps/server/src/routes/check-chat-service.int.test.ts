import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkChatService } from './check-chat-service.js';

describe('checkChatService', () => {
  const app = Fastify();
  let external: Server;
  let externalPort = 0;

  beforeAll(async () => {
    // What the chat service plugin (chat/chat-socket-plugin.ts) announces where it serves.
    app.decorate('chatService', { path: '/ws/chat' });
    await app.ready();
    // An external chat service that refuses plain HTTP, as a socket server does: still up.
    external = createServer((_request, response) => response.writeHead(426).end());
    await new Promise<void>((resolve) => external.listen(0, '127.0.0.1', resolve));
    externalPort = (external.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => external.close(resolve));
  });

  it('is ok for a path this server serves, unavailable for one it does not', async () => {
    expect(await checkChatService(app, '/ws/chat')).toEqual({ status: 'ok', url: '/ws/chat' });
    expect(await checkChatService(app, '/ws/other?x=1')).toMatchObject({ status: 'unavailable' });
  });

  it('probes an external socket URL over HTTP: any answer is up, no answer is failing', async () => {
    expect(await checkChatService(app, `ws://127.0.0.1:${externalPort}/chat`)).toEqual({
      status: 'ok',
      url: `ws://127.0.0.1:${externalPort}/chat`,
    });
    // A port nobody listens on (the external server's, once closed, could be reused: use port 1).
    expect(await checkChatService(app, 'ws://127.0.0.1:1/chat')).toEqual({
      status: 'failing',
      url: 'ws://127.0.0.1:1/chat',
      error: 'the chat service is unreachable',
    });
    expect(await checkChatService(app, 'not a url')).toMatchObject({ status: 'failing' });
  });
});
