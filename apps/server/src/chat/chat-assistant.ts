import type { ChatMessageRole } from '@all22/db';

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
  /** Aborted when the socket closes or the app stops: stop composing. */
  readonly signal: AbortSignal;
}

/**
 * What answers the chat. The service sends `typing`, then each yielded piece as a `chunk`, then
 * `complete` with the pieces joined, and stores the reply. A thrown error becomes the spec's
 * generic failure text (nothing of the error reaches the client).
 */
export interface ChatAssistant {
  reply(input: ChatReplyInput): AsyncIterable<string>;
}
