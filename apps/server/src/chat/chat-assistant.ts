import type { ChatMessageRole } from '@all22/db';
import type { ChatAsker } from './save-chat-message.js';

/** One earlier message of the session, oldest first. */
export interface ChatHistoryEntry {
  readonly role: ChatMessageRole;
  readonly content: string;
}

export interface ChatReplyInput {
  /** The token subject, lower-cased (or 'local' with AUTH_ENABLED=false). */
  readonly userId: string;
  readonly sessionId: string;
  /** The question, already validated (trimmed, 1–2000 characters). */
  readonly message: string;
  /** The session's messages before this one. */
  readonly history: readonly ChatHistoryEntry[];
  /** The asker as read with the question's storage; absent, the assistant reads the account itself. */
  readonly asker?: ChatAsker;
  /** Aborted when the socket closes or the app stops: stop composing. */
  readonly signal: AbortSignal;
}

/**
 * What answers the chat. The service sends each yielded piece as a `chunk` (with `typing` first
 * when the first piece is slow to come), then `complete` with the pieces joined, and stores the
 * reply. A thrown error becomes the spec's
 * generic failure text (nothing of the error reaches the client).
 */
export interface ChatAssistant {
  reply(input: ChatReplyInput): AsyncIterable<string>;
}
