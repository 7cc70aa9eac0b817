import { getAuthErrorMessage } from './auth-error-message.js';
import { DEFAULT_CONVERSATION_TITLE } from './chat-constants.js';
import { CHAT_CONNECTION_ERROR_MESSAGE, CHAT_GENERIC_ERROR_MESSAGE } from './chat-error-messages.js';
import type { ChatMessage, Conversation } from './chat-message.js';
import { getConversationTitle } from './conversation-title.js';

/**
 * The chat's conversation and reply state (spec 2 §3 "Chat state", without the connection, which
 * the socket client owns). One reducer applies every event of the message flow (spec 2 §4), so
 * the panel and the full-screen page show the same thing and every rule is tested once.
 */
export interface ChatState {
  readonly conversation: Conversation;
  /** The server's chat session: kept from its frames, sent with later messages; null after New chat. */
  readonly sessionId: string | null;
  /** The intro card shows while the conversation has no messages. */
  readonly showIntroCard: boolean;
  readonly isTyping: boolean;
  /** The server's typing text, when it sent one. */
  readonly typingMessage: string | null;
  readonly isWaitingForResponse: boolean;
  readonly isLoading: boolean;
  readonly isStreaming: boolean;
  readonly streamingContent: string;
  readonly streamingMessageId: number | null;
  /** After New chat: the next send carries newSession. */
  readonly pendingNewSession: boolean;
}

/** What can happen to the chat, from the user, the socket or storage. `now` is ms since the epoch. */
export type ChatEvent =
  | { readonly type: 'user-message'; readonly content: string; readonly now: number }
  | { readonly type: 'typing'; readonly message: string | null }
  | { readonly type: 'analyzing' }
  | { readonly type: 'chunk'; readonly text: string; readonly now: number }
  | { readonly type: 'complete'; readonly content: string | null; readonly now: number }
  | { readonly type: 'plain-message'; readonly content: string; readonly now: number }
  /** A server error frame: an error bubble with its text. */
  | { readonly type: 'server-error'; readonly message: string; readonly now: number }
  /** "Connection timeout due to inactivity": silent, only clears loading. */
  | { readonly type: 'inactivity-timeout' }
  /** Connecting failed, or a send failed on a socket in no state to send. */
  | { readonly type: 'connection-error'; readonly now: number }
  /** The socket closed while a reply was on its way: the reply will not come. */
  | { readonly type: 'reply-interrupted'; readonly now: number }
  /** An auth failure, or reconnection given up (reason null → "session has ended"). */
  | { readonly type: 'auth-error'; readonly reason: string | null; readonly now: number }
  | { readonly type: 'auth-success' }
  /** A frame named the server's session: the welcome (its latest session) or a reply (this conversation's). */
  | { readonly type: 'session-id'; readonly sessionId: string; readonly source: 'welcome' | 'reply' }
  /** The message that carried newSession went out. */
  | { readonly type: 'new-session-sent' }
  | { readonly type: 'new-chat'; readonly now: number };

/** No reply under way: nothing typed, awaited, loading or streaming. */
const REPLY_DONE = {
  isTyping: false,
  typingMessage: null,
  isWaitingForResponse: false,
  isLoading: false,
  isStreaming: false,
  streamingContent: '',
  streamingMessageId: null,
} as const;

/** A fresh state at `now`, or one holding a restored conversation. */
export function createChatState(now: number, conversation?: Conversation): ChatState {
  const restored = conversation ?? { title: DEFAULT_CONVERSATION_TITLE, messages: [], createdAt: now };
  return {
    conversation: restored,
    sessionId: null,
    showIntroCard: restored.messages.length === 0,
    ...REPLY_DONE,
    pendingNewSession: false,
  };
}

/** A message id: its creation time, made unique by moving past the last id when two share a millisecond. */
export function nextChatMessageId(messages: readonly ChatMessage[], now: number): number {
  const last = messages.reduce((max, message) => Math.max(max, message.id), 0);
  return Math.max(Math.floor(now), last + 1);
}

function withMessages(state: ChatState, messages: readonly ChatMessage[]): ChatState {
  return {
    ...state,
    conversation: { ...state.conversation, messages, title: getConversationTitle(messages) },
    showIntroCard: messages.length === 0,
  };
}

function addMessage(
  state: ChatState,
  message: Omit<ChatMessage, 'id' | 'timestamp'>,
  now: number,
): ChatState {
  const { messages } = state.conversation;
  const id = nextChatMessageId(messages, now);
  return withMessages(state, [...messages, { ...message, id, timestamp: now }]);
}

/** The streaming message made final with `content`, or the message list as it was without one. */
function finishStreaming(state: ChatState, content?: string): ChatState {
  if (state.streamingMessageId === null) return state;
  const messages = state.conversation.messages.flatMap((message) => {
    if (message.id !== state.streamingMessageId) return [message];
    const text = content ?? message.content;
    // A reply cut short before its first piece leaves no empty bubble behind.
    return text === '' ? [] : [{ ...message, content: text, isStreaming: false }];
  });
  return withMessages(state, messages);
}

const hasAuthError = (state: ChatState) => state.conversation.messages.some((message) => message.isAuthError);

function removeAuthErrors(state: ChatState): ChatState {
  if (!hasAuthError(state)) return state;
  return withMessages(
    state,
    state.conversation.messages.filter((message) => message.isAuthError !== true),
  );
}

function appendChunk(state: ChatState, text: string, now: number): ChatState {
  if (state.streamingMessageId === null) {
    const started = addMessage(state, { type: 'assistant', content: text, isStreaming: true }, now);
    const id = started.conversation.messages.at(-1)?.id ?? null;
    return {
      ...started,
      isTyping: false,
      typingMessage: null,
      isStreaming: true,
      streamingContent: text,
      streamingMessageId: id,
    };
  }
  const streamingContent = state.streamingContent + text;
  const messages = state.conversation.messages.map((message) =>
    message.id === state.streamingMessageId ? { ...message, content: streamingContent } : message,
  );
  return { ...withMessages(state, messages), isTyping: false, typingMessage: null, streamingContent };
}

function completeReply(state: ChatState, content: string | null, now: number): ChatState {
  if (state.streamingMessageId !== null)
    return { ...finishStreaming(state, content ?? undefined), ...REPLY_DONE };
  const replied =
    content === null || content === '' ? state : addMessage(state, { type: 'assistant', content }, now);
  return { ...replied, ...REPLY_DONE };
}

function addErrorReply(state: ChatState, content: string, now: number): ChatState {
  return {
    ...addMessage(finishStreaming(state), { type: 'assistant', content, isError: true }, now),
    ...REPLY_DONE,
  };
}

/** Applies one event of the message flow (spec 2 §4, §8). */
export function reduceChatState(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case 'user-message':
      return {
        ...addMessage(state, { type: 'user', content: event.content }, event.now),
        isWaitingForResponse: true,
        isLoading: true,
      };
    case 'typing':
      return { ...state, isTyping: true, typingMessage: event.message };
    case 'analyzing':
      return { ...state, isLoading: true, isTyping: false, typingMessage: null };
    case 'chunk':
      return event.text === '' ? state : appendChunk(state, event.text, event.now);
    case 'complete':
      return completeReply(state, event.content, event.now);
    case 'plain-message':
      return completeReply(finishStreaming(state), event.content, event.now);
    case 'server-error':
      return addErrorReply(state, event.message, event.now);
    case 'inactivity-timeout':
      return { ...state, isLoading: false };
    case 'connection-error':
      return addErrorReply(state, CHAT_CONNECTION_ERROR_MESSAGE, event.now);
    case 'reply-interrupted':
      return state.isWaitingForResponse ? addErrorReply(state, CHAT_GENERIC_ERROR_MESSAGE, event.now) : state;
    case 'auth-error': {
      const ended = { ...finishStreaming(state), ...REPLY_DONE };
      if (hasAuthError(ended)) return ended;
      const content = getAuthErrorMessage(event.reason);
      return addMessage(ended, { type: 'system', content, isAuthError: true }, event.now);
    }
    case 'auth-success':
      return removeAuthErrors(state);
    case 'session-id':
      // After New chat the old session must not come back; a welcome does not replace the
      // session this conversation already has (it names the user's latest, maybe another tab's).
      if (state.pendingNewSession || state.sessionId === event.sessionId) return state;
      if (event.source === 'welcome' && state.sessionId !== null) return state;
      return { ...state, sessionId: event.sessionId };
    case 'new-session-sent':
      return { ...state, pendingNewSession: false };
    case 'new-chat':
      return { ...createChatState(event.now), pendingNewSession: true };
  }
}

/** The text of the user question a reply answered: the last user message before `messageId`. */
export function findQuestionBefore(messages: readonly ChatMessage[], messageId: number): string | null {
  const index = messages.findIndex((message) => message.id === messageId);
  for (let at = (index === -1 ? messages.length : index) - 1; at >= 0; at -= 1) {
    const message = messages[at];
    if (message?.type === 'user') return message.content;
  }
  return null;
}
