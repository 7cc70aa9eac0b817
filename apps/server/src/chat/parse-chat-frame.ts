import { chatClientFrameSchema, chatMessageFrameSchema, type ChatClientFrame } from '@all22/contracts';
import type { ChatErrorCode } from './chat-errors.js';

export type ParsedChatFrame =
  | { readonly kind: 'frame'; readonly frame: ChatClientFrame }
  | { readonly kind: 'invalid'; readonly code: ChatErrorCode };

/**
 * A client frame read with the contracts' schema. A chat message that fails only on its text
 * gets a precise code (empty, too long); anything else is an unrecognised frame.
 */
export function parseChatFrame(text: string): ParsedChatFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'invalid', code: 'INVALID_FRAME' };
  }
  const parsed = chatClientFrameSchema.safeParse(value);
  if (parsed.success) return { kind: 'frame', frame: parsed.data };
  if (typeof value === 'object' && value !== null && !('type' in value) && 'message' in value) {
    const issue = chatMessageFrameSchema
      .safeParse(value)
      .error?.issues.find((candidate) => candidate.path[0] === 'message');
    if (issue?.code === 'too_big') return { kind: 'invalid', code: 'MESSAGE_TOO_LONG' };
    if (issue?.code === 'too_small') return { kind: 'invalid', code: 'EMPTY_MESSAGE' };
  }
  return { kind: 'invalid', code: 'INVALID_FRAME' };
}
