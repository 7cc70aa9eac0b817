import {
  CONVERSATION_TITLE_ELLIPSIS,
  CONVERSATION_TITLE_MAX_LENGTH,
  DEFAULT_CONVERSATION_TITLE,
} from './chat-constants.js';
import type { ChatMessage } from './chat-message.js';

/**
 * A conversation's title (spec 2 §4): the first user message's text, trimmed, cut to 50 characters
 * with "..." appended when longer; "New Chat" when there is no user message with text.
 * Characters are Unicode code points, so an emoji is never cut in half.
 */
export function getConversationTitle(messages: readonly Pick<ChatMessage, 'type' | 'content'>[]): string {
  const first = messages.find((message) => message.type === 'user' && message.content.trim() !== '');
  if (first === undefined) return DEFAULT_CONVERSATION_TITLE;
  const characters = Array.from(first.content.trim());
  if (characters.length <= CONVERSATION_TITLE_MAX_LENGTH) return characters.join('');
  return characters.slice(0, CONVERSATION_TITLE_MAX_LENGTH).join('') + CONVERSATION_TITLE_ELLIPSIS;
}
