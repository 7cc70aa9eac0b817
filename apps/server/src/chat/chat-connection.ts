import type { ChatClientFrame } from '@all22/contracts';
import type { Database } from '@all22/db';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { ChatAssistant, ChatHistoryEntry } from './chat-assistant.js';
import { CLOSING_CHAT_ERRORS, type ChatErrorCode } from './chat-errors.js';
import type { ChatRateLimiter } from './chat-rate-limiter.js';
import type { ChatAuthResult, ChatUser } from './authenticate-chat-user.js';
import { parseChatFrame } from './parse-chat-frame.js';
import { resolveChatSession, type ChatSessionRequest } from './resolve-chat-session.js';
import type { ChatMessageStore } from './chat-message-store.js';
import { sendChatError, sendChatFrame } from './send-chat-frame.js';
import { streamChatReply } from './stream-chat-reply.js';

/** What every connection of one server shares. */
export interface ChatConnectionContext {
  readonly db: Database;
  /** Where every connection's messages are stored, together (group commit). */
  readonly messages: ChatMessageStore;
  readonly assistant: ChatAssistant;
  readonly authenticate: (token: string) => Promise<ChatAuthResult>;
  readonly rateLimiter: ChatRateLimiter;
  /** Sessions with a reply being written in this process: one reply at a time per session. */
  readonly replyingSessions: Set<string>;
  readonly authTimeoutMs: number;
  readonly idleTimeoutMs: number;
  /** How long a reply's first chunk may take before a typing frame says it is coming. */
  readonly typingNoticeMs: number;
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
}

/** WebSocket close codes: 1008 policy violation (refused auth), 1000 normal (inactivity). */
const CLOSE_REFUSED = 1008;
const CLOSE_NORMAL = 1000;

/**
 * One socket's conversation with the server. Frames are handled one after another (a promise
 * chain), so auth, session lookups and message acceptance never interleave; a reply streams
 * outside the chain, so a message sent meanwhile is answered (refused) at once.
 */
export function handleChatConnection(socket: WebSocket, context: ChatConnectionContext): void {
  const { log } = context;
  let user: ChatUser | null = null;
  let sessionId: string | null = null;
  /**
   * The socket's copy of its session's messages: read once when the socket first speaks in a
   * session, then kept with each exchange, so a question costs no read. Another socket writing
   * to the same session meanwhile (a second tab) is not seen until this one changes session.
   */
  let history: { sessionId: string; entries: readonly ChatHistoryEntry[] } | null = null;
  let isReplying = false;
  let isClosed = false;
  const replyAbort = new AbortController();
  let idleTimer: NodeJS.Timeout | undefined;
  const authTimer = setTimeout(() => refuse('AUTH_TIMEOUT'), context.authTimeoutMs);
  let queue: Promise<void> = Promise.resolve();

  function refuse(code: ChatErrorCode): void {
    sendChatError(socket, code);
    if (!CLOSING_CHAT_ERRORS.has(code) || isClosed) return;
    isClosed = true;
    socket.close(code === 'INACTIVITY_TIMEOUT' ? CLOSE_NORMAL : CLOSE_REFUSED, code);
  }

  /** Restarts the inactivity countdown; a reply being written counts as activity. */
  function armIdleTimer(): void {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (isReplying) armIdleTimer();
      else refuse('INACTIVITY_TIMEOUT');
    }, context.idleTimeoutMs);
  }

  const hasTokenExpired = (): boolean =>
    user !== null && user.acceptedUntil !== null && context.now() > user.acceptedUntil;

  async function handleAuth(token: string): Promise<void> {
    // The 10 s are for the client to send its auth frame, not for us to check it.
    clearTimeout(authTimer);
    const result = await context.authenticate(token);
    if (result.kind === 'refused') return refuse(result.code);
    // A fresh token on an open socket extends it, for the same user only.
    if (user && user.userId !== result.user.userId) return refuse('WRONG_USER');
    user = result.user;
    sessionId ??= await resolveChatSession(context.db, user.userId, { kind: 'latest' });
    armIdleTimer();
    sendChatFrame(socket, { type: 'welcome', sessionId });
  }

  async function handleMessage(frame: Extract<ChatClientFrame, { message: string }>): Promise<void> {
    if (!user) return refuse('NOT_AUTHENTICATED');
    if (hasTokenExpired()) return refuse('TOKEN_EXPIRED');
    armIdleTimer();
    if (isReplying) return refuse('REPLY_IN_PROGRESS');
    const request: ChatSessionRequest = frame.newSession
      ? { kind: 'new' }
      : frame.sessionId !== undefined
        ? { kind: 'existing', sessionId: frame.sessionId }
        : sessionId !== null
          ? { kind: 'existing', sessionId }
          : { kind: 'latest' };
    // The socket's own session was resolved for this user already: no need to ask the database again.
    const target =
      request.kind === 'existing' && request.sessionId === sessionId
        ? sessionId
        : await resolveChatSession(context.db, user.userId, request);
    if (target === null) return refuse('UNKNOWN_SESSION');
    if (context.replyingSessions.has(target)) return refuse('REPLY_IN_PROGRESS');
    if (!context.rateLimiter.tryAcquire(user.userId)) return refuse('RATE_LIMITED');
    const known =
      history?.sessionId === target ? history.entries : await context.messages.readHistory(target);
    sessionId = target;
    isReplying = true;
    context.replyingSessions.add(target);
    void streamChatReply({
      messages: context.messages,
      assistant: context.assistant,
      socket,
      log,
      userId: user.userId,
      sessionId: target,
      message: frame.message,
      history: known,
      signal: replyAbort.signal,
      typingNoticeMs: context.typingNoticeMs,
    })
      .then((exchange) => {
        const added: ChatHistoryEntry[] = [
          ...(exchange.questionStored ? [{ role: 'user' as const, content: frame.message }] : []),
          ...(exchange.reply === null ? [] : [{ role: 'assistant' as const, content: exchange.reply }]),
        ];
        history = { sessionId: target, entries: [...known, ...added] };
      })
      .finally(() => {
        context.replyingSessions.delete(target);
        isReplying = false;
        if (!isClosed) armIdleTimer();
      });
  }

  async function handleFrame(data: RawData, isBinary: boolean): Promise<void> {
    if (isClosed) return;
    const parsed = isBinary ? null : parseChatFrame(rawDataToText(data));
    if (parsed === null) return refuse('INVALID_FRAME');
    if (parsed.kind === 'invalid') return refuse(parsed.code);
    const { frame } = parsed;
    if ('type' in frame) {
      if (frame.type === 'auth') return handleAuth(frame.token);
      return; // ping: the heartbeat keeps proxies from dropping the socket; it is not chat activity
    }
    return handleMessage(frame);
  }

  socket.on('message', (data, isBinary) => {
    queue = queue
      .then(() => handleFrame(data, isBinary))
      .catch((error: unknown) => {
        log.error({ err: error }, 'chat: a frame failed');
        refuse('ASSISTANT_FAILED');
      });
  });
  socket.on('close', () => {
    isClosed = true;
    clearTimeout(authTimer);
    clearTimeout(idleTimer);
    replyAbort.abort();
  });
}

function rawDataToText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}
