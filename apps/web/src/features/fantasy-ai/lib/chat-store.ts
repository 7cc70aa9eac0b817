import type { ChatServerAction, ChatServerFrameReading } from '@all22/contracts';
import {
  type ChatConnectionState,
  type ChatEvent,
  type ChatState,
  createChatState,
  DEFAULT_CHAT_CONNECTION_STATE,
  findQuestionBefore,
  planChatSend,
  reduceChatState,
} from '@all22/domain';
import { normalizeError } from '../../../lib/errors';
import type { ChatSocketClient, ChatSocketClientOptions } from './chat-socket-client';
import type { ChatStorage } from './chat-storage';

/** What the chat views read: the conversation and reply state, the connection, the consent. */
export interface ChatSnapshot {
  readonly chat: ChatState;
  readonly connectionState: ChatConnectionState;
  readonly hasConsent: boolean;
}

export interface ChatStoreOptions {
  /** Builds the socket client with the store's callbacks; null when the socket URL is not configured. */
  readonly createClient: (
    callbacks: Pick<ChatSocketClientOptions, 'onStateChange' | 'onFrame' | 'onAuthError' | 'onDropped'>,
  ) => ChatSocketClient | null;
  readonly storage: ChatStorage;
  readonly consent: { read(): boolean; give(): void };
  readonly now?: () => number;
}

/** The store's events for each incoming frame action (spec 2 §4 "Incoming server message types"). */
function toChatEvent(action: ChatServerAction, now: number): ChatEvent | null {
  switch (action.kind) {
    case 'ignore':
      return null;
    case 'typing':
      return { type: 'typing', message: action.message };
    case 'chunk':
      return { type: 'chunk', text: action.text, now };
    case 'complete':
      return { type: 'complete', content: action.content, now };
    case 'error':
      return { type: 'server-error', message: action.message, now };
    case 'inactivity-timeout':
      return { type: 'inactivity-timeout' };
    case 'analyzing':
      return { type: 'analyzing' };
    case 'message':
      return { type: 'plain-message', content: action.content, now };
  }
}

/**
 * The one Fantasy AI conversation of a visit, shared by the side panel and the full-screen page
 * (read with useSyncExternalStore): the domain's reducer over the socket client's frames and the
 * user's actions, saved to local storage after every change of the conversation.
 */
export class ChatStore {
  private snapshot: ChatSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly client: ChatSocketClient | null;
  private readonly now: () => number;

  constructor(private readonly options: ChatStoreOptions) {
    this.now = options.now ?? Date.now;
    const restored = options.storage.restore(this.now());
    this.snapshot = {
      chat: createChatState(this.now(), restored ?? undefined),
      connectionState: DEFAULT_CHAT_CONNECTION_STATE,
      hasConsent: options.consent.read(),
    };
    this.client = options.createClient({
      onStateChange: (connectionState) => this.update({ connectionState }),
      onFrame: (reading) => this.receive(reading),
      onAuthError: (reason) => this.dispatch({ type: 'auth-error', reason, now: this.now() }),
      onDropped: () => this.dispatch({ type: 'reply-interrupted', now: this.now() }),
    });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ChatSnapshot => this.snapshot;

  /** False when no socket URL is configured: the feature is off (spec 2 §8). */
  get isAvailable(): boolean {
    return this.client !== null;
  }

  giveConsent(): void {
    this.options.consent.give();
    this.update({ hasConsent: true });
    this.ensureConnected();
  }

  /** Opens the socket when a chat view shows with consent and nothing is connected yet. */
  ensureConnected(): void {
    if (!this.client || !this.snapshot.hasConsent || this.snapshot.connectionState !== 'disconnected') return;
    this.client.connect().catch((error: unknown) => this.connectFailed(error));
  }

  /**
   * Sends a question (spec 2 §4 "Sending"): with consent and not while waiting; now when
   * authenticated, after connecting when disconnected, and as a connection error otherwise.
   * Returns false when the send was refused before anything was added.
   */
  send(text: string): boolean {
    const message = text.trim();
    const { chat, connectionState, hasConsent } = this.snapshot;
    if (!this.client || message === '') return false;
    const plan = planChatSend({
      connectionState,
      hasConsent,
      isWaitingForResponse: chat.isWaitingForResponse,
    });
    if (plan.kind === 'blocked') return false;
    this.dispatch({ type: 'user-message', content: message, now: this.now() });
    if (plan.kind === 'failed') {
      console.error(`Fantasy AI: ${plan.error}`);
      this.dispatch({ type: 'connection-error', now: this.now() });
      return true;
    }
    this.client.send(
      chat.pendingNewSession
        ? { message, newSession: true }
        : { message, ...(chat.sessionId === null ? {} : { sessionId: chat.sessionId }) },
    );
    if (chat.pendingNewSession) this.dispatch({ type: 'new-session-sent' });
    if (plan.kind === 'connect-then-send') {
      this.client.connect().catch((error: unknown) => this.connectFailed(error));
    }
    return true;
  }

  /** The session's access token changed: the open socket is sent the new one. */
  refreshAuth(): void {
    this.client?.refreshAuth();
  }

  /** Asks again the question an assistant message answered. */
  regenerate(messageId: number): void {
    const question = findQuestionBefore(this.snapshot.chat.conversation.messages, messageId);
    if (question !== null) this.send(question);
  }

  newChat(): void {
    this.dispatch({ type: 'new-chat', now: this.now() });
  }

  dispose(): void {
    this.client?.dispose();
    this.listeners.clear();
  }

  private connectFailed(error: unknown): void {
    // Auth failures were shown by the client (onAuthError) as the system message.
    if (this.snapshot.connectionState === 'auth_failed') return;
    console.error(`Fantasy AI: connecting failed: ${normalizeError(error).message}`);
    this.dispatch({ type: 'connection-error', now: this.now() });
  }

  private receive(reading: ChatServerFrameReading): void {
    if (reading.isWelcome) this.dispatch({ type: 'auth-success' });
    if (reading.sessionId !== null) {
      const source = reading.isWelcome ? 'welcome' : 'reply';
      this.dispatch({ type: 'session-id', sessionId: reading.sessionId, source });
    }
    const event = toChatEvent(reading.action, this.now());
    if (event) this.dispatch(event);
  }

  private dispatch(event: ChatEvent): void {
    const chat = reduceChatState(this.snapshot.chat, event);
    if (chat === this.snapshot.chat) return;
    const isConversationChanged =
      chat.conversation !== this.snapshot.chat.conversation ||
      chat.sessionId !== this.snapshot.chat.sessionId;
    this.update({ chat });
    if (isConversationChanged) this.options.storage.save(chat, this.now());
  }

  private update(change: Partial<ChatSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
