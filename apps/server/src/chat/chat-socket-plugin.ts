import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CHAT_SOCKET_LIMITS } from '@all22/domain';
import { toAccessConfig } from '../config/access-config.js';
import type { ServerConfig } from '../config/load-config.js';
import { authenticateChatUser } from './authenticate-chat-user.js';
import type { LeagueChangeSignals } from './analyst/cache-tool-results.js';
import { createChatAssistant } from './analyst/create-chat-assistant.js';
import type { ChatAssistant } from './chat-assistant.js';
import { handleChatConnection } from './chat-connection.js';
import { createChatRateLimiter } from './chat-rate-limiter.js';
import { createChatMessageStore } from './chat-message-store.js';

export interface ChatSocketPluginOptions {
  config: ServerConfig;
  /** What answers; the configured Fantasy AI engine by default (createChatAssistant). */
  assistant?: ChatAssistant;
  /** The league clock the analyst reads the current season and week at (the wall clock by default). */
  leagueNow?: () => number;
  /** The process's live changes: the analyst keeps its tools' results until the league moves. */
  changes?: LeagueChangeSignals | null;
  /** Tests shorten the timers; CHAT_IDLE_MINUTES and spec 2's 10 s by default. */
  idleTimeoutMs?: number;
  authTimeoutMs?: number;
  /** How long a reply's first chunk may take before a typing frame goes out (TYPING_NOTICE_MS). */
  typingNoticeMs?: number;
  /** The clock token expiry is checked against (the wall clock by default). */
  now?: () => number;
}

/** The chat service as the health check sees it. */
export interface ChatService {
  /** The path the socket is served at. */
  readonly path: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when this server serves the chat socket. */
    chatService?: ChatService;
  }
}

/**
 * A frame is JSON of at most a 2000-character message; \u-escaped surrogate pairs make that at
 * most 24 KB. Anything larger is refused by ws (close 1009) before it is buffered whole.
 */
const MAX_FRAME_BYTES = 64 * 1024;

/**
 * A reply whose first chunk is out within this needs no typing notice: shorter than a person
 * notices, and well under the chat's p95 target to the first chunk (300 ms, bench:chat).
 */
const TYPING_NOTICE_MS = 200;

/** The socket's path when CHAT_SOCKET_URL is a path of this server; null when the chat runs elsewhere. */
export function getChatSocketPath(socketUrl: string): string | null {
  if (!socketUrl.startsWith('/')) return null;
  return socketUrl.split('?')[0] ?? socketUrl;
}

/**
 * The Fantasy AI chat socket (spec 2 §4, §7; docs/decisions/server.md "Chat service") at
 * CHAT_SOCKET_URL's path. The websocket plugin is registered in a child context so that its
 * route hook touches only this route; the service itself is decorated on the app for the health
 * check. Open sockets are closed when the app closes (the websocket plugin's preClose).
 */
export const chatSocketPlugin = fp(
  async (app: FastifyInstance, options: ChatSocketPluginOptions) => {
    const path = getChatSocketPath(options.config.env.CHAT_SOCKET_URL);
    if (path === null) return;
    const accessConfig = toAccessConfig(options.config);
    let assistant = options.assistant;
    if (!assistant) {
      const engine = createChatAssistant({
        config: options.config,
        database: app.database.db,
        now: options.leagueNow ?? Date.now,
        changes: options.changes ?? null,
      });
      app.addHook('onClose', async () => engine.close());
      assistant = engine.assistant;
    }
    const rateLimiter = createChatRateLimiter(options.config.env.CHAT_RATE_LIMIT);
    const replyingSessions = new Set<string>();
    const messages = createChatMessageStore(app.database.db);

    app.decorate('chatService', { path } satisfies ChatService);

    await app.register(async (scope) => {
      await scope.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
      scope.get(path, { websocket: true, schema: { hide: true } }, (socket, request) => {
        handleChatConnection(socket, {
          db: app.database.db,
          messages,
          assistant,
          authenticate: (token) => authenticateChatUser(token, app.authenticateToken, accessConfig),
          rateLimiter,
          replyingSessions,
          authTimeoutMs: options.authTimeoutMs ?? CHAT_SOCKET_LIMITS.authTimeoutMs,
          idleTimeoutMs: options.idleTimeoutMs ?? options.config.env.CHAT_IDLE_MINUTES * 60_000,
          typingNoticeMs: options.typingNoticeMs ?? TYPING_NOTICE_MS,
          now: options.now ?? Date.now,
          log: request.log,
        });
      });
    });
  },
  { name: 'chat-socket', dependencies: ['auth'] },
);
