import { CHAT_MAX_LENGTH, CHAT_WARNING_RATIO } from './chat-constants.js';

/** Why a chat message may not be sent, in the order they are checked. */
type ChatSendBlockReason = 'disabled' | 'loading' | 'empty' | 'too-long';

interface ChatSendInput {
  /** The text as typed. */
  readonly text: string;
  readonly isDisabled: boolean;
  readonly isLoading: boolean;
  /** Default {@link CHAT_MAX_LENGTH}. */
  readonly maxLength?: number;
}

type ChatSendValidation =
  | { readonly canSend: true; /** What to send: the text trimmed. */ readonly message: string }
  | { readonly canSend: false; readonly reason: ChatSendBlockReason };

/**
 * Chat send rule (spec 2 §5): the input is not disabled and not loading, the trimmed text is
 * non-empty, and the typed length is at most the maximum (2000). The typed length is what the
 * counter and the warning show, so the limit applies to it rather than to the trimmed text.
 */
export function validateChatSend(input: ChatSendInput): ChatSendValidation {
  const maxLength = input.maxLength ?? CHAT_MAX_LENGTH;
  if (input.isDisabled) return { canSend: false, reason: 'disabled' };
  if (input.isLoading) return { canSend: false, reason: 'loading' };
  const message = input.text.trim();
  if (message === '') return { canSend: false, reason: 'empty' };
  if (input.text.length > maxLength) return { canSend: false, reason: 'too-long' };
  return { canSend: true, message };
}

/**
 * True when the length warning shows: strictly more than 90% of the maximum
 * (with 2000: 1800 characters no, 1801 yes).
 */
export function isChatLengthWarning(length: number, maxLength: number = CHAT_MAX_LENGTH): boolean {
  return length > maxLength * CHAT_WARNING_RATIO;
}
