/** Who wrote a chat message (spec 2 §3). Error bubbles are assistant or system messages with isError. */
const CHAT_MESSAGE_TYPES = ['user', 'assistant', 'system'] as const;
type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

export function isChatMessageType(value: unknown): value is ChatMessageType {
  return typeof value === 'string' && (CHAT_MESSAGE_TYPES as readonly string[]).includes(value);
}

/** One chat message (spec 2 §3). */
export interface ChatMessage {
  /** A timestamp-based id (milliseconds since the epoch when created). */
  readonly id: number;
  readonly type: ChatMessageType;
  readonly content: string;
  /** When the message was created, milliseconds since the epoch. */
  readonly timestamp: number;
  readonly isError?: boolean;
  readonly isAuthError?: boolean;
  readonly isStreaming?: boolean;
  readonly isFollowUp?: boolean;
  readonly isTyping?: boolean;
}

/** A conversation as the chat keeps it in memory (spec 2 §3). */
export interface Conversation {
  readonly title: string;
  readonly messages: readonly ChatMessage[];
  /** Milliseconds since the epoch. */
  readonly createdAt: number;
}
