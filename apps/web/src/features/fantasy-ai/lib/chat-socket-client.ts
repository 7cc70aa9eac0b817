import { type ChatClientFrame, type ChatServerFrameReading, readChatServerFrame } from '@all22/contracts';
import {
  CHAT_INACTIVITY_TIMEOUT_MESSAGE,
  CHAT_SOCKET_LIMITS,
  type ChatConnectionState,
  getReconnectDelayMs,
  shouldReconnect,
  SOCKET_AUTH_TIMEOUT_STATUS,
  SOCKET_CONNECT_TIMEOUT_STATUS,
  SOCKET_NOT_CONNECTED_ERROR,
} from '@all22/domain';

/** The socket's timings; the spec's by default (tests shorten them). */
export type ChatSocketLimits = { readonly [K in keyof typeof CHAT_SOCKET_LIMITS]: number };

/** Whether the tab is shown, and word when that changes (the heartbeat pauses while hidden). */
export interface TabVisibility {
  isVisible(): boolean;
  subscribe(listener: () => void): () => void;
}

export interface ChatSocketClientOptions {
  /** The absolute ws(s) URL (domain resolveChatSocketUrl). */
  readonly url: string;
  /** The access token to authenticate with at each connection, or the reason there is none. */
  readonly getToken: () => { ok: true; token: string } | { ok: false; error: string };
  readonly createSocket?: (url: string) => WebSocket;
  readonly visibility?: TabVisibility;
  readonly limits?: ChatSocketLimits;
  readonly onStateChange: (state: ChatConnectionState) => void;
  /** Every frame after auth (and the welcome, for its session id). */
  readonly onFrame: (reading: ChatServerFrameReading) => void;
  /** Auth refused or timed out, or reconnection given up (null: "session has ended"). Shown once. */
  readonly onAuthError: (reason: string | null) => void;
  /** An authenticated socket closed: a reply on its way will not come. */
  readonly onDropped: () => void;
}

/** The browser's tab visibility (document.visibilityState). */
export const documentVisibility: TabVisibility = {
  isVisible: () => document.visibilityState !== 'hidden',
  subscribe(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

type Outgoing = Exclude<ChatClientFrame, { type: 'auth' } | { type: 'ping' }>;

/**
 * The Fantasy AI chat socket (spec 2 §4 "Chat connection states"): connect, send the auth frame,
 * wait 10 s for the welcome (else auth_failed), queue messages until then; after an authenticated
 * socket closes, reconnect with backoff (1 s doubling to 30 s) for at most 5 attempts, then error;
 * an inactivity timeout stops reconnection silently; pings every 30 s while the tab is visible.
 * It holds no conversation: frames go to `onFrame`, and the chat store decides what they mean.
 */
export class ChatSocketClient {
  private state: ChatConnectionState = 'disconnected';
  private socket: WebSocket | null = null;
  private queue: Outgoing[] = [];
  private attemptsMade = 0;
  private lastServerError: string | null = null;
  private isDisposed = false;
  private wasAuthenticated = false;
  private timers: { connect?: number; auth?: number; reconnect?: number; heartbeat?: number } = {};
  private pending: { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } | null =
    null;
  private readonly limits: ChatSocketLimits;
  private readonly visibility: TabVisibility;
  private readonly stopWatchingVisibility: () => void;

  constructor(private readonly options: ChatSocketClientOptions) {
    this.limits = options.limits ?? CHAT_SOCKET_LIMITS;
    this.visibility = options.visibility ?? documentVisibility;
    this.stopWatchingVisibility = this.visibility.subscribe(() => this.restartHeartbeat());
  }

  getState(): ChatConnectionState {
    return this.state;
  }

  /**
   * Connects and authenticates; resolves on the welcome. Rejects with the failure's text: the
   * missing token's, 'Authentication timeout', the server's refusal, 'Connection timeout', or
   * 'WebSocket not connected' when the socket closed first.
   */
  connect(): Promise<void> {
    if (this.state === 'authenticated') return Promise.resolve();
    if (this.pending) return this.pending.promise;
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<void>((onResolve, onReject) => {
      resolve = onResolve;
      reject = onReject;
    });
    this.pending = { promise, resolve, reject };
    // While reconnecting, the attempt under way answers this call too.
    if (this.state === 'reconnecting') return promise;
    this.attemptsMade = 0;
    this.lastServerError = null;
    this.wasAuthenticated = false;
    this.open('connecting');
    return promise;
  }

  /** Sends a chat message now when authenticated, else queues it until the welcome. */
  send(frame: Outgoing): void {
    if (this.state === 'authenticated' && this.socket?.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify(frame));
    } else {
      this.queue.push(frame);
    }
  }

  /**
   * Sends the current token on the open socket (the session renewed it), which extends the
   * socket's session rather than letting the old token expire under it; the server welcomes again.
   */
  refreshAuth(): void {
    const token = this.options.getToken();
    if (this.state !== 'authenticated' || !token.ok || this.socket?.readyState !== WebSocket.OPEN) return;
    this.socket.send(JSON.stringify({ type: 'auth', token: token.token } satisfies ChatClientFrame));
  }

  /** Closes for good: no reconnection, no more callbacks. */
  dispose(): void {
    this.isDisposed = true;
    this.stopWatchingVisibility();
    this.clearTimers();
    this.socket?.close(1000);
    this.socket = null;
  }

  private setState(state: ChatConnectionState): void {
    if (this.state === state || this.isDisposed) return;
    this.state = state;
    this.options.onStateChange(state);
  }

  private open(state: 'connecting' | 'reconnecting'): void {
    const token = this.options.getToken();
    if (!token.ok) {
      this.failAuth(token.error);
      return;
    }
    this.setState(state);
    let socket: WebSocket;
    try {
      socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.options.url);
    } catch {
      this.handleClose();
      return;
    }
    this.socket = socket;
    this.timers.connect = window.setTimeout(() => {
      this.lastServerError = SOCKET_CONNECT_TIMEOUT_STATUS;
      socket.close();
      this.handleClose(socket);
    }, this.limits.connectTimeoutMs);
    socket.onopen = () => {
      window.clearTimeout(this.timers.connect);
      this.setState('connected');
      socket.send(JSON.stringify({ type: 'auth', token: token.token } satisfies ChatClientFrame));
      this.setState('authenticating');
      this.timers.auth = window.setTimeout(
        () => this.failAuth(SOCKET_AUTH_TIMEOUT_STATUS),
        this.limits.authTimeoutMs,
      );
    };
    socket.onmessage = (event: MessageEvent) => {
      if (socket !== this.socket) return;
      this.handleFrame(readChatServerFrame(typeof event.data === 'string' ? event.data : String(event.data)));
    };
    // A failed socket always closes too; the close is where it is handled.
    socket.onerror = () => undefined;
    socket.onclose = () => this.handleClose(socket);
  }

  private handleFrame(reading: ChatServerFrameReading): void {
    const { action } = reading;
    if (this.state !== 'authenticated') {
      if (reading.isWelcome) return this.authenticated(reading);
      if (action.kind === 'error') return this.failAuth(action.message);
    }
    if (action.kind === 'inactivity-timeout') this.lastServerError = CHAT_INACTIVITY_TIMEOUT_MESSAGE;
    else if (action.kind === 'error') this.lastServerError = action.message;
    this.options.onFrame(reading);
  }

  private authenticated(welcome: ChatServerFrameReading): void {
    window.clearTimeout(this.timers.auth);
    this.attemptsMade = 0;
    this.lastServerError = null;
    this.wasAuthenticated = true;
    this.setState('authenticated');
    this.options.onFrame(welcome);
    const queued = this.queue;
    this.queue = [];
    for (const frame of queued) this.send(frame);
    this.restartHeartbeat();
    this.pending?.resolve();
    this.pending = null;
  }

  private failAuth(reason: string): void {
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
    this.setState('auth_failed');
    this.queue = [];
    this.options.onAuthError(reason);
    this.pending?.reject(new Error(reason));
    this.pending = null;
  }

  /** A close we did not ask for: reconnect, or give up (spec 2 §4 steps 4 and 5). */
  private handleClose(closed?: WebSocket): void {
    if (this.isDisposed || (closed !== undefined && closed !== this.socket)) return;
    this.socket = null;
    this.clearTimers();
    if (this.state === 'auth_failed') return;
    if (this.pending && !this.wasAuthenticated) {
      // The first connection never got through: that is a connection error, not a dropped session.
      this.setState('error');
      this.queue = [];
      this.pending.reject(new Error(this.lastServerError ?? SOCKET_NOT_CONNECTED_ERROR));
      this.pending = null;
      return;
    }
    if (this.state === 'authenticated') this.options.onDropped();
    if (!shouldReconnect({ attemptsMade: this.attemptsMade, lastServerError: this.lastServerError })) {
      // The inactivity timeout ends the session quietly: the next send connects afresh.
      const isInactivity = this.lastServerError === CHAT_INACTIVITY_TIMEOUT_MESSAGE;
      this.wasAuthenticated = false;
      this.queue = [];
      this.setState(isInactivity ? 'disconnected' : 'error');
      this.pending?.reject(new Error(SOCKET_NOT_CONNECTED_ERROR));
      this.pending = null;
      if (!isInactivity) this.options.onAuthError(null);
      return;
    }
    this.attemptsMade += 1;
    this.setState('reconnecting');
    this.timers.reconnect = window.setTimeout(
      () => this.open('reconnecting'),
      Math.min(
        this.limits.reconnectMaxDelayMs,
        (getReconnectDelayMs(this.attemptsMade) / CHAT_SOCKET_LIMITS.reconnectBaseDelayMs) *
          this.limits.reconnectBaseDelayMs,
      ),
    );
  }

  private restartHeartbeat(): void {
    window.clearInterval(this.timers.heartbeat);
    if (this.state !== 'authenticated' || !this.visibility.isVisible()) return;
    this.timers.heartbeat = window.setInterval(() => {
      if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ type: 'ping' }));
    }, this.limits.heartbeatIntervalMs);
  }

  private clearTimers(): void {
    window.clearTimeout(this.timers.connect);
    window.clearTimeout(this.timers.auth);
    window.clearTimeout(this.timers.reconnect);
    window.clearInterval(this.timers.heartbeat);
    this.timers = {};
  }
}
