import {
  CHAT_ANALYZING_MARKER,
  CHAT_INACTIVITY_TIMEOUT_MESSAGE,
  CHAT_SERVER_ERROR_FALLBACK_MESSAGE,
} from './chat-error-messages.js';

/** What the chat does with one incoming socket frame (spec 2 §4 "Incoming server message types", §8). */
export type ChatServerAction =
  /** welcome (handled by the auth handshake), and frames with nothing to show. */
  | { readonly kind: 'ignore' }
  /** Show the typing notice, with the server's text when it sent one. */
  | { readonly kind: 'typing'; readonly message: string | null }
  /** Append `text` to the streaming assistant message. */
  | { readonly kind: 'chunk'; readonly text: string }
  /** Finalise the streaming message (with the full text if the server sent it); clear loading, typing, waiting. */
  | { readonly kind: 'complete'; readonly content: string | null }
  /** Show an error reply; ends waiting. */
  | { readonly kind: 'error'; readonly message: string; readonly code: string | number | null }
  /** "Connection timeout due to inactivity": silent, only clears loading; no reconnection. */
  | { readonly kind: 'inactivity-timeout' }
  /** "Analyzing NFL data": turn loading on and hide the typing notice; show nothing. */
  | { readonly kind: 'analyzing' }
  /** Any other frame, or text that is not JSON: a plain assistant message. */
  | { readonly kind: 'message'; readonly content: string };

const IGNORE: ChatServerAction = { kind: 'ignore' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first of `fields` holding a non-empty string. */
const pickText = (frame: Record<string, unknown>, fields: readonly string[]): string | null => {
  for (const field of fields) {
    const value = frame[field];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
};

const toPlainMessage = (text: string | null): ChatServerAction => {
  if (text === null || text.trim() === '') return IGNORE;
  if (text.includes(CHAT_ANALYZING_MARKER)) return { kind: 'analyzing' };
  return { kind: 'message', content: text };
};

const parseJson = (raw: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
};

/**
 * Interprets one raw frame from the chat server. Unparseable text is shown as plain content
 * (a JSON string as its value); a frame whose `type` is not welcome, typing, chunk, complete or
 * error is a plain message from its message, content or response field (empty → ignored).
 * Server error text is used as is; empty → "An error occurred. Please try again.".
 */
export const interpretServerFrame = (raw: string): ChatServerAction => {
  const parsed = parseJson(raw);
  if (!parsed.ok) return toPlainMessage(raw);
  if (typeof parsed.value === 'string') return toPlainMessage(parsed.value);
  if (!isRecord(parsed.value)) return toPlainMessage(raw);
  const frame = parsed.value;

  switch (frame.type) {
    case 'welcome':
      return IGNORE;
    case 'typing': {
      const message = pickText(frame, ['message', 'content']);
      if (message?.includes(CHAT_ANALYZING_MARKER)) return { kind: 'analyzing' };
      return { kind: 'typing', message };
    }
    case 'chunk':
      return { kind: 'chunk', text: typeof frame.data === 'string' ? frame.data : '' };
    case 'complete':
      return { kind: 'complete', content: pickText(frame, ['data', 'message', 'content', 'response']) };
    case 'error': {
      const message = typeof frame.message === 'string' ? frame.message : '';
      if (message.includes(CHAT_INACTIVITY_TIMEOUT_MESSAGE)) return { kind: 'inactivity-timeout' };
      const code = typeof frame.code === 'string' || typeof frame.code === 'number' ? frame.code : null;
      return {
        kind: 'error',
        message: message.trim() === '' ? CHAT_SERVER_ERROR_FALLBACK_MESSAGE : message,
        code,
      };
    }
    default:
      return toPlainMessage(pickText(frame, ['message', 'content', 'response']));
  }
};
