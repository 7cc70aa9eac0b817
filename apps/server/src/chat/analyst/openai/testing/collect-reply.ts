/** Test support: asking a ChatAssistant directly, as the chat service would. */
import { randomUUID } from 'node:crypto';
import type { ChatAssistant, ChatHistoryEntry, ChatReplyInput } from '../../../chat-assistant.js';

/** A reply's input for `message` from the user 'fan' in a new session. */
export function askInput(
  message: string,
  options: { history?: ChatHistoryEntry[]; signal?: AbortSignal } = {},
): ChatReplyInput {
  return {
    userId: 'fan',
    sessionId: randomUUID(),
    message,
    history: options.history ?? [],
    signal: options.signal ?? new AbortController().signal,
  };
}

/** Every piece the assistant yields for the input, in order (throws what the reply throws). */
export async function collectReply(assistant: ChatAssistant, input: ChatReplyInput): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of assistant.reply(input)) pieces.push(piece);
  return pieces;
}
