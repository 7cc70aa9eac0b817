import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, vi } from 'vitest';
import type * as NodeWs from 'ws';
import type { WebSocket as ServerSideSocket } from 'ws';

// The web tests resolve packages as a browser would, which gives ws's browser stub; require
// resolves as Node does, giving the real server.
const nodeWs = createRequire(import.meta.url)('ws') as typeof NodeWs;
const { WebSocketServer } = nodeWs;

/**
 * A browser-shaped WebSocket client for the tests: jsdom's globals break Node's built-in one (its
 * events are not jsdom's Event), so the tests open sockets with ws's client, which has the same API.
 */
export const TestWebSocket = nodeWs.WebSocket as unknown as typeof WebSocket;

/** What the scripted server does with a frame; `reply` sends text frames back on that socket. */
type Script = (
  frame: Record<string, unknown>,
  reply: (frame: unknown) => void,
  socket: ServerSideSocket,
) => void;

/**
 * A real chat socket server on loopback for the web tests, speaking the chat protocol
 * (contracts/chat.ts): by default it welcomes any token but "bad" (refused as the server refuses
 * one) and answers each message with typing, two chunks and complete, naming its session. Tests
 * swap the script to misbehave (stay silent, time out, close).
 */
export async function startChatSocketServer() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const received: Record<string, unknown>[] = [];
  let sessionCount = 0;
  let session = 'session-1';
  const defaultScript: Script = (frame, reply) => {
    if (frame.type === 'auth') {
      if (frame.token === 'bad') reply({ type: 'error', message: 'Authentication failed: invalid token' });
      else reply({ type: 'welcome', sessionId: session });
      return;
    }
    if (frame.type === 'ping') return;
    if (frame.newSession === true) {
      sessionCount += 1;
      session = `session-new-${sessionCount}`;
    }
    reply({ type: 'typing', sessionId: session });
    reply({ type: 'chunk', data: `You asked: ${String(frame.message)}. ` });
    reply({ type: 'chunk', data: 'See [the player](/players/player/123).' });
    reply({
      type: 'complete',
      data: `You asked: ${String(frame.message)}. See [the player](/players/player/123).`,
      sessionId: session,
    });
  };
  let script = defaultScript;
  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Record<string, unknown>;
      received.push(frame);
      script(frame, (answer) => socket.send(JSON.stringify(answer)), socket);
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/ws/chat`,
    received,
    defaultScript,
    setScript(next: Script) {
      script = next;
    },
    /** Closes every open socket as a dropped network would (1006 is not sendable; 4000 stands in). */
    dropAll() {
      for (const client of server.clients) client.terminate();
    },
    /** Sends `frame` on every open socket, then closes it normally (the server's inactivity timeout). */
    closeAllWith(frame: unknown) {
      for (const client of server.clients) {
        client.send(JSON.stringify(frame));
        client.close(1000);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

/** A running test chat server. */
export type ChatSocketServer = Awaited<ReturnType<typeof startChatSocketServer>>;

/**
 * For a chat UI test file: before each test a fresh server, the browser's WebSocket swapped for
 * the test client, no consent cookie and no saved chat; after each, the server closed. Returns
 * the current server.
 */
export function setUpChatSocketServer(): () => ChatSocketServer {
  let server: ChatSocketServer | undefined;
  beforeEach(async () => {
    server = await startChatSocketServer();
    vi.stubGlobal('WebSocket', TestWebSocket);
    document.cookie = 'fantasyAiConsent=; Max-Age=0; Path=/';
    localStorage.clear();
  });
  afterEach(() => server?.close());
  return () => {
    if (!server) throw new Error('setUpChatSocketServer: no server outside a test');
    return server;
  };
}
