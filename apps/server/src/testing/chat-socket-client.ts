/** Test support: a real `ws` client of the chat socket that reads every server frame in order. */
import { chatServerFrameSchema, type ChatServerFrame } from '@all22/contracts';
import WebSocket from 'ws';

/** A server frame as parsed by the contracts, with the session id the server adds. */
export type ReceivedChatFrame = ChatServerFrame & { sessionId?: string };

export interface ChatSocketClient {
  send(frame: unknown): void;
  /** Sends raw text (not JSON-encoded). */
  sendText(text: string): void;
  /** The next frame not yet read; fails after `timeoutMs`. */
  next(timeoutMs?: number): Promise<ReceivedChatFrame>;
  /** Reads frames until one of `type` (or an error) arrives, returning the ones read (that one last). */
  readUntil(type: ChatServerFrame['type'], timeoutMs?: number): Promise<ReceivedChatFrame[]>;
  /** Resolves with the close code once the server (or we) closed the socket. */
  readonly closed: Promise<number>;
  isOpen(): boolean;
  close(): void;
}

/** Opens `ws://…{path}` on the test server; resolves once the socket is open. */
export async function openChatSocket(baseUrl: string, path = '/ws/chat'): Promise<ChatSocketClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`);
  const frames: ReceivedChatFrame[] = [];
  const waiters: ((frame: ReceivedChatFrame) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const raw = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
    const frame = {
      ...chatServerFrameSchema.parse(raw),
      ...(typeof raw.sessionId === 'string' ? { sessionId: raw.sessionId } : {}),
    };
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  const next = (timeoutMs = 5_000) =>
    new Promise<ReceivedChatFrame>((resolve, reject) => {
      const queued = frames.shift();
      if (queued) return resolve(queued);
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(deliver), 1);
        reject(new Error(`no chat frame within ${timeoutMs} ms`));
      }, timeoutMs);
      const deliver = (frame: ReceivedChatFrame) => {
        clearTimeout(timer);
        resolve(frame);
      };
      waiters.push(deliver);
    });

  return {
    send: (frame) => socket.send(JSON.stringify(frame)),
    sendText: (text) => socket.send(text),
    next,
    async readUntil(type, timeoutMs) {
      const read: ReceivedChatFrame[] = [];
      for (;;) {
        const frame = await next(timeoutMs);
        read.push(frame);
        // An error ends any wait: the test then sees what went wrong instead of a timeout.
        if (frame.type === type || frame.type === 'error') return read;
      }
    },
    closed,
    isOpen: () => socket.readyState === WebSocket.OPEN,
    close: () => socket.close(),
  };
}
