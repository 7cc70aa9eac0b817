import {
  CHAT_ANALYZING_MARKER,
  CHAT_INACTIVITY_TIMEOUT_MESSAGE,
  CHAT_SERVER_ERROR_FALLBACK_MESSAGE,
} from '@all22/domain';
import { chatOtherServerMessageSchema, chatServerFrameSchema, type ChatServerFrame } from './chat.js';

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

/** The first non-empty text. */
function firstText(...texts: readonly (string | undefined)[]): string | null {
  return texts.find((text) => text !== undefined && text !== '') ?? null;
}

function toPlainMessage(text: string | null): ChatServerAction {
  if (text === null || text.trim() === '') return IGNORE;
  if (text.includes(CHAT_ANALYZING_MARKER)) return { kind: 'analyzing' };
  return { kind: 'message', content: text };
}

function parseJson(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

function interpretFrame(frame: ChatServerFrame): ChatServerAction {
  switch (frame.type) {
    case 'welcome':
      return IGNORE;
    case 'typing': {
      const message = firstText(frame.message, frame.content);
      if (message?.includes(CHAT_ANALYZING_MARKER)) return { kind: 'analyzing' };
      return { kind: 'typing', message };
    }
    case 'chunk':
      return { kind: 'chunk', text: frame.data };
    case 'complete':
      return {
        kind: 'complete',
        content: firstText(frame.data, frame.message, frame.content, frame.response),
      };
    case 'error': {
      if (frame.message.includes(CHAT_INACTIVITY_TIMEOUT_MESSAGE)) return { kind: 'inactivity-timeout' };
      return {
        kind: 'error',
        message: frame.message.trim() === '' ? CHAT_SERVER_ERROR_FALLBACK_MESSAGE : frame.message,
        code: frame.code ?? null,
      };
    }
  }
}

/**
 * Interprets one raw frame from the chat server with the frame schemas. Unparseable text is shown
 * as plain content (a JSON string as its value, other JSON that is not an object as written); a
 * frame whose `type` is not welcome, typing, chunk, complete or error is a plain message from its
 * message, content or response field (empty → ignored). Server error text is used as is;
 * empty → "An error occurred. Please try again.".
 */
export function interpretChatServerFrame(raw: string): ChatServerAction {
  return readChatServerFrame(raw).action;
}

/** One incoming frame read: what to do, and the server's session id when the frame names one. */
export interface ChatServerFrameReading {
  readonly action: ChatServerAction;
  /** From welcome, typing and complete frames; null otherwise. */
  readonly sessionId: string | null;
  /** True for the welcome frame: the auth handshake succeeded. */
  readonly isWelcome: boolean;
}

/** {@link interpretChatServerFrame}, with the session id and whether it was the welcome. */
export function readChatServerFrame(raw: string): ChatServerFrameReading {
  const plain = (text: string | null) => ({
    action: toPlainMessage(text),
    sessionId: null,
    isWelcome: false,
  });
  const json = parseJson(raw);
  if (!json.ok) return plain(raw);
  if (typeof json.value === 'string') return plain(json.value);
  const frame = chatServerFrameSchema.safeParse(json.value);
  if (frame.success) {
    const sessionId = 'sessionId' in frame.data && frame.data.sessionId ? frame.data.sessionId : null;
    return { action: interpretFrame(frame.data), sessionId, isWelcome: frame.data.type === 'welcome' };
  }
  const other = chatOtherServerMessageSchema.safeParse(json.value);
  if (!other.success) return plain(raw);
  return plain(firstText(other.data.message, other.data.content, other.data.response));
}
