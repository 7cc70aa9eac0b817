import { CHAT_RESTORE_WINDOW_MS, DEFAULT_CONVERSATION_TITLE } from './chat-constants.js';
import { isChatMessageType, type ChatMessage, type Conversation } from './chat-message.js';

/** A conversation as saved in local storage after every change (spec 2 §4). */
interface StoredConversation extends Conversation {
  /** A session id the chat may have saved; dropped on restore so a restored chat starts a fresh session. */
  readonly id?: string | undefined;
  /** When it was saved, milliseconds since the epoch. */
  readonly savedAt: number;
}

/** Error, auth-error and still-streaming messages are never saved (spec 2 §4). */
function isPersistableMessage(
  message: Pick<ChatMessage, 'isError' | 'isAuthError' | 'isStreaming'>,
): boolean {
  return message.isError !== true && message.isAuthError !== true && message.isStreaming !== true;
}

/** The messages worth saving, in order. */
export function selectPersistableMessages<
  M extends Pick<ChatMessage, 'isError' | 'isAuthError' | 'isStreaming'>,
>(messages: readonly M[]): M[] {
  return messages.filter(isPersistableMessage);
}

/** What to write to local storage at `now` (milliseconds since the epoch). */
export function toStoredConversation(
  conversation: Conversation & { readonly id?: string | undefined },
  now: number,
): StoredConversation {
  return { ...conversation, messages: selectPersistableMessages(conversation.messages), savedAt: now };
}

/**
 * True when a chat saved at `savedAt` may be restored at `now` (both milliseconds since the epoch):
 * saved less than 6 hours before. Exactly 6 hours is too old. A save dated in the future (a clock
 * moved back, or corrupted storage) is not trusted and not restored.
 */
export function isConversationRestorable(savedAt: number, now: number): boolean {
  const age = now - savedAt;
  return Number.isFinite(age) && age >= 0 && age < CHAT_RESTORE_WINDOW_MS;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toChatMessage(value: unknown): ChatMessage | null {
  if (!isRecord(value)) return null;
  const { id, type, content, timestamp } = value;
  if (
    typeof id !== 'number' ||
    !isChatMessageType(type) ||
    typeof content !== 'string' ||
    typeof timestamp !== 'number'
  ) {
    return null;
  }
  const flag = (name: keyof ChatMessage) => (value[name] === true ? { [name]: true } : {});
  return {
    id,
    type,
    content,
    timestamp,
    ...flag('isError'),
    ...flag('isAuthError'),
    ...flag('isStreaming'),
    ...flag('isFollowUp'),
    ...flag('isTyping'),
  };
}

/**
 * Restores a saved chat (the parsed JSON, of unknown shape) at `now`: null when it is not a saved
 * chat or is 6 hours old or more, so the caller clears it. Malformed and non-persistable messages
 * are dropped rather than failing the whole chat; the saved id is dropped (spec 2 §4).
 */
export function restoreConversation(stored: unknown, now: number): Conversation | null {
  if (!isRecord(stored) || typeof stored.savedAt !== 'number' || !Array.isArray(stored.messages)) return null;
  if (!isConversationRestorable(stored.savedAt, now)) return null;
  const messages = stored.messages
    .map(toChatMessage)
    .filter((message): message is ChatMessage => message !== null && isPersistableMessage(message));
  return {
    title:
      typeof stored.title === 'string' && stored.title !== '' ? stored.title : DEFAULT_CONVERSATION_TITLE,
    messages,
    createdAt: typeof stored.createdAt === 'number' ? stored.createdAt : stored.savedAt,
  };
}
